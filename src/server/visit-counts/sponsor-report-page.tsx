/** @jsxRuntime automatic */
/** @jsxImportSource @emotion/react */
// One sponsor's printable report (`report sponsors --html DIR`): one self-contained HTML file, a table per
// week or month with bars in ink, so it reads the same printed in black and white and on a phone.

import type { Interpolation, Theme } from "@emotion/react";
import type { ReactNode } from "react";
import { renderDocument } from "../../lib/render-document";
import { LOGO_PAGES } from "./catalog";
import { groupingOf, percent, type Period, type SponsorRow, type SponsorStretch } from "./report";

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
function stretchName(stretch: SponsorStretch, period: Period): string {
  const [y, m] = stretch.from.split("-").map(Number);
  if (groupingOf(period) === "month" && !stretch.partial) return `${MONTHS[(m ?? 1) - 1]} ${y}`;
  return stretch.from === stretch.to
    ? longDate(stretch.from, false)
    : `${longDate(stretch.from, false)} – ${longDate(stretch.to, false)}`;
}

const print = "@media print";

/** A bar as long as `value` is of `max`, drawn in ink (so it prints without background colours). */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <svg
      css={({ colors }) => ({
        display: "block",
        width: "100%",
        height: "6px",
        marginTop: "2px",
        fill: colors.ink,
        [print]: { height: "5px", marginTop: "1px" },
      })}
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <rect width={max > 0 ? ((100 * value) / max).toFixed(1) : 0} height="6" />
    </svg>
  );
}

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

/** The page's element rules: an A4 sheet, the site's faces and colours, a table of figures (tighter on a phone). */
const reportStyles = ({ colors, fonts, mq }: Theme): Interpolation<Theme> => ({
  "@page": { size: "A4", margin: "12mm 14mm" },
  "*": { boxSizing: "border-box" },
  body: {
    margin: "0 auto",
    maxWidth: "760px",
    padding: "16px",
    fontFamily: fonts.body,
    color: colors.text,
    lineHeight: 1.45,
    [mq.down("sm")]: { padding: "12px" },
    [print]: { padding: 0, maxWidth: "none", fontSize: "9.5pt", lineHeight: 1.35 },
  },
  header: {
    display: "flex",
    alignItems: "center",
    gap: "12px",
    borderBottom: `4px solid ${colors.accent}`,
    paddingBottom: "10px",
    img: { height: "44px", width: "auto" },
    p: { margin: 0, fontWeight: 700, fontSize: "1.05rem" },
    span: { display: "block", fontWeight: 400, color: colors.textMuted, fontSize: ".9rem" },
  },
  h1: {
    fontFamily: fonts.display,
    fontSize: "1.9rem",
    lineHeight: 1.15,
    margin: "16px 0 2px",
    [print]: { fontSize: "20pt", marginTop: "10px" },
  },
  table: {
    borderCollapse: "collapse",
    width: "100%",
    margin: "0 0 16px",
    fontVariantNumeric: "tabular-nums",
    [mq.down("sm")]: { fontSize: ".9rem" },
    [print]: { breakInside: "avoid" },
  },
  caption: { textAlign: "left", fontWeight: 700, paddingBottom: "4px" },
  "th, td": {
    borderBottom: `1px solid ${colors.border}`,
    padding: "3px 6px",
    textAlign: "right",
    verticalAlign: "top",
    [mq.down("sm")]: { padding: "3px 3px" },
    [print]: { padding: "2px 6px" },
  },
  "thead th": { verticalAlign: "bottom", fontSize: ".9rem" },
  "tbody th, thead th:first-of-type": { textAlign: "left", fontWeight: 600 },
  footer: {
    borderTop: `1px solid ${colors.border}`,
    paddingTop: "8px",
    fontSize: ".85rem",
    color: colors.textMuted,
    p: { margin: "0 0 6px" },
  },
  [print]: { a: { color: "inherit" } },
});

const muted = ({ colors }: Theme) => ({ color: colors.textMuted });

/** The four figures of the period, each in a box. */
const figures = ({ colors }: Theme): Interpolation<Theme> => ({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: "10px",
  margin: "14px 0 18px",
  padding: 0,
  listStyle: "none",
  li: {
    border: `2px solid ${colors.ink}`,
    borderRadius: "8px",
    padding: "8px 12px",
    fontSize: ".95rem",
    lineHeight: 1.3,
  },
  strong: { display: "block", fontSize: "1.75rem", lineHeight: 1.15 },
  [print]: { margin: "10px 0 12px", breakInside: "avoid", strong: { fontSize: "16pt" } },
});

