// The statements on the forms' tables, in SQL both engines run: instants are passed as parameters (SQLite
// has no now() or intervals), casts are CAST(… AS …).

import { canonicalEmail } from "../../lib/email";
import { APPLICATION_FORM, CONTACT_FORM } from "../../lib/forms";
import type { ApplicationPayload, ContactPayload } from "../../lib/forms";
import { columnsOf } from "./form-columns";
import { parameterRows, type Database, type Queryable } from "../storage/db";

const RESUME_PATH = "/api/resumes/";
export const resumeUrl = (id: string): string => `${RESUME_PATH}${id}`;
/** The id in a resume's URL. */
export const resumeIdOf = (url: string): string => url.slice(RESUME_PATH.length);

export interface Stored {
  id: number;
  created_at: Date;
}
export type MessageRow = Stored & ContactPayload;
export type ApplicationRow = Stored & Omit<ApplicationPayload, "resume"> & { resume_id: string | null };
export type SubscriberRow = Stored & { email: string };

export const TABLES = ["messages", "applications", "subscribers"] as const;
export type Table = (typeof TABLES)[number];
export type Counts = Record<Table, number>;

/** The one row a statement such as INSERT … RETURNING must give. */
function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("The statement returned no row");
  return row;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The messages' and applications' columns from the forms' descriptions (the resume is a row of its own). */
const MESSAGE_COLUMNS = columnsOf(CONTACT_FORM);
const APPLICATION_COLUMNS = columnsOf(APPLICATION_FORM);

/** Inserts a row of VALUES per payload (its described columns); their ids, as the database returns them. */
const insertPayloads = (db: Queryable, table: string, columns: string[], payloads: readonly object[]) =>
  db.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(", ")})
     VALUES ${parameterRows(payloads.length, columns.length)} RETURNING id`,
    payloads.flatMap((payload) => columns.map((column) => (payload as Record<string, string>)[column])),
  );

/** Stores messages in one statement; their ids, in the same order. */
export async function insertMessages(db: Queryable, messages: readonly ContactPayload[]): Promise<number[]> {
  const inserted = await insertPayloads(db, "messages", MESSAGE_COLUMNS, messages);
  // Identity values are drawn row by row in the order of VALUES.
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

/** Stores the application with its resume; undefined (nothing stored) when the resume is not free. */
export async function insertApplication(
  db: Database,
  application: ApplicationPayload,
): Promise<number | undefined> {
  const noResume = new Error("resume unavailable");
  try {
    return await db.transaction(async (tx) => {
      const { id } = only(await insertPayloads(tx, "applications", APPLICATION_COLUMNS, [application]));
      const claimed = await tx.query(
        `UPDATE resumes SET application_id = $1 WHERE id = $2 AND application_id IS NULL RETURNING id`,
        [id, resumeIdOf(application.resume)],
      );
      if (claimed.length === 0) throw noResume;
      return id;
    });
  } catch (error) {
    if (error === noResume) return undefined;
    throw error;
  }
}

/** Subscribes at once (without mail), unless the address (in its canonical form) is already held. */
export async function subscribe(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO subscribers (email, email_key, confirmed_at) VALUES ($1, $2, $3)
     ON CONFLICT (email_key) DO NOTHING`,
    [email, canonicalEmail(email), new Date()],
  );
}

export const CONFIRMATION_TIMES = {
  /** How long a confirmation link works; an unconfirmed address is deleted after it. */
  expiryHours: 48,
  /** Least time between two confirmation mails to one address. */
  resendMinutes: 10,
};

/**
 * Double opt-in: stores the address unconfirmed with its token's hash (a fresh one when its last mail is
 * older than `resendMinutes`); true when a confirmation mail is to go out.
 */
export async function requestSubscription(db: Queryable, email: string, tokenHash: string): Promise<boolean> {
  const { expiryHours, resendMinutes } = CONFIRMATION_TIMES;
  const now = Date.now();
  const rows = await db.query(
    `INSERT INTO subscribers (email, email_key, token_hash, token_expires_at, mailed_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email_key) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, token_expires_at = EXCLUDED.token_expires_at,
           mailed_at = EXCLUDED.mailed_at
       WHERE subscribers.confirmed_at IS NULL AND subscribers.mailed_at < $6
     RETURNING id`,
    [
      email,
      canonicalEmail(email),
      tokenHash,
      new Date(now + expiryHours * HOUR_MS),
      new Date(now),
      new Date(now - resendMinutes * MINUTE_MS),
    ],
  );
  return rows.length > 0;
}

/** Uses a confirmation token: true when it named an unconfirmed address and had not expired. */
export async function confirmSubscription(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE subscribers SET confirmed_at = $2, token_hash = NULL, token_expires_at = NULL
     WHERE token_hash = $1 AND confirmed_at IS NULL AND token_expires_at > $2 RETURNING id`,
    [tokenHash, new Date()],
  );
  return rows.length > 0;
}

/** Unconfirmed addresses whose link has expired; how many were deleted. */
export async function deleteExpiredSubscriptions(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM subscribers WHERE confirmed_at IS NULL AND token_expires_at <= $1 RETURNING id`,
    [new Date()],
  );
  return rows.length;
}

