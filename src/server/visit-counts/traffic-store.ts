// The visit counts' statements, in SQL that SQLite and PostgreSQL both run: counts are added to a
// day's row (created on its first count), and read back by day for the officers' reports.

import type { Database, Queryable } from "../storage/db";

/** A UTC date, YYYY-MM-DD. */
export type Day = string;

export const dayOf = (instant: Date): Day => instant.toISOString().slice(0, 10);

export interface PageDay {
  day: Day;
  route: string;
  views: number;
  visitors: number;
}
export interface ClickDay {
  day: Day;
  sponsor: string;
  clicks: number;
}
export interface SeenDay {
  day: Day;
  sponsor: string;
  /** Page views on which the sponsor's logo was seen (half of it on screen for a second). */
  seen: number;
}
export interface VisitorDay {
  day: Day;
  visitors: number;
}

export interface Counts {
  pages: PageDay[];
  clicks: ClickDay[];
  seen: SeenDay[];
  visitors: VisitorDay[];
}

/** Adds counts to the stored ones, in one transaction. */
export function addCounts(db: Database, counts: Counts): Promise<void> {
  return db.transaction(async (tx) => {
    for (const row of counts.pages)
      await tx.query(
        `INSERT INTO page_views (day, route, views, visitors) VALUES ($1, $2, $3, $4)
         ON CONFLICT (day, route) DO UPDATE
           SET views = page_views.views + EXCLUDED.views, visitors = page_views.visitors + EXCLUDED.visitors`,
        [row.day, row.route, row.views, row.visitors],
      );
    for (const row of counts.clicks)
      await tx.query(
        `INSERT INTO sponsor_clicks (day, sponsor, clicks) VALUES ($1, $2, $3)
         ON CONFLICT (day, sponsor) DO UPDATE SET clicks = sponsor_clicks.clicks + EXCLUDED.clicks`,
        [row.day, row.sponsor, row.clicks],
      );
    for (const row of counts.seen)
      await tx.query(
        `INSERT INTO sponsor_seen (day, sponsor, seen) VALUES ($1, $2, $3)
         ON CONFLICT (day, sponsor) DO UPDATE SET seen = sponsor_seen.seen + EXCLUDED.seen`,
        [row.day, row.sponsor, row.seen],
      );
    for (const row of counts.visitors)
      await tx.query(
        `INSERT INTO site_visitors (day, visitors) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET visitors = site_visitors.visitors + EXCLUDED.visitors`,
        [row.day, row.visitors],
      );
  });
}

/** Every stored count from `from` to `to`, both included. */
export async function readCounts(db: Queryable, from: Day, to: Day): Promise<Counts> {
  const range = [from, to];
  return {
    pages: await db.query<PageDay>(
      `SELECT day, route, views, visitors FROM page_views WHERE day >= $1 AND day <= $2 ORDER BY day, route`,
      range,
    ),
    clicks: await db.query<ClickDay>(
      `SELECT day, sponsor, clicks FROM sponsor_clicks WHERE day >= $1 AND day <= $2 ORDER BY day, sponsor`,
      range,
    ),
    seen: await db.query<SeenDay>(
      `SELECT day, sponsor, seen FROM sponsor_seen WHERE day >= $1 AND day <= $2 ORDER BY day, sponsor`,
      range,
    ),
    visitors: await db.query<VisitorDay>(
      `SELECT day, visitors FROM site_visitors WHERE day >= $1 AND day <= $2 ORDER BY day`,
      range,
    ),
  };
}
