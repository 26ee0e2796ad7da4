// The backup's round trip at a season's size, part of `npm run bench:api` (alone: `npm run bench:api --
// --only=backup`, with `--engine sqlite|postgres` and `--backup-mib N`, 2048 by default): on each database,
// a source filled with applications whose 5 MiB resumes add up to 2 GiB (random bytes, made here), then
// `npm run submissions -- backup FILE` and `restore FILE` into an empty database, each in its own process
// (node with tsx's loader, as the CLI runs), timed, with its peak resident memory (the kernel's VmHWM,
// sampled). Every restored resume is read back and compared with what was made, byte for byte (SHA-256).
// Everything made (the databases, resumes and backup file) is deleted afterwards. Budget: the restore's
// peak ≤ 250 MiB.

import { spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { APPLICATION_FORM, CONTACT_FORM, cleanForm, type ApplicationPayload } from "../../src/lib/forms";
import { PgDatabase, SqliteDatabase, type Database } from "../../src/server/storage/db";
import { columnsOf } from "../../src/server/forms/form-columns";
import { migrate } from "../../src/server/storage/migrate";
import { resumeContent } from "../../src/server/forms/resumes";
import { resumeDirOf, sqliteFileOf } from "../../src/server/storage/open-database";
import { insertApplication, insertMessages, resumeUrl, subscribe } from "../../src/server/forms/store";
import { memoryOf } from "./lib/process-tree";

const ROOT = path.resolve(__dirname, "..", "..");
const MIB = 1024 * 1024;
const RESUME_BYTES = 5 * MIB;
export const RESTORE_BUDGET_MIB = 250;

/** One database to fill, back up and restore into: its CLI environment and a connection. */
interface Side {
  env: Record<string, string>;
  db: Database;
  resumeDir?: string;
  drop(): Promise<void>;
}

async function sqliteSide(): Promise<Side> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
  const db = SqliteDatabase.open(sqliteFileOf(dataDir));
  await migrate(db);
  const resumeDir = resumeDirOf(dataDir);
  mkdirSync(resumeDir, { mode: 0o700 });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    db,
    resumeDir,
    async drop() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresSide(): Promise<Side> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error("No TEST_DATABASE_URL: run through `npm run bench:api`, which starts PostgreSQL");
  const schema = `bench_backup_${process.pid}_${randomBytes(4).toString("hex")}`;
  const setup = new pg.Client({ connectionString: base });
  await setup.connect();
  await setup.query(`CREATE SCHEMA ${schema}`);
  await setup.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const db = await PgDatabase.connect({ connectionString: url.toString() });
  await migrate(db);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Applications with resumes of random bytes adding up to `totalMiB`, and a few other rows; id → SHA-256. */
async function fill(side: Side, totalMiB: number): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  const count = Math.ceil((totalMiB * MIB) / RESUME_BYTES);
  const fields = Object.fromEntries(columnsOf(APPLICATION_FORM).map((column) => [column, `bench ${column}`]));
  for (let i = 0; i < count; i++) {
    const content = randomBytes(RESUME_BYTES);
    content.write("%PDF-1.7\n", 0, "latin1");
    const id = randomUUID();
    const sha256 = createHash("sha256").update(content).digest("hex");
    if (side.resumeDir !== undefined) {
      writeFileSync(path.join(side.resumeDir, id), content, { mode: 0o600 });
      await side.db.query(`INSERT INTO resumes (id, bytes, sha256) VALUES ($1, $2, $3)`, [
        id,
        content.length,
        sha256,
      ]);
    } else
      await side.db.query(`INSERT INTO resumes (id, content, bytes, sha256) VALUES ($1, $2, $3, $4)`, [
        id,
        content,
        content.length,
        sha256,
      ]);
    await insertApplication(side.db, { ...fields, resume: resumeUrl(id) } as ApplicationPayload);
    made.set(id, sha256);
  }
  await insertMessages(
    side.db,
    Array.from({ length: 200 }, (_, i) =>
      // Any field the description gains is stored empty.
      cleanForm(CONTACT_FORM, {
        name: "Bench",
        email: `bench${i}@example.org`,
        phone: "1",
        message: `message ${i}`,
      }),
    ),
  );
  for (let i = 0; i < 50; i++) await subscribe(side.db, `fan${i}@example.org`);
  for (let day = 1; day <= 28; day++)
    await side.db.query(`INSERT INTO page_views (day, route, views, visitors) VALUES ($1, '/', $2, $3)`, [
      `2026-02-${String(day).padStart(2, "0")}`,
      day * 10,
      day,
    ]);
  return made;
}