/** Every message with every stored column: a field no longer described keeps its data here. */
export function listMessages(db: Queryable): Promise<MessageRow[]> {
  return db.query<MessageRow>(`SELECT * FROM messages ORDER BY id`);
}

/** Every application with every stored column, and its resume's id. */
export function listApplications(db: Queryable): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `SELECT a.*, CAST(r.id AS text) AS resume_id
     FROM applications a LEFT JOIN resumes r ON r.application_id = a.id
     ORDER BY a.id`,
  );
}

/** Confirmed subscribers only: an address that never confirmed is on no list. */
export function listSubscribers(db: Queryable): Promise<SubscriberRow[]> {
  return db.query<SubscriberRow>(
    `SELECT id, created_at, email FROM subscribers WHERE confirmed_at IS NOT NULL ORDER BY id`,
  );
}

export async function countRows(db: Queryable): Promise<Counts> {
  return only(
    await db.query<Counts>(
      `SELECT CAST((SELECT count(*) FROM messages) AS integer) AS messages,
              CAST((SELECT count(*) FROM applications) AS integer) AS applications,
              CAST((SELECT count(*) FROM subscribers WHERE confirmed_at IS NOT NULL) AS integer) AS subscribers`,
    ),
  );
}

/** What an erasure or purge deleted: the rows counted, and the ids of the resumes that went. */
export type Deleted = Counts & {
  /** Resumes deleted with their applications, or unclaimed: their files (SQLite) must go too. */
  resumeIds: string[];
};

/** A WHERE clause and its parameters. */
type Where = [sql: string, params: unknown[]];

/** Deletes from the three tables the rows `whereOf` selects in each (an application's resume with it). */
async function deleteEverywhere(tx: Queryable, whereOf: (table: Table) => Promise<Where>): Promise<Deleted> {
  const where = {} as Record<Table, Where>;
  for (const table of TABLES) where[table] = await whereOf(table);
  // The cascade deletes resumes' rows without saying which: they are named first.
  const [applications, params] = where.applications;
  const resumes = await tx.query<{ id: string }>(
    `SELECT CAST(id AS text) AS id FROM resumes
     WHERE application_id IN (SELECT id FROM applications WHERE ${applications})`,
    params,
  );
  const counts: Partial<Counts> = {};
  for (const table of TABLES) {
    const [sql, values] = where[table];
    counts[table] = (await tx.query(`DELETE FROM ${table} WHERE ${sql} RETURNING id`, values)).length;
  }
  return { ...(counts as Counts), resumeIds: resumes.map((row) => row.id) };
}

/**
 * Deletes everything held about the addresses `matches` accepts (in canonical form, src/lib/email.ts),
 * compared in JavaScript: SQLite's lower() folds ASCII only.
 */
export const deleteMatching = (tx: Queryable, matches: (canonical: string) => boolean): Promise<Deleted> =>
  deleteEverywhere(tx, async (table) => {
    const ids = (await tx.query<{ id: number; email: string }>(`SELECT id, email FROM ${table}`))
      .filter((row) => matches(canonicalEmail(row.email)))
      .map((row) => Number(row.id));
    return ids.length === 0 ? ["1 = 0", []] : [`id IN ${parameterRows(1, ids.length)}`, ids];
  });

/**
 * Gives every subscriber its email_key (the canonical address), merging rows of one address into the
 * earliest confirmed (else the earliest). For rows from before migration 006.
 */
export async function fillEmailKeys(db: Queryable): Promise<void> {
  if ((await db.query(`SELECT id FROM subscribers WHERE email_key IS NULL LIMIT 1`)).length === 0) return;
  const rows = await db.query<{ id: number; email: string; email_key: string | null; confirmed_at: unknown }>(
    `SELECT id, email, email_key, confirmed_at FROM subscribers`,
  );
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.email_key ?? canonicalEmail(row.email);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const instant = (value: unknown): number =>
    value === null || value === undefined ? Infinity : new Date(value as string).getTime();
  for (const [key, group] of byKey) {
    const [kept, ...others] = [...group].sort(
      (a, b) => instant(a.confirmed_at) - instant(b.confirmed_at) || Number(a.id) - Number(b.id),
    );
    for (const other of others) await db.query(`DELETE FROM subscribers WHERE id = $1`, [other.id]);
    if (kept && kept.email_key === null)
      await db.query(`UPDATE subscribers SET email_key = $1 WHERE id = $2`, [key, kept.id]);
  }
}

/** Deletes what is older than `days` days, and resumes never claimed by an application in that time. */
export async function purgeOlderThan(db: Database, days: number): Promise<Deleted> {
  const before = new Date(Date.now() - days * DAY_MS);
  const deleted = await db.transaction((tx) =>
    deleteEverywhere(tx, async () => ["created_at < $1", [before]]),
  );
  const unclaimed = await deleteUnclaimedResumes(db, days * 24);
  return { ...deleted, resumeIds: [...deleted.resumeIds, ...unclaimed] };
}

/** Uploads that no application named within `hours`: the visitor gave up, nothing refers to them. Their ids. */
export async function deleteUnclaimedResumes(db: Queryable, hours: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM resumes WHERE application_id IS NULL AND created_at < $1 RETURNING CAST(id AS text) AS id`,
    [new Date(Date.now() - hours * HOUR_MS)],
  );
  return rows.map((row) => row.id);
}
