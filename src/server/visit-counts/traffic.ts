// The visit counter: page views, logos seen, clicks on them and each day's distinct visitors, kept in memory
// and written every FLUSH_MS in one transaction, so a flood of beacons costs a few small writes a minute.
//
// A visitor is recognised for one day by a hash of address, user agent and a salt that lives only in memory
// and is overwritten, with every hash, when the UTC day changes; only counts are stored. A click counts once
// per visitor and day, and only after a view of a page showing the logo, so click-through never passes 100 %.

import { createHash, randomBytes } from "node:crypto";

import { LOGO_PAGES } from "./catalog";
import type { Database } from "../storage/db";
import { addCounts, dayOf, type Counts, type Day } from "./traffic-store";

/** How often what was counted is written to the database. */
export const FLUSH_MS = 2_000;

/** Visitor numbers remembered per day (under a MB); past it each view counts a visitor, bounding memory. */
export const MAX_HASHES = 100_000;

/** What was counted since the last write, by "day name" (a route or a sponsor's slug), or by day. */
const nothingCounted = () => ({
  views: new Map<string, number>(),
  pageVisitors: new Map<string, number>(),
  clicks: new Map<string, number>(),
  seen: new Map<string, number>(),
  visitors: new Map<Day, number>(),
});

const add = (counts: Map<string, number>, key: string, count = 1): void => {
  counts.set(key, (counts.get(key) ?? 0) + count);
};

/** A map's "day name" counts as rows. */
const rowsOf = <T>(counts: Map<string, number>, row: (day: Day, name: string, count: number) => T): T[] =>
  [...counts].map(([key, count]) => row(key.slice(0, 10), key.slice(11), count));

export class TrafficCounter {
  private day: Day = "";
  private salt: Buffer = Buffer.alloc(32);
  /** Today's visitors by where seen ("" the site, a route, "click <slug>"): 31-bit numbers, not allocated. */
  private readonly seen = new Map<string, Set<number>>();
  private remembered = 0;
  private counted = nothingCounted();
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  /** Today (UTC), with a fresh salt and no hashes once the day has changed. */
  private today(): Day {
    const day = dayOf(new Date());
    if (day !== this.day) {
      this.salt.fill(0);
      this.salt = randomBytes(32);
      this.seen.clear();
      this.remembered = 0;
      this.day = day;
    }
    return day;
  }

  /** True the first time today that `visitor` is seen at `where` (or always, once MAX_HASHES are remembered). */
  private firstTime(where: string, visitor: number): boolean {
    let visitors = this.seen.get(where);
    if (visitors === undefined) this.seen.set(where, (visitors = new Set()));
    if (visitors.has(visitor)) return false;
    if (this.remembered < MAX_HASHES) {
      visitors.add(visitor);
      this.remembered++;
    }
    return true;
  }

  /** Today's number for whoever has this address and user agent. */
  private visitor(address: string, agent: string): number {
    return (
      createHash("sha256").update(this.salt).update(`${address}\n${agent}`).digest().readUInt32BE(0) >>> 1
    );
  }

  countView(route: string, address: string, agent: string): void {
    const day = this.today();
    const visitor = this.visitor(address, agent);
    add(this.counted.views, `${day} ${route}`);
    if (this.firstTime(route, visitor)) add(this.counted.pageVisitors, `${day} ${route}`);
    if (this.firstTime("", visitor)) add(this.counted.visitors, day);
  }

  /** Counted once a day, after a view of a page showing the logo (or once visitors are not told apart). */
  countClick(sponsor: string, address: string, agent: string): void {
    const day = this.today();
    const visitor = this.visitor(address, agent);
    const full = this.remembered >= MAX_HASHES;
    if (!full && !LOGO_PAGES.some((route) => this.seen.get(route)?.has(visitor))) return;
    if (this.firstTime(`click ${sponsor}`, visitor)) add(this.counted.clicks, `${day} ${sponsor}`);
  }

  countSeen(sponsors: readonly string[]): void {
    const day = this.today();
    for (const sponsor of sponsors) add(this.counted.seen, `${day} ${sponsor}`);
  }

  /** Writes what was counted since the last write; what a failed write held is kept for the next. */
  flush(): Promise<void> {
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        const taken = this.counted;
        if (Object.values(taken).every((counts) => counts.size === 0)) return;
        this.counted = nothingCounted();
        const counts: Counts = {
          pages: rowsOf(taken.views, (day, route, views) => {
            const visitors = taken.pageVisitors.get(`${day} ${route}`) ?? 0;
            return { day, route, views, visitors };
          }),
          clicks: rowsOf(taken.clicks, (day, sponsor, clicks) => ({ day, sponsor, clicks })),
          seen: rowsOf(taken.seen, (day, sponsor, seen) => ({ day, sponsor, seen })),
          visitors: [...taken.visitors].map(([day, visitors]) => ({ day, visitors })),
        };
        try {
          await addCounts(this.db, counts);
        } catch (error) {
          // Kept for the next write, added to what was counted meanwhile.
          for (const kind of Object.keys(taken) as (keyof typeof taken)[])
            for (const [key, count] of taken[kind]) add(this.counted[kind], key, count);
          throw error;
        }
      });
    return this.writing;
  }
}
