// The visit counts' statements: counts are added to a day's row (made on its first count), and read back
// by day for the officers' reports.

import { parameterRows, type Database, type Queryable } from "../storage/db";

/** A UTC date, YYYY-MM-DD. */
export type Day = string;

export const dayOf = (instant: Date): Day => instant.toISOString().slice(0, 10);

export interface Counts {
  pages: { day: Day; route: string; views: number; visitors: number }[];
  clicks: { day: Day; sponsor: string; clicks: number }[];
  /** Page views on which the sponsor's logo was seen (half of it on screen for a second). */
  seen: { day: Day; sponsor: string; seen: number }[];
  visitors: { day: Day; visitors: number }[];
}

/** Each kind of count's table: the columns that name a row, and those added up. */
const TABLES: Record<keyof Counts, { table: string; keys: string[]; sums: string[] }> = {
  pages: { table: "page_views", keys: ["day", "route"], sums: ["views", "visitors"] },
  clicks: { table: "sponsor_clicks", keys: ["day", "sponsor"], sums: ["clicks"] },
  seen: { table: "sponsor_seen", keys: ["day", "sponsor"], sums: ["seen"] },
  visitors: { table: "site_visitors", keys: ["day"], sums: ["visitors"] },
};
const KINDS = Object.keys(TABLES) as (keyof Counts)[];

/** Adds counts to the stored ones, in one transaction. */
export function addCounts(db: Database, counts: Counts): Promise<void> {
  return db.transaction(async (tx) => {
    for (const kind of KINDS) {
      const { table, keys, sums } = TABLES[kind];
      const columns = [...keys, ...sums];
      for (const row of counts[kind] as object[])
        await tx.query(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${parameterRows(1, columns.length)}
           ON CONFLICT (${keys.join(", ")}) DO UPDATE
             SET ${sums.map((sum) => `${sum} = ${table}.${sum} + EXCLUDED.${sum}`).join(", ")}`,
          columns.map((column) => (row as Record<string, unknown>)[column]),
        );
    }
  });
}

/** Every stored count from `from` to `to`, both included. */
export async function readCounts(db: Queryable, from: Day, to: Day): Promise<Counts> {
  const counts: Record<string, object[]> = {};
  for (const kind of KINDS) {
    const { table, keys, sums } = TABLES[kind];
    counts[kind] = await db.query(
      `SELECT ${[...keys, ...sums].join(", ")} FROM ${table} WHERE day >= $1 AND day <= $2
       ORDER BY ${keys.join(", ")}`,
      [from, to],
    );
  }
  return counts as unknown as Counts;
}