/** `npm run submissions -- ARGS` as one node process: its time, peak RSS and output. */
async function cli(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  let peak = 0;
  const sample = (): void => {
    peak = Math.max(peak, memoryOf(child.pid ?? 0, "VmHWM"));
  };
  const timer = setInterval(sample, 20);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`submissions ${args[0]} failed (${status}): ${output.trim()}`);
  return { seconds, peak, output: output.trim() };
}

/** Reads every restored resume back and compares its bytes' SHA-256 with the one made; the mismatches. */
async function compare(side: Side, made: Map<string, string>): Promise<number> {
  const ids = await side.db.query<{ id: string }>(`SELECT CAST(id AS text) AS id FROM resumes`);
  let wrong = Math.abs(ids.length - made.size);
  for (const { id } of ids) {
    const content = await resumeContent(side.db, id, side.resumeDir);
    const sha256 = content && createHash("sha256").update(content).digest("hex");
    if (sha256 !== made.get(id)) wrong += 1;
  }
  return wrong;
}

const mib = (bytes: number): string => `${(bytes / MIB).toFixed(0)} MiB`;

export interface BackupFigures {
  resumes: string;
  file: string;
  "backup time": string;
  "backup peak RSS": string;
  "restore time": string;
  "restore peak RSS": string;
  "bytes equal": string;
  budget: string;
}

/** The round trip on one database; its figures, and whether they meet the budget. */
export async function backupRoundTrip(
  engine: "sqlite" | "postgres",
  totalMiB: number,
): Promise<{ met: boolean; figures: BackupFigures }> {
  const open = engine === "sqlite" ? sqliteSide : postgresSide;
  const source = await open();
  let sourceOpen = true;
  let target: Side | undefined;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-backup-file-")), "backup.ndjson");
  try {
    console.log(`  ${engine}: making ${totalMiB} MiB of resumes…`);
    const made = await fill(source, totalMiB);
    console.log(`  ${engine}: backing up…`);
    const backedUp = await cli(["backup", file], source.env);
    const size = statSync(file).size;
    // Its disk space is the restore's.
    sourceOpen = false;
    await source.drop();
    target = await open();
    console.log(`  ${engine}: restoring ${mib(size)}…`);
    const restored = await cli(["restore", file], target.env);
    console.log(`  ${restored.output.split("\n").at(-1)}`);
    const wrong = await compare(target, made);
    const met = wrong === 0 && restored.peak <= RESTORE_BUDGET_MIB * MIB;
    return {
      met,
      figures: {
        resumes: `${made.size} × 5 MiB`,
        file: mib(size),
        "backup time": `${backedUp.seconds.toFixed(1)} s`,
        "backup peak RSS": mib(backedUp.peak),
        "restore time": `${restored.seconds.toFixed(1)} s`,
        "restore peak RSS": mib(restored.peak),
        "bytes equal": wrong === 0 ? "all" : `${wrong} resumes differ`,
        budget: met ? "met" : "NOT met",
      },
    };
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
    if (sourceOpen) await source.drop();
    await target?.drop();
  }
}

/** Every engine's round trip, printed as a table; true when all meet the budget. */
export async function backupBench(engines: readonly string[], totalMiB: number): Promise<boolean> {
  console.log(
    `\nBackup round trip: ${totalMiB} MiB of resumes backed up and restored into an empty database ` +
      `(\`submissions backup\`, \`restore\`, each one process); budget: restore peak RSS ≤ ${RESTORE_BUDGET_MIB} MiB`,
  );
  const table: Record<string, BackupFigures> = {};
  let met = true;
  for (const engine of engines) {
    if (engine !== "sqlite" && engine !== "postgres")
      throw new Error(`--engine is sqlite or postgres, not ${engine}`);
    const result = await backupRoundTrip(engine, totalMiB);
    table[engine === "sqlite" ? "SQLite" : "PostgreSQL"] = result.figures;
    met &&= result.met;
  }
  console.table(table);
  return met;
}
