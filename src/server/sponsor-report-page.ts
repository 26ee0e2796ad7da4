// One sponsor's printable exposure report (issue 24, `report sponsors --html DIR`): a single self-contained
// HTML file (styles, the club's logo and the charts inside it) to attach to a renewal e-mail or print on A4.
// The weekly charts are SVG bars with their values written on them, so they read the same in black and
// white; a table gives the same figures.

import { colors, fonts } from "../styles/theme";
import { percent, type Period, type SponsorRow } from "./report";

export interface Branding {
  clubName: string;
  siteUrl: string;
  email: string;
  /** The club's logo as a data: URL. */
  logo: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-02" → "2 Nov 2026" (the year left out when `year` is false). */
export function longDate(day: string, year = true): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]}${year ? ` ${y}` : ""}`;
}

interface Bar {
  label: string;
  value: number;
}

/** A bar chart with each bar's value above it; `pattern` fills the bars with diagonal lines. */
function barChart(id: string, title: string, bars: readonly Bar[], pattern: boolean): string {
  const width = 640;
  const height = 200;
  const top = 24;
  const bottom = 28;
  const left = 8;
  const plot = height - top - bottom;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = (width - 2 * left) / Math.max(1, bars.length);
  const barWidth = Math.min(56, slot * 0.6);
  const fill = pattern ? `url(#${id}-lines)` : colors.ink;
  const items = bars
    .map((bar, index) => {
      const x = left + index * slot + (slot - barWidth) / 2;
      const h = Math.round((bar.value / max) * plot);
      const y = top + plot - h;
      const centre = x + barWidth / 2;
      return [
        `<rect x="${x.toFixed(1)}" y="${y}" width="${barWidth.toFixed(1)}" height="${h}" fill="${fill}" stroke="${colors.ink}" stroke-width="1.5"/>`,
        `<text x="${centre.toFixed(1)}" y="${y - 6}" text-anchor="middle" class="value">${bar.value}</text>`,
        `<text x="${centre.toFixed(1)}" y="${height - 8}" text-anchor="middle">${escape(bar.label)}</text>`,
      ].join("");
    })
    .join("\n    ");
  const description = bars.map((bar) => `${bar.label}: ${bar.value}`).join("; ");
  return `<figure>
  <figcaption id="${id}-title">${escape(title)}</figcaption>
  <svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc">
    <desc id="${id}-desc">${escape(description)}</desc>
    <defs><pattern id="${id}-lines" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff"/><line x1="0" y1="0" x2="0" y2="6" stroke="${colors.ink}" stroke-width="2"/></pattern></defs>
    <line x1="0" y1="${top + plot}" x2="${width}" y2="${top + plot}" stroke="${colors.ink}" stroke-width="1"/>
    ${items}
  </svg>
</figure>`;
}

export function sponsorReportPage(
  sponsor: SponsorRow,
  period: Period,
  logoPages: readonly string[],
  brand: Branding,
): string {
  const range = `${longDate(period.from)} – ${longDate(period.to)}`;
  const weekLabel = (week: string) => longDate(week, false);
  const rows = sponsor.weeks
    .map(
      (week) =>
        `<tr><th scope="row">${longDate(week.week)}</th><td>${week.views}</td><td>${week.clicks}</td><td>${percent(
          week.views > 0 ? week.clicks / week.views : null,
        )}</td></tr>`,
    )
    .join("\n        ");
  const pages = logoPages.map((page) => `${brand.siteUrl.replace(/\/$/, "")}${page}`).join(", ");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(sponsor.name)}: your logo on the ${escape(brand.clubName)} website, ${range}</title>
<style>
  @page { size: A4; margin: 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0 auto; max-width: 760px; padding: 24px; font-family: ${fonts.body}; color: ${colors.text}; line-height: 1.5; }
  header { display: flex; align-items: center; gap: 16px; border-bottom: 4px solid ${colors.accent}; padding-bottom: 12px; }
  header img { height: 48px; width: auto; }
  header p { margin: 0; font-weight: 700; font-size: 1.1rem; }
  header span { display: block; font-weight: 400; color: ${colors.textMuted}; font-size: .9rem; }
  h1 { font-family: ${fonts.display}; font-size: 1.9rem; line-height: 1.15; margin: 20px 0 4px; }
  .period { margin: 0 0 20px; color: ${colors.textMuted}; }
  .figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); gap: 12px; margin: 0 0 24px; padding: 0; list-style: none; }
  .figures li { border: 2px solid ${colors.ink}; border-radius: 8px; padding: 10px 14px; }
  .figures strong { display: block; font-size: 1.9rem; line-height: 1.1; }
  figure { margin: 0 0 20px; break-inside: avoid; }
  figcaption { font-weight: 700; margin-bottom: 4px; }
  svg { width: 100%; height: auto; font-family: ${fonts.body}; font-size: 12px; fill: ${colors.text}; }
  svg .value { font-weight: 700; font-size: 13px; }
  table { border-collapse: collapse; width: 100%; margin: 0 0 20px; break-inside: avoid; }
  th, td { border-bottom: 1px solid ${colors.border}; padding: 4px 8px; text-align: right; }
  th:first-child, thead th:first-child { text-align: left; }
  footer { border-top: 1px solid ${colors.border}; padding-top: 10px; font-size: .85rem; color: ${colors.textMuted}; }
  @media print { body { padding: 0; max-width: none; } a { color: inherit; } }
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
  <ul class="figures">
    <li><strong>${sponsor.views}</strong> views of pages showing your logo</li>
    <li><strong>${sponsor.clicks}</strong> clicks on your logo</li>
    <li><strong>${percent(sponsor.clickThrough)}</strong> click-through rate</li>
  </ul>
  ${barChart(
    "views",
    "Views of pages showing your logo, per week",
    sponsor.weeks.map((w) => ({ label: weekLabel(w.week), value: w.views })),
    true,
  )}
  ${barChart(
    "clicks",
    "Clicks on your logo, per week",
    sponsor.weeks.map((w) => ({ label: weekLabel(w.week), value: w.clicks })),
    false,
  )}
  <table>
    <thead><tr><th scope="col">Week from</th><th scope="col">Views</th><th scope="col">Clicks</th><th scope="col">Click-through</th></tr></thead>
    <tbody>
        ${rows}
    </tbody>
  </table>
</main>
<footer>
  <p>Your logo is shown on ${escape(pages)}${sponsor.url ? ` and links to ${escape(sponsor.url)}` : ""}. Counted by the club's own server, without cookies or personal
  data: a view is a page view by a visitor whose browser runs JavaScript and does not ask not to be tracked;
  search engines and other bots are not counted. Questions: ${escape(brand.email)}.</p>
</footer>
</body>
</html>
`;
}