/** A line under a week's or month's name (partial, outside the sponsorship). */
function Note({ children }: { children: string }) {
  return (
    <span css={(theme) => ({ ...muted(theme), display: "block", fontWeight: 400, fontSize: ".8rem" })}>
      {children}
    </span>
  );
}

function Figure({ value, children }: { value: string; children: string }) {
  return (
    <li>
      <strong>{value}</strong> {children}
    </li>
  );
}

export function sponsorReportPage(sponsor: SponsorRow, period: Period, brand: Branding): string {
  const grouping = groupingOf(period);
  const range = `${longDate(period.from)} – ${longDate(period.to)}`;
  const linked = sponsor.clicks !== null;
  const maxSeen = Math.max(0, ...sponsor.stretches.map((row) => row.seen));
  const maxClicks = Math.max(0, ...sponsor.stretches.map((row) => row.clicks));
  const pages = LOGO_PAGES.map((page) => `${brand.siteUrl.replace(/\/$/, "")}${page}`).join(", ");
  const dates = datesNote(sponsor, period);
  const partly = sponsor.stretches.some((row) => row.partial);
  /** A week's or month's figures: views, logo seen and clicks (each with its bar), click-through. */
  const cellsOf = (row: SponsorStretch): ReactNode[] =>
    !row.credited
      ? ["–", "–", "–", "–"]
      : [
          count(row.views),
          [count(row.seen), <Bar key="bar" value={row.seen} max={maxSeen} />],
          linked ? [count(row.clicks), <Bar key="bar" value={row.clicks} max={maxClicks} />] : "no link",
          linked ? percent(row.views > 0 ? row.clicks / row.views : null) : "–",
        ];
  return renderDocument(
    <>
      <header>
        <img src={brand.logo} alt={`${brand.clubName} logo`} />
        <p>
          {brand.clubName}
          <span>Sponsor exposure report</span>
        </p>
      </header>
      <main>
        <h1>{sponsor.name}</h1>
        <p css={(theme) => ({ ...muted(theme), margin: "0 0 6px" })}>{range} (UTC days)</p>
        {dates && <p css={{ margin: "0 0 6px", fontWeight: 600 }}>{dates}</p>}
        <ul css={figures}>
          <Figure value={count(sponsor.views)}>views of the page showing your logo</Figure>
          <Figure value={count(sponsor.seen)}>times your logo was seen</Figure>
          {linked ? (
            <>
              <Figure value={count(sponsor.clicks ?? 0)}>clicks on your logo</Figure>
              <Figure value={percent(sponsor.clickThrough)}>click-through (clicks per page view)</Figure>
            </>
          ) : (
            <Figure value="No link">your logo links to no website, so there are no clicks to count</Figure>
          )}
        </ul>
        <table>
          <caption>
            Per {grouping}
            {partly && ` (a partial ${grouping} counts only some of its days)`}
          </caption>
          <thead>
            <tr>
              {[
                grouping === "month" ? "Month" : "Week",
                "Page views",
                "Logo seen",
                "Clicks",
                "Click-through",
              ].map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sponsor.stretches.map((row) => (
              <tr
                key={row.from}
                {...(row.credited ? {} : { css: (theme: Theme) => ({ "th, td": muted(theme) }) })}
              >
                <th scope="row">
                  {stretchName(row, period)}
                  {!row.credited ? <Note>not in your sponsorship</Note> : row.partial && <Note>partial</Note>}
                </th>
                {cellsOf(row).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </main>
      <footer>
        <p>
          Your logo is shown on {pages}
          {sponsor.url && ` and links to ${sponsor.url}`}. Counted by the club&apos;s own server, without
          cookies or personal data, for visitors whose browser runs JavaScript and does not ask not to be
          tracked; search engines, other bots and other websites&apos; pages are not counted.
        </p>
        <p>
          <b>Page views</b>: views of that page. <b>Logo seen</b>: page views on which at least half of your
          logo was on the screen for one second without a break (the advertising industry&apos;s viewable
          impression), once per page view.
          {linked && (
            <>
              {" "}
              <b>Clicks</b>: visitors who followed your logo&apos;s link, each counted once a day; so
              click-through never passes 100 %.
            </>
          )}{" "}
          Questions: {brand.email}.
        </p>
      </footer>
    </>,
    { title: `${sponsor.name}: your logo on the ${brand.clubName} website, ${range}`, global: reportStyles },
  );
}
