// The officers' visit reports from the daily counts: `report traffic` (per page, and per week or month)
// and `report sponsors` (per logo: views, seen, clicks, click-through, within the sponsor's dates).

import type { Sponsor, TrafficCatalog } from "./catalog";
import { LOGO_PAGES } from "./catalog";
import { dayOf, type Counts, type Day } from "./traffic-store";

export interface Period {
  from: Day;
  to: Day;
}

/** A period longer than this many days is reported per month; a shorter one per week (from Monday). */
export const WEEKS_UP_TO_DAYS = 84;

export type Grouping = "week" | "month";

/** The days of one week or month a report covers; partial when cut short or not yet over. */
export interface Stretch extends Period {
  partial: boolean;
}

export interface SponsorStretch extends Stretch {
  /** False for a week or month wholly outside the sponsor's dates: nothing credited, figures 0. */
  credited: boolean;
  views: number;
  seen: number;
  clicks: number;
}
export interface SponsorRow extends Sponsor {
  /** The days of the period inside the sponsor's dates, or null when none are. */
  credited: Period | null;
  views: number;
  seen: number;
  /** null for a sponsor without a link. */
  clicks: number | null;
  /** clicks / views, or null without views or without a link. */
  clickThrough: number | null;
  stretches: SponsorStretch[];
}

const DAY_MS = 86_400_000;
export const addDays = (day: Day, days: number): Day =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

export const groupingOf = (period: Period): Grouping =>
  period.to >= addDays(period.from, WEEKS_UP_TO_DAYS) ? "month" : "week";

/** The calendar week (Monday to Sunday) or month that holds `day`. */
function unitOf(day: Day, grouping: Grouping): Period {
  if (grouping === "month") {
    const first = `${day.slice(0, 7)}-01`;
    return { from: first, to: addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1) };
  }
  const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** The weeks or months of `period`, clipped to it and to `within` (a sponsor's dates). */
export function stretchesOf(
  period: Period,
  today: Day,
  within: Period = period,
): (Stretch & { credited: boolean })[] {
  const grouping = groupingOf(period);
  const stretches: (Stretch & { credited: boolean })[] = [];
  for (let day = period.from; day <= period.to; day = addDays(unitOf(day, grouping).to, 1)) {
    const unit = unitOf(day, grouping);
    const from = [unit.from, period.from, within.from].reduce((a, b) => (a > b ? a : b));
    const to = [unit.to, period.to, within.to].reduce((a, b) => (a < b ? a : b));
    const credited = from <= to;
    stretches.push({
      from: credited ? from : day,
      to: credited ? to : unit.to < period.to ? unit.to : period.to,
      credited,
      partial: credited && (from !== unit.from || to !== unit.to || to >= today),
    });
  }
  return stretches;
}

const sumOf = <T>(rows: readonly T[], value: (row: T) => number): number =>
  rows.reduce((total, row) => total + value(row), 0);

const inside = (day: Day, period: Period): boolean => day >= period.from && day <= period.to;

/** Views and visitors (each day's distinct visitors, added up over the days) per page and per stretch. */
export function trafficReport(counts: Counts, period: Period) {
  const byRoute = new Map<string, { route: string; views: number; visitors: number }>();
  for (const { route, views, visitors } of counts.pages) {
    const page = byRoute.get(route) ?? { route, views: 0, visitors: 0 };
    byRoute.set(route, { route, views: page.views + views, visitors: page.visitors + visitors });
  }
  const pages = [...byRoute.values()].sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
  const stretches = stretchesOf(period, dayOf(new Date())).map(({ from, to, partial }) => ({
    from,
    to,
    partial,
    views: sumOf(
      counts.pages.filter((row) => inside(row.day, { from, to })),
      (row) => row.views,
    ),
    visitors: sumOf(
      counts.visitors.filter((row) => inside(row.day, { from, to })),
      (row) => row.visitors,
    ),
  }));
  return {
    pages,
    stretches,
    total: { views: sumOf(stretches, (row) => row.views), visitors: sumOf(stretches, (row) => row.visitors) },
  };
}

/** The days of `period` inside the sponsor's dates, or null when there are none. */
export function creditedDays(sponsor: Sponsor, period: Period): Period | null {
  const from = sponsor.start && sponsor.start > period.from ? sponsor.start : period.from;
  const to = sponsor.end && sponsor.end < period.to ? sponsor.end : period.to;
  return from <= to ? { from, to } : null;
}

export function sponsorReport(
  counts: Counts,
  period: Period,
  catalog: TrafficCatalog,
  today: Day = dayOf(new Date()),
) {
  const logoViews = counts.pages.filter((row) => LOGO_PAGES.includes(row.route));
  // Sponsors since removed from content/ but seen or clicked in the period are kept, under their slug.
  const known = new Set(catalog.sponsors.map((sponsor) => sponsor.slug));
  const gone: Sponsor[] = [...new Set([...counts.clicks, ...counts.seen].map((row) => row.sponsor))]
    .filter((slug) => !known.has(slug))
    .sort()
    .map((slug) => ({ slug, name: slug }));
  return [...catalog.sponsors, ...gone].map((sponsor): SponsorRow => {
    const credited = creditedDays(sponsor, period);
    const linked = sponsor.url !== undefined || !known.has(sponsor.slug);
    const own = <T extends { day: Day; sponsor?: string }>(rows: readonly T[], days: Period | null) =>
      rows.filter(
        (row) => days !== null && inside(row.day, days) && (row.sponsor ?? sponsor.slug) === sponsor.slug,
      );
    const figures = (days: Period | null) => ({
      views: sumOf(own(logoViews, days), (row) => row.views),
      seen: sumOf(own(counts.seen, days), (row) => row.seen),
      clicks: sumOf(own(counts.clicks, days), (row) => row.clicks),
    });
    const whole = figures(credited);
    return {
      ...sponsor,
      credited,
      views: whole.views,
      seen: whole.seen,
      clicks: linked ? whole.clicks : null,
      clickThrough: linked && whole.views > 0 ? whole.clicks / whole.views : null,
      stretches: stretchesOf(period, today, credited ?? { from: period.to, to: period.from }).map(
        (stretch) => ({ ...stretch, ...figures(stretch.credited ? stretch : null) }),
      ),
    };
  });
}

/** A click-through rate as a percentage with one decimal ("2.5%"), or "–" without views. */
export const percent = (rate: number | null): string => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);

/** The period asked for: by default the last full month; --to alone, its 28 days; --from alone, to today. */
export function periodOf(from: Day | undefined, to: Day | undefined, today: Day = dayOf(new Date())): Period {
  if (from === undefined && to === undefined) {
    const end = addDays(`${today.slice(0, 7)}-01`, -1);
    return { from: `${end.slice(0, 7)}-01`, to: end };
  }
  const end = to ?? today;
  return { from: from ?? addDays(end, -27), to: end };
}

/** The 365 days up to yesterday: the period the Sponsors page's published figures cover. */
export const lastYear = (today: Day): Period => ({ from: addDays(today, -365), to: addDays(today, -1) });

/** What `report sponsors --publish` writes into the Sponsors page's copy (its sponsorFigures field). */
export function publishedFigures(counts: Counts, period: Period) {
  const within = <T extends { day: Day }>(rows: readonly T[]) =>
    rows.filter((row) => inside(row.day, period));
  return {
    from: period.from,
    to: period.to,
    pageViews: sumOf(within(counts.pages), (row) => row.views),
    logoSightings: sumOf(within(counts.seen), (row) => row.seen),
  };
}
