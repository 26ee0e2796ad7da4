// Where uploaded resumes' bytes live, and the per-address quota on them. SQLite: a private file in
// DATA_DIR/resumes, the row holding size and SHA-256 (a 5 MiB row write would hold the event loop).
// PostgreSQL: spooled to DATA_DIR/uploads while it arrives, then copied into the row through a large
// object in one short transaction, its size and SHA-256 checked before it commits.

import { createHash, hash, randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { open, readFile, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { Mutex } from "async-mutex";

import { RESUME_MAX_BYTES } from "../../lib/forms";
import type { Database, Queryable } from "../storage/db";
import { syncToDisk } from "../storage/disk-reserve";
import { deleteUnclaimedResumes, HOUR_MS } from "./store";
import { UploadPacer, UploadStalled } from "./upload-pacing";

/** What one address may store per hour: this many uploads, of this many bytes in all. */
export interface ResumeQuota {
  count: number;
  bytes: number;
}

export const DEFAULT_RESUME_QUOTA: ResumeQuota = { count: 6, bytes: 20 * 1024 * 1024 };
/** An upload no application claims within this time is deleted (the visitor gave up). */
const UNCLAIMED_RESUME_HOURS = 2;

export type SaveOutcome =
  { ok: true; id: string } | { ok: false; problem: "empty" | "not-pdf" | "too-large" | "stalled" };

/** Room held for one upload of the address's hourly quota, given back (or kept by the stored row) after. */
type Reservation = { ok: true; release: () => void } | { ok: false; limit: "count" | "bytes" };

/** The upload could not be stored for a reason of the server's (a full disk, a failed database). */
export class StorageFailure extends Error {
  constructor(cause: unknown) {
    super("The resume could not be stored", { cause });
  }
}

/** Bytes copied from a spooled upload into its large object per statement. */
const SPOOL_PIECE_BYTES = 256 * 1024;

/** A PDF starts with "%PDF-", whatever its name or declared type say. */
const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

class TooLarge extends Error {}
class NotPdf extends Error {}

/** Passes the bytes on while counting and hashing them, refusing a non-PDF start or too many bytes. */
function inspector(): Transform & { bytes: number; sha256: () => string } {
  const hasher = createHash("sha256");
  let head = Buffer.alloc(0);
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      self.bytes += chunk.length;
      if (self.bytes > RESUME_MAX_BYTES) return done(new TooLarge());
      if (head.length < PDF_MAGIC.length) {
        head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
        if (!PDF_MAGIC.subarray(0, head.length).equals(head)) return done(new NotPdf());
      }
      hasher.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (self.bytes > 0 && head.length < PDF_MAGIC.length) return done(new NotPdf());
      done();
    },
  });
  const self = Object.assign(transform, { bytes: 0, sha256: () => hasher.digest("hex") });
  return self;
}

