// The officers' visit reports (issue 24): `report traffic` (page views and visitors per page and per week)
// and `report sponsors` (per sponsor: views of the pages that show its logo, clicks on it, click-through
// rate), from the daily counts, as terminal tables, CSV files or one printable HTML page per sponsor.

import type { Sponsor, TrafficCatalog } from "./catalog";
import { LOGO_PAGES } from "./catalog";
import { dayOf, type Counts, type Day } from "./traffic-store";

export interface Period {
  from: Day;
  to: Day;
}

export interface PageRow {
  route: string;
  views: number;
  /** Each day's distinct visitors of the page, added up over the days. */
  visitors: number;
}
export interface WeekRow {
  /** The week's Monday (or the period's first day, for a week it starts in the middle of). */
  week: Day;
  views: number;
  visitors: number;
}
export interface TrafficReport {
  period: Period;
  pages: PageRow[];
  weeks: WeekRow[];
  total: { views: number; visitors: number };
}

export interface SponsorWeek {
  week: Day;
  views: number;
  clicks: number;
}
export interface SponsorRow {
  slug: string;
  name: string;
  url?: string;
  views: number;
  clicks: number;
  /** clicks / views, or null without views. */
  clickThrough: number | null;
  weeks: SponsorWeek[];
}
export interface SponsorReport {
  period: Period;
  /** The pages whose views count as a view of every logo. */
  logoPages: readonly string[];
  sponsors: SponsorRow[];
}

const DAY_MS = 86_400_000;
const addDays = (day: Day, days: number): Day =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The Monday of `day`'s week, or the period's start when later. */
function weekOf(day: Day, period: Period): Day {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(day, -weekday);
  return monday < period.from ? period.from : monday;
}

/** Every week the period touches, in order. */
function weeksOf(period: Period): Day[] {
  const weeks: Day[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const week = weekOf(day, period);
    if (weeks.at(-1) !== week) weeks.push(week);
  }
  return weeks;
}

/** Sums `value` of `rows` per key. */
function tally<T>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => number,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

export function trafficReport(counts: Counts, period: Period): TrafficReport {
  const views = tally(
    counts.pages,
    (row) => row.route,
    (row) => row.views,
  );
  const visitors = tally(
    counts.pages,
    (row) => row.route,
    (row) => row.visitors,
  );
  const pages = [...views.keys()]
    .map((route) => ({ route, views: views.get(route) ?? 0, visitors: visitors.get(route) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
  const weekViews = tally(
    counts.pages,
    (row) => weekOf(row.day, period),
    (row) => row.views,
  );
  const weekVisitors = tally(
    counts.visitors,
    (row) => weekOf(row.day, period),
    (row) => row.visitors,
  );
  const weeks = weeksOf(period).map((week) => ({
    week,
    views: weekViews.get(week) ?? 0,
    visitors: weekVisitors.get(week) ?? 0,
  }));
  const sum = (rows: readonly { views: number; visitors: number }[], field: "views" | "visitors") =>
    rows.reduce((total, row) => total + row[field], 0);
  return { period, pages, weeks, total: { views: sum(weeks, "views"), visitors: sum(weeks, "visitors") } };
}

export function sponsorReport(counts: Counts, period: Period, catalog: TrafficCatalog): SponsorReport {
  const logoViews = counts.pages.filter((row) => LOGO_PAGES.includes(row.route));
  const viewsByWeek = tally(
    logoViews,
    (row) => weekOf(row.day, period),
    (row) => row.views,
  );
  const views = logoViews.reduce((total, row) => total + row.views, 0);
  const weeks = weeksOf(period);
  // Sponsors since removed from content/ but clicked in the period are kept, under their slug.
  const known = new Set(catalog.sponsors.map((sponsor) => sponsor.slug));
  const gone: Sponsor[] = [...new Set(counts.clicks.map((row) => row.sponsor))]
    .filter((slug) => !known.has(slug))
    .map((slug) => ({ slug, name: slug }));
  const sponsors = [...catalog.sponsors, ...gone].map((sponsor) => {
    const own = counts.clicks.filter((row) => row.sponsor === sponsor.slug);
    const clicksByWeek = tally(
      own,
      (row) => weekOf(row.day, period),
      (row) => row.clicks,
    );
    const clicks = own.reduce((total, row) => total + row.clicks, 0);
    return {
      ...sponsor,
      views,
      clicks,
      clickThrough: views > 0 ? clicks / views : null,
      weeks: weeks.map((week) => ({
        week,
        views: viewsByWeek.get(week) ?? 0,
        clicks: clicksByWeek.get(week) ?? 0,
      })),
    };
  });
  return { period, logoPages: LOGO_PAGES, sponsors };
}

/** A click-through rate as a percentage with one decimal ("2.5%"), or "–" without views. */
export const percent = (rate: number | null): string => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);

/** The default period: the 28 days up to and including `to` (today unless given). */
export function periodOf(from: Day | undefined, to: Day | undefined, today: Day = dayOf(new Date())): Period {
  const end = to ?? today;
  return { from: from ?? addDays(end, -27), to: end };
}
