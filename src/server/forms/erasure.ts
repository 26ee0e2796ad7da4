// Erasure that lasts: `erase EMAIL` deletes everything held about an address and records it in
// DATA_DIR/backups/erasures.ndjson, which every restore applies again before it commits. The ledger holds
// no address, only each one's HMAC-SHA256 under a random key made once:
//
//   {"format":"sae-zhcet-erasures","version":1,"key":"<32 random bytes, base64>"}
//   {"at":"2026-12-01T22:00:00.000Z","hmac":"<64 hex digits>"}

import { createHmac, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { canonicalEmail } from "../../lib/email";
import type { Database, Queryable } from "../storage/db";
import { deleteResumeFiles } from "./resumes";
import { deleteMatching, fillEmailKeys, type Deleted } from "./store";

const FORMAT = "sae-zhcet-erasures";
const VERSION = 1;
const LEDGER_FILE = "erasures.ndjson";

interface Ledger {
  key: Buffer;
  hmacs: Set<string>;
}

const hmacOf = (key: Buffer, email: string): string =>
  createHmac("sha256", key).update(canonicalEmail(email)).digest("hex");

/** The ledger in `dir`, or undefined when there is none; a damaged ledger stops whatever reads it. */
async function readLedger(dir: string): Promise<Ledger | undefined> {
  const file = path.join(dir, LEDGER_FILE);
  if (!existsSync(file)) return undefined;
  const [first, ...rest] = (await readFile(file, "utf8")).split("\n").filter((line) => line !== "");
  const header = JSON.parse(first ?? "{}") as { format?: string; version?: number; key?: string };
  if (header.format !== FORMAT || header.version !== VERSION || typeof header.key !== "string")
    throw new Error(`${file} is not a ledger of erasures (format ${FORMAT}, version ${VERSION})`);
  const hmacs = new Set<string>();
  rest.forEach((line, index) => {
    const { hmac } = JSON.parse(line) as { hmac?: unknown };
    if (typeof hmac !== "string" || !/^[0-9a-f]{64}$/.test(hmac))
      throw new Error(`${file}, line ${index + 2}: not an erasure: the ledger is damaged`);
    hmacs.add(hmac);
  });
  return { key: Buffer.from(header.key, "base64"), hmacs };
}

/** Appends one erasure to the ledger in `dir` (made, with its key, when missing), synced to disk. */
async function recordErasure(dir: string, email: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LEDGER_FILE);
  // Made once, its key first: "wx" fails when another erase made it meanwhile, and that one's key counts.
  if (!existsSync(file))
    await writeFile(
      file,
      `${JSON.stringify({ format: FORMAT, version: VERSION, key: randomBytes(32).toString("base64") })}\n`,
      { flag: "wx", mode: 0o600, flush: true },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  const ledger = await readLedger(dir);
  if (!ledger) throw new Error(`${file} could not be made`);
  const erasure = { at: new Date().toISOString(), hmac: hmacOf(ledger.key, email) };
  await appendFile(file, `${JSON.stringify(erasure)}\n`, { mode: 0o600, flush: true });
}

/** What an erasure deleted: rows per table, and how many resume files went. */
export type ErasureReport = Omit<Deleted, "resumeIds"> & { resumeFiles: number };

const reportOf = ({ resumeIds, ...counts }: Deleted): ErasureReport => ({
  ...counts,
  resumeFiles: resumeIds.length,
});

/**
 * Erases one address: recorded in the ledger in `ledgerDir` first (so a failure after it still erases at
 * the next restore), then its rows deleted in one transaction, and its resumes' files.
 */
export async function eraseAddress(
  db: Database,
  email: string,
  { ledgerDir, resumeDir }: { ledgerDir?: string; resumeDir?: string },
): Promise<ErasureReport> {
  if (ledgerDir !== undefined) await recordErasure(ledgerDir, email);
  const key = canonicalEmail(email);
  const deleted = await db.transaction((tx) => deleteMatching(tx, (address) => address === key));
  await deleteResumeFiles(resumeDir, deleted.resumeIds);
  return reportOf(deleted);
}

/** In restore's transaction: fills subscribers' canonical keys, then erases again whom the ledgers name. */
export async function reapplyErasures(
  tx: Queryable,
  ledgerDirs: readonly string[],
  resumeDir?: string,
): Promise<ErasureReport> {
  await fillEmailKeys(tx);
  const ledgers: Ledger[] = [];
  for (const dir of new Set(ledgerDirs.map((dir) => path.resolve(dir)))) {
    const ledger = await readLedger(dir);
    if (ledger) ledgers.push(ledger);
  }
  const erased = (address: string): boolean =>
    ledgers.some((ledger) => ledger.hmacs.has(hmacOf(ledger.key, address)));
  const deleted = await deleteMatching(tx, erased);
  await deleteResumeFiles(resumeDir, deleted.resumeIds);
  return reportOf(deleted);
}