const problemOf = (error: unknown): "not-pdf" | "too-large" | "stalled" | undefined =>
  error instanceof NotPdf
    ? "not-pdf"
    : error instanceof TooLarge
      ? "too-large"
      : error instanceof UploadStalled
        ? "stalled"
        : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ResumeStore {
  /** How uploads share the server: a few read at full speed, the others at a slow pace, none unread. */
  private readonly pacer = new UploadPacer();
  /** Where the files are (SQLite); undefined on PostgreSQL, whose rows hold the bytes. */
  readonly dir: string | undefined;
  /** Quota held by uploads being read; `gate` makes each check-and-hold one step. */
  private readonly held = new Set<{ key: string; bytes: number }>();
  private readonly gate = new Mutex();

  /** Uploads arrive as files in `spoolDir` (made here if missing): SQLite keeps them there. */
  constructor(
    private readonly db: Database,
    private readonly spoolDir: string,
    readonly quota: ResumeQuota = DEFAULT_RESUME_QUOTA,
  ) {
    mkdirSync(spoolDir, { recursive: true, mode: 0o700 });
    this.dir = db.dialect === "sqlite" ? spoolDir : undefined;
  }

  /**
   * Holds room for one upload of at most `bytes` from `uploader` in its hourly quota before a byte is read,
   * counting those being read too, so uploads sent at once cannot pass it together; `release` once stored.
   */
  async reserve(uploader: string, bytes: number): Promise<Reservation> {
    const key = uploaderKey(uploader);
    return this.gate.runExclusive(async () => {
      const [row] = await this.db.query<{ n: number; b: string }>(
        `SELECT CAST(count(*) AS integer) AS n, CAST(coalesce(sum(bytes), 0) AS bigint) AS b FROM resumes
         WHERE uploader = $1 AND created_at > $2`,
        [key, new Date(Date.now() - HOUR_MS)],
      );
      const held = [...this.held].filter((hold) => hold.key === key);
      const heldBytes = held.reduce((total, hold) => total + hold.bytes, 0);
      if ((row?.n ?? 0) + held.length + 1 > this.quota.count) return { ok: false, limit: "count" } as const;
      if (Number(row?.b ?? 0) + heldBytes + bytes > this.quota.bytes)
        return { ok: false, limit: "bytes" } as const;
      const hold = { key, bytes };
      this.held.add(hold);
      return { ok: true, release: () => void this.held.delete(hold) } as const;
    });
  }

  /**
   * Stores the upload `source` from `uploader`, unclaimed; refused when empty, not a PDF, too large or
   * stalled. Throws StorageFailure when the server could not store it (a full disk, the database).
   */
  async save(source: Readable, uploader: string): Promise<SaveOutcome> {
    const id = randomUUID();
    const check = inspector();
    const key = uploaderKey(uploader);
    // A failure of the source (a malformed body, a closed connection) is the visitor's; any other, ours.
    let sourceError: unknown;
    const onSourceError = (error: unknown) => (sourceError ??= error);
    source.once("error", onSourceError);
    const failed = (error: unknown): SaveOutcome => {
      source.resume();
      const problem = problemOf(error);
      if (problem) return { ok: false, problem };
      if (check.bytes === 0 && sourceError === undefined) return { ok: false, problem: "empty" };
      if (sourceError !== undefined && error === sourceError) throw error;
      throw new StorageFailure(error);
    };
    const file = path.join(this.spoolDir, id);
    try {
      await pipeline(
        source,
        this.pacer.stream(),
        check,
        createWriteStream(file, { flags: "wx", mode: 0o600 }),
      );
      if (check.bytes === 0) return await rm(file, { force: true }).then(() => failed(undefined));
      if (this.dir !== undefined) {
        // On disk before its row commits: an answered upload survives a power cut.
        await syncToDisk(file);
        await syncToDisk(this.dir);
        const row = [id, check.bytes, check.sha256(), key];
        await this.db.query(`INSERT INTO resumes (id, bytes, sha256, uploader) VALUES ($1, $2, $3, $4)`, row);
      } else {
        await this.insertSpooled(id, check, key, file);
        await rm(file, { force: true });
      }
      return { ok: true, id };
    } catch (error) {
      await rm(file, { force: true });
      return failed(error);
    } finally {
      source.off("error", onSourceError);
    }
  }

  /** The row of an upload spooled to `file`, its bytes copied into it through a large object. */
  private async insertSpooled(
    id: string,
    check: { bytes: number; sha256: () => string },
    key: string,
    file: string,
  ): Promise<void> {
    const sha256 = check.sha256();
    const handle = await open(file, "r");
    try {
      await this.db.transaction(async (tx) => {
        const [object] = await tx.query<{ oid: number }>(`SELECT lo_create(0) AS oid`);
        const oid = object?.oid;
        const piece = Buffer.alloc(SPOOL_PIECE_BYTES);
        for (let at = 0; ;) {
          const { bytesRead } = await handle.read(piece, 0, SPOOL_PIECE_BYTES, at);
          if (bytesRead === 0) break;
          await tx.query(`SELECT lo_put($1::oid, $2::bigint, $3::bytea)`, [
            oid,
            at,
            piece.subarray(0, bytesRead),
          ]);
          at += bytesRead;
        }
        const [row] = await tx.query<{ bytes: number; sha256: string }>(
          `INSERT INTO resumes (id, content, bytes, sha256, uploader) VALUES ($1, lo_get($2::oid), $3, $4, $5)
           RETURNING length(content) AS bytes, encode(sha256(content), 'hex') AS sha256`,
          [id, oid, check.bytes, sha256, key],
        );
        await tx.query(`SELECT lo_unlink($1::oid)`, [oid]);
        if (row?.bytes !== check.bytes || row.sha256 !== sha256)
          throw new Error(`Resume ${id} reached the database changed: its size or checksum differs`);
      });
    } finally {
      await handle.close();
    }
  }

  /** Deletes an upload no application has claimed (one refused after it was stored). */
  async discard(id: string): Promise<void> {
    const rows = await this.db.query(
      `DELETE FROM resumes WHERE id = $1 AND application_id IS NULL RETURNING CAST(id AS text) AS id`,
      [id],
    );
    if (rows.length > 0) await deleteResumeFiles(this.dir, [id]);
  }

  /** Deletes unclaimed uploads past their life, then files no row refers to; how many uploads went. */
  async sweep(): Promise<number> {
    const deleted = await deleteUnclaimedResumes(this.db, UNCLAIMED_RESUME_HOURS);
    await deleteResumeFiles(this.dir, deleted);
    // On PostgreSQL, no row names a file: those in the folder were left by a server killed mid-upload.
    await deleteOrphanFiles(this.db, this.spoolDir);
    return deleted.length;
  }
}

/** The quota's key: a hash of the address, so no address is kept with the resume. */
const uploaderKey = (address: string): string => hash("sha256", `resume-uploader:${address}`).slice(0, 32);

/** The bytes of a stored resume, from its row or its file (checked against its checksum). */
export async function resumeContent(db: Queryable, id: string, dir?: string): Promise<Buffer | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.query<{ content: Uint8Array | null; sha256: string | null }>(
    `SELECT content, sha256 FROM resumes WHERE id = $1`,
    [id],
  );
  if (!row) return undefined;
  if (row.content) return Buffer.from(row.content);
  if (dir === undefined) throw new Error(`Resume ${id} is held as a file, and no DATA_DIR was given`);
  const content = await readFile(path.join(dir, id));
  if (hash("sha256", content) !== row.sha256)
    throw new Error(`Resume ${id}'s file does not match its checksum`);
  return content;
}

/** Deletes the files of resumes whose rows are gone; none without `dir` (the bytes were in the rows). */
export async function deleteResumeFiles(dir: string | undefined, ids: readonly string[]): Promise<void> {
  if (dir === undefined) return;
  for (const id of ids) if (UUID.test(id)) await rm(path.join(dir, id), { force: true });
}

/** Files in `dir` that no row names (deleted with their application, or left by a crash mid-write). */
export async function deleteOrphanFiles(
  db: Queryable,
  dir: string,
  minAgeMs = 10 * 60 * 1000,
): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const known = new Set(
    (await db.query<{ id: string }>(`SELECT CAST(id AS text) AS id FROM resumes WHERE content IS NULL`)).map(
      (row) => row.id,
    ),
  );
  let deleted = 0;
  for (const name of names) {
    if (known.has(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || Date.now() - info.mtimeMs < minAgeMs) continue;
    await rm(file, { force: true });
    deleted++;
  }
  return deleted;
}
