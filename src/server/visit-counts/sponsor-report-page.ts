// One sponsor's printable exposure report (`report sponsors --html DIR`): a single self-contained HTML file
// (styles and the club's logo inside it) to attach to a renewal e-mail or print. One table gives each week
// or month (a month each for a period over 12 weeks, so a year fits one A4 page), with bars in black drawn
// beside the figures, so it reads the same printed in black and white and on a phone.

import { escapeHtml as escape } from "../../lib/escape-html";
import { colors, fonts } from "../../styles/theme";
import { percent, type Grouping, type Period, type SponsorRow, type SponsorStretch } from "./report";

export interface Branding {
  clubName: string;
  siteUrl: string;
  email: string;
  /** The club's logo as a data: URL. */
  logo: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-02" → "2 Nov 2026" (the year left out when `year` is false). */
export function longDate(day: string, year = true): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]}${year ? ` ${y}` : ""}`;
}

const count = (value: number): string => value.toLocaleString("en-GB");

/** A week's or month's name in the table: its days for a week or a partial month, else "Nov 2026". */
function stretchName(stretch: SponsorStretch, grouping: Grouping): string {
  const [y, m] = stretch.from.split("-").map(Number);
  if (grouping === "month" && !stretch.partial) return `${MONTHS[(m ?? 1) - 1]} ${y}`;
  return stretch.from === stretch.to
    ? longDate(stretch.from, false)
    : `${longDate(stretch.from, false)} – ${longDate(stretch.to, false)}`;
}

/** A bar as long as `value` is of `max`, drawn in ink (so it prints without background colours). */
const bar = (value: number, max: number): string =>
  `<svg class="bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true"><rect width="${
    max > 0 ? ((100 * value) / max).toFixed(1) : 0
  }" height="6"/></svg>`;

/** What the sponsor's dates do to this report, in a sentence; empty when they do not touch the period. */
function datesNote(sponsor: SponsorRow, period: Period): string {
  const { start, end, credited } = sponsor;
  if (credited === null)
    return `Your sponsorship (${start ? `from ${longDate(start)}` : ""}${start && end ? " " : ""}${
      end ? `until ${longDate(end)}` : ""
    }) falls outside this period: nothing in it is credited to you.`;
  const parts: string[] = [];
  if (start && start > period.from) parts.push(`from ${longDate(start)}, when your sponsorship began`);
  if (end && end < period.to) parts.push(`until ${longDate(end)}, when it ended`);
  return parts.length > 0 ? `Counted only ${parts.join(" and ")}.` : "";
}

export function sponsorReportPage(
  sponsor: SponsorRow,
  period: Period,
  grouping: Grouping,
  logoPages: readonly string[],
  brand: Branding,
): string {
  const range = `${longDate(period.from)} – ${longDate(period.to)}`;
  const linked = sponsor.clicks !== null;
  const maxSeen = Math.max(0, ...sponsor.stretches.map((row) => row.seen));
  const maxClicks = Math.max(0, ...sponsor.stretches.map((row) => row.clicks));
  const rows = sponsor.stretches
    .map((row) => {
      const note = !row.credited
        ? '<span class="note">not in your sponsorship</span>'
        : row.partial
          ? '<span class="note">partial</span>'
          : "";
      const name = `<th scope="row">${stretchName(row, grouping)}${note}</th>`;
      if (!row.credited) return `<tr class="outside">${name}<td>–</td><td>–</td><td>–</td><td>–</td></tr>`;
      return `<tr>${name}<td>${count(row.views)}</td><td>${count(row.seen)}${bar(row.seen, maxSeen)}</td><td>${
        linked ? `${count(row.clicks)}${bar(row.clicks, maxClicks)}` : "no link"
      }</td><td>${linked ? percent(row.views > 0 ? row.clicks / row.views : null) : "–"}</td></tr>`;
    })
    .join("\n        ");
  const pages = logoPages.map((page) => `${brand.siteUrl.replace(/\/$/, "")}${page}`).join(", ");
  const dates = datesNote(sponsor, period);
  const unit = grouping === "month" ? "month" : "week";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(sponsor.name)}: your logo on the ${escape(brand.clubName)} website, ${range}</title>
<style>
  @page { size: A4; margin: 12mm 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0 auto; max-width: 760px; padding: 16px; font-family: ${fonts.body}; color: ${colors.text}; line-height: 1.45; }
  header { display: flex; align-items: center; gap: 12px; border-bottom: 4px solid ${colors.accent}; padding-bottom: 10px; }
  header img { height: 44px; width: auto; }
  header p { margin: 0; font-weight: 700; font-size: 1.05rem; }
  header span { display: block; font-weight: 400; color: ${colors.textMuted}; font-size: .9rem; }
  h1 { font-family: ${fonts.display}; font-size: 1.9rem; line-height: 1.15; margin: 16px 0 2px; }
  .period, .dates { margin: 0 0 6px; color: ${colors.textMuted}; }
  .dates { color: ${colors.text}; font-weight: 600; }
  .figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; margin: 14px 0 18px; padding: 0; list-style: none; }
  .figures li { border: 2px solid ${colors.ink}; border-radius: 8px; padding: 8px 12px; font-size: .95rem; line-height: 1.3; }
  .figures strong { display: block; font-size: 1.75rem; line-height: 1.15; }
  table { border-collapse: collapse; width: 100%; margin: 0 0 16px; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding-bottom: 4px; }
  th, td { border-bottom: 1px solid ${colors.border}; padding: 3px 6px; text-align: right; vertical-align: top; }
  thead th { vertical-align: bottom; font-size: .9rem; }
  tbody th, thead th:first-child { text-align: left; font-weight: 600; }
  .note { display: block; font-weight: 400; font-size: .8rem; color: ${colors.textMuted}; }
  .outside td, .outside th { color: ${colors.textMuted}; }
  .bar { display: block; width: 100%; height: 6px; margin-top: 2px; fill: ${colors.ink}; }
  footer { border-top: 1px solid ${colors.border}; padding-top: 8px; font-size: .85rem; color: ${colors.textMuted}; }
  footer p { margin: 0 0 6px; }
  @media (max-width: 480px) {
    body { padding: 12px; }
    table { font-size: .9rem; }
    th, td { padding: 3px 3px; }
  }
  @media print {
    body { padding: 0; max-width: none; font-size: 9.5pt; line-height: 1.35; }
    h1 { font-size: 20pt; margin-top: 10px; }
    .figures { margin: 10px 0 12px; }
    .figures strong { font-size: 16pt; }
    th, td { padding: 2px 6px; }
    .bar { height: 5px; margin-top: 1px; }
    a { color: inherit; }
    table, .figures { break-inside: avoid; }
  }
</style>
</head>
<body>
<header>
  <img src="${brand.logo}" alt="${escape(brand.clubName)} logo">
  <p>${escape(brand.clubName)}<span>Sponsor exposure report</span></p>
</header>
<main>
  <h1>${escape(sponsor.name)}</h1>
  <p class="period">${range} (UTC days)</p>
  ${dates ? `<p class="dates">${escape(dates)}</p>` : ""}
  <ul class="figures">
    <li><strong>${count(sponsor.views)}</strong> views of the page showing your logo</li>
    <li><strong>${count(sponsor.seen)}</strong> times your logo was seen</li>
    ${
      linked
        ? `<li><strong>${count(sponsor.clicks ?? 0)}</strong> clicks on your logo</li>
    <li><strong>${percent(sponsor.clickThrough)}</strong> click-through (clicks per page view)</li>`
        : `<li><strong>No link</strong> your logo links to no website, so there are no clicks to count</li>`
    }
  </ul>
  <table>
    <caption>Per ${unit}${sponsor.stretches.some((row) => row.partial) ? ` (a partial ${unit} counts only some of its days)` : ""}</caption>
    <thead><tr><th scope="col">${grouping === "month" ? "Month" : "Week"}</th><th scope="col">Page views</th><th scope="col">Logo seen</th><th scope="col">Clicks</th><th scope="col">Click-through</th></tr></thead>
    <tbody>
        ${rows}
    </tbody>
  </table>
</main>
<footer>
  <p>Your logo is shown on ${escape(pages)}${sponsor.url ? ` and links to ${escape(sponsor.url)}` : ""}. Counted by the club's own server, without cookies or personal data, for visitors whose browser runs JavaScript and does not ask not to be tracked; search engines, other bots and other websites' pages are not counted.</p>
  <p><b>Page views</b>: views of that page. <b>Logo seen</b>: page views on which at least half of your logo was on the screen for one second without a break (the advertising industry's viewable impression), once per page view.${
    linked
      ? " <b>Clicks</b>: visitors who followed your logo's link, each counted once a day; so click-through never passes 100 %."
      : ""
  } Questions: ${escape(brand.email)}.</p>
</footer>
</body>
</html>
`;
}
