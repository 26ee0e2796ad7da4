// Officers' CLI: `npm run submissions -- <command>` in a checkout, `node dist/server/cli.js <command>` in a
// release. Works whether or not the server is running (but restore, on SQLite, only while none is).

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";

import { stringify } from "csv-stringify/sync";

import { APPLICATION_FORM, CONTACT_FORM, SUBSCRIBE_FORM, type FormSpec } from "../lib/forms";
import { readingOrder, storedColumns } from "./forms/form-columns";
import { LOGO_PAGES, readBranding, readCatalog, type TrafficCatalog } from "./visit-counts/catalog";
import {
  groupingOf,
  lastYear,
  percent,
  periodOf,
  publishedFigures,
  sponsorReport,
  trafficReport,
  type Period,
} from "./visit-counts/report";
import { sponsorReportPage } from "./visit-counts/sponsor-report-page";
import { dayOf, readCounts } from "./visit-counts/traffic-store";
import { readConfig, type Config } from "./config";
import type { Database } from "./storage/db";
import { backup, describeCounts, restore } from "./storage/backup";
import { deleteResumeFiles, resumeContent } from "./forms/resumes";
import { createMailer } from "./forms/mail";
import { eraseAddress, type ErasureReport } from "./forms/erasure";
import { backupDirOf } from "./storage/daily-backup";
import { startCliRun } from "./storage/leftovers";
import { openCliDatabase, openServerDatabase } from "./storage/open-database";
import { DataDirBusyError } from "./storage/lock";
import {
  countRows,
  listApplications,
  listMessages,
  listSubscribers,
  purgeOlderThan,
  TABLES,
  type Counts,
  type Table,
} from "./forms/store";

/** The help text, naming the command as it was run (`npm run submissions --`, or node and the script). */
export const usage = (invocation = "npm run submissions --"): string => `Usage: ${invocation} <command>

  list messages|applications|subscribers   print what visitors sent
  stats                                    how many of each are held
  export <dir>                             write messages.csv, applications.csv, subscribers.csv
                                           and the resumes (resumes/application-<id>.pdf) into <dir>
  backup <file>                            write everything the database holds (resumes and visit
                                           counts too) to one private file, line-delimited JSON
  restore <file>                           load a backup into an empty database (SQLite or PostgreSQL);
                                           an empty or missing DATA_DIR gets a new one; refused while a
                                           server runs on DATA_DIR (stop it first)
  erase <email>                            delete everything held about one e-mail address
  purge --older-than <days> [--yes]        delete everything older than <days> days (0: everything,
                                           which asks first, or needs --yes)
  report traffic|sponsors [--from DATE] [--to DATE] [--csv DIR] [--html DIR]
                                           visits counted without cookies: traffic (views and visitors
                                           per page, and per week or month) or sponsors (per logo: views
                                           of the page showing it, times seen, clicks, click-through,
                                           within the sponsor's dates); DATE is YYYY-MM-DD (UTC), the
                                           last full calendar month unless given; over 12 weeks is
                                           shown per month; --csv writes the figures as CSV files into
                                           DIR, --html (sponsors) one printable page per sponsor
  alert <subject>                          e-mail the club (SMTP_URL, MAIL_TO) the text read from
                                           standard input: the backup timer's failure reports
  help                                     this text

Uses DATABASE_URL when set, else the database in DATA_DIR (default ./data): through the running
server when there is one, else by opening its files.`;

/** How this process was started: npm's script, or node and the compiled (or tsx's) script. */
function invocation(): string {
  if (process.env.npm_lifecycle_event === "submissions") return "npm run submissions --";
  const script = process.argv[1] ?? "dist/server/cli.js";
  return `node ${script.endsWith(".ts") ? `--import tsx ${path.relative(process.cwd(), script)}` : script}`;
}

export class UsageError extends Error {}

type Write = (line: string) => void;

const text = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 16).replace("T", " ") : String(value ?? "");

/** Control characters and bidi overrides as \u{…} escapes, so visitor text cannot drive the terminal. */
export const printable = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    return `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`;
  });

/** How long a table's cell may be: a longer one is cut with "…". */
const CELL_WIDTH = 40;

/** Columns padded to their widest cell, each cell on one line and at most CELL_WIDTH characters. */
export function table(rows: object[], columns: string[]): string {
  const cell = (value: unknown): string => {
    const line = printable(text(value).replace(/[ \t\r\n]+/g, " "));
    return line.length > CELL_WIDTH ? `${line.slice(0, CELL_WIDTH - 1)}…` : line;
  };
  const cells = [
    columns,
    ...rows.map((row) => columns.map((column) => cell((row as Record<string, unknown>)[column]))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? "").length)));
  return cells
    .map((line) =>
      line
        .map((value, i) => value.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** A cell a spreadsheet would read as a formula gets an apostrophe first, so it shows as text. */
export const neutralise = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const toCsv = (rows: object[], columns: string[]): string =>
  stringify(rows, {
    header: true,
    columns,
    cast: { string: neutralise, date: (value) => value.toISOString() },
  });

/** The columns officers read: id, time, the described fields, then any stored column no longer described. */
async function readColumns(db: Database, spec: FormSpec): Promise<string[]> {
  const described = ["id", "created_at", ...readingOrder(spec).map((field) => field.name)];
  const stored = await storedColumns(db, db.dialect, spec.table);
  return [...described, ...stored.filter((column) => !described.includes(column))];
}
const messageColumns = (db: Database) => readColumns(db, CONTACT_FORM);
const applicationColumns = async (db: Database) => [
  ...(await readColumns(db, APPLICATION_FORM)),
  "resume_file",
];
/** The subscribers' table holds the confirmation's own columns too: only the described ones are listed. */
const SUBSCRIBER_COLUMNS = ["id", "created_at", ...readingOrder(SUBSCRIBE_FORM).map((field) => field.name)];

const counted = (counts: Counts): string =>
  `${counts.messages} messages, ${counts.applications} applications, ${counts.subscribers} subscribers`;
/** "1 messages, 1 applications, 0 subscribers, 1 resume files" */
const describeErasure = (erased: ErasureReport): string =>
  `${counted(erased)}, ${erased.resumeFiles} resume files`;

export type Command =
  | { name: "help" }
  | { name: "stats" }
  | { name: "list"; what: Table }
  | { name: "export"; dir: string }
  | { name: "backup" | "restore"; file: string }
  | { name: "erase"; email: string }
  | { name: "alert"; subject: string }
  | { name: "purge"; days: number; yes?: boolean }
  | ({
      name: "report";
      what: (typeof REPORTS)[number];
      csv?: string;
      html?: string;
      publish?: string;
    } & Partial<Period>);

const REPORTS = ["traffic", "sponsors"] as const;
const REPORT_OPTIONS = {
  from: { type: "string" },
  to: { type: "string" },
  csv: { type: "string" },
  html: { type: "string" },
  publish: { type: "string" },
} as const;
const PURGE_OPTIONS = { "older-than": { type: "string" }, yes: { type: "boolean" } } as const;
const PURGE_USAGE = "purge needs --older-than <days>, a whole number (and --yes to skip asking)";

/** A real calendar date written YYYY-MM-DD. */
const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(new Date(`${value}T00:00:00Z`)) === value;

/** `args` read by node's parseArgs against `options`; a UsageError saying `refusal` when they do not fit. */
function parsed<T extends ParseArgsConfig["options"]>(args: readonly string[], options: T, refusal: string) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${refusal} (${(error as Error).message.split(/[.\n]/, 1)[0]})`);
  }
}

function parseReport(args: readonly string[]): Command {
  const { values: options, positionals } = parsed(
    args,
    REPORT_OPTIONS,
    "report takes --from DATE, --to DATE, --csv DIR, --html DIR and --publish FILE",
  );
  const what = REPORTS.find((item) => item === positionals[0]);
  if (!what) throw new UsageError("report what? traffic or sponsors");
  if (positionals.length > 1)
    throw new UsageError(`report takes one report, traffic or sponsors, not "${positionals[1]}"`);
  for (const option of ["from", "to"] as const) {
    const value = options[option];
    if (value !== undefined && !isDay(value))
      throw new UsageError(`--${option} needs a date as YYYY-MM-DD, not "${value}"`);
  }
  if (options.from && options.to && options.from > options.to)
    throw new UsageError("--from must not be after --to");
  if (options.html && what !== "sponsors")
    throw new UsageError("--html makes the sponsors' pages: report sponsors --html DIR");
  if (options.publish && what !== "sponsors")
    throw new UsageError("--publish writes the Sponsors page's figures: report sponsors --publish FILE");
  return { name: "report", what, ...options };
}

/** The commands that take no options, only their words (positionals). */
const PLAIN_COMMANDS = new Set(["stats", "list", "export", "backup", "restore", "alert", "erase"]);

/** The command `args` name; a UsageError when they do not make one. */
export function parseCommand(args: readonly string[]): Command {
  const [name, ...rest] = args;
  const [first] = PLAIN_COMMANDS.has(name ?? "")
    ? parsed(rest, {}, `${name} takes no options`).positionals
    : [];
  switch (name) {
    case undefined:
    case "help":
    case "--help":
      return { name: "help" };
    case "stats":
      return { name };
    case "list": {
      const what = TABLES.find((item) => item === first);
      if (!what) throw new UsageError("list what? messages, applications or subscribers");
      return { name, what };
    }
    case "export":
      if (!first) throw new UsageError("export where? give a directory");
      return { name, dir: first };
    case "backup":
    case "restore":
      if (!first) throw new UsageError(`${name} needs a file`);
      return { name, file: first };
    case "alert":
      if (!first?.trim())
        throw new UsageError("alert needs a subject (the text is read from standard input)");
      return { name, subject: rest.join(" ").trim() };
    case "erase":
      if (!first?.trim()) throw new UsageError("erase whom? give an e-mail address");
      return { name, email: first.trim() };
    case "purge": {
      const { values, positionals } = parsed(rest, PURGE_OPTIONS, PURGE_USAGE);
      const raw = values["older-than"];
      const days = Number(raw);
      if (!raw || !Number.isInteger(days) || days < 0 || positionals.length > 0)
        throw new UsageError(PURGE_USAGE);
      return values.yes ? { name, days, yes: true } : { name, days };
    }
    case "report":
      return parseReport(rest);
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

async function list(db: Database, what: Table, write: Write): Promise<void> {
  switch (what) {
    case "messages":
      return write(table(await listMessages(db), await messageColumns(db)));
    case "applications": {
      const rows = await listApplications(db);
      return write(
        table(
          rows.map((row) => ({ ...row, resume_file: row.resume_id ? "yes" : "" })),
          await applicationColumns(db),
        ),
      );
    }
    case "subscribers":
      return write(table(await listSubscribers(db), SUBSCRIBER_COLUMNS));
  }
}

/** Private data: the directory and files are readable by their owner only. */
async function exportAll(db: Database, dir: string, write: Write, resumeDir?: string): Promise<void> {
  const resumesDir = path.join(dir, "resumes");
  await mkdir(resumesDir, { recursive: true, mode: 0o700 });
  const save = (file: string, content: string | Buffer) =>
    writeFile(path.join(dir, file), content, { mode: 0o600 });

  const applications = await listApplications(db);
  let resumes = 0;
  const rows: object[] = [];
  for (const application of applications) {
    const content = application.resume_id
      ? await resumeContent(db, application.resume_id, resumeDir)
      : undefined;
    const resumeFile = content ? `resumes/application-${application.id}.pdf` : "";
    if (content) {
      await save(resumeFile, content);
      resumes++;
    }
    rows.push({ ...application, resume_file: resumeFile });
  }
  await save("applications.csv", toCsv(rows, await applicationColumns(db)));
  const messages = await listMessages(db);
  await save("messages.csv", toCsv(messages, await messageColumns(db)));
  const subscribers = await listSubscribers(db);
  await save("subscribers.csv", toCsv(subscribers, SUBSCRIBER_COLUMNS));
  write(
    `Exported ${messages.length} messages, ${applications.length} applications (${resumes} resumes) and ` +
      `${subscribers.length} subscribers to ${path.resolve(dir)}`,
  );
}

const TRAFFIC_NOTE =
  "Visitors are each day's distinct visitors, added up over the days: one person on three days counts three.";

/** A week's or month's row of a table or CSV file: its first and last day, and whether it is partial. */
const stretchCells = (row: { from: string; to: string; partial: boolean }) => ({
  from: row.from,
  to: row.to,
  partial: row.partial ? "partial" : "",
});

/** `report traffic` or `report sponsors`: tables, and the CSV files or report pages asked for. */
async function report(
  db: Database,
  command: Extract<Command, { name: "report" }>,
  write: Write,
  catalog: TrafficCatalog,
): Promise<void> {
  // Published figures are the last 12 months unless a period is given.
  const period =
    command.publish && command.from === undefined && command.to === undefined
      ? lastYear(dayOf(new Date()))
      : periodOf(command.from, command.to);
  const counts = await readCounts(db, period.from, period.to);
  const saved: string[] = [];
  const save = async (dir: string, file: string, content: string) => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, file), content);
    saved.push(path.join(path.resolve(dir), file));
  };
  const grouping = groupingOf(period);
  const per = `${grouping}s`;
  write(
    `${command.what === "traffic" ? "Traffic" : "Sponsors"} from ${period.from} to ${period.to} (UTC days), per ${grouping}`,
  );
  const partialNote = (rows: readonly { partial: boolean }[]) =>
    rows.some((row) => row.partial)
      ? `A partial ${grouping} is one the period (or a sponsor's dates) cuts, or that has not ended yet.`
      : "";
  if (command.what === "traffic") {
    const traffic = trafficReport(counts, period);
    const stretches = traffic.stretches.map((row) => ({ ...row, ...stretchCells(row) }));
    const columns = ["from", "to", "views", "visitors", "partial"];
    write(`\n${table(traffic.pages, ["route", "views", "visitors"])}`);
    write(`\n${table(stretches, columns)}`);
    write(`\nIn all: ${traffic.total.views} page views, ${traffic.total.visitors} visitors. ${TRAFFIC_NOTE}`);
    const note = partialNote(traffic.stretches);
    if (note) write(note);
    if (command.csv) {
      await save(command.csv, "traffic-pages.csv", toCsv(traffic.pages, ["route", "views", "visitors"]));
      await save(command.csv, `traffic-${per}.csv`, toCsv(stretches, columns));
    }
  } else {
    const sponsors = sponsorReport(counts, period, catalog);
    const rows = sponsors.map((row) => ({
      slug: row.slug,
      name: row.name,
      credited: row.credited
        ? row.credited.from === period.from && row.credited.to === period.to
          ? "all"
          : `${row.credited.from} to ${row.credited.to}`
        : "none",
      views: row.views,
      seen: row.seen,
      clicks: row.clicks ?? "no link",
      click_through: row.clicks === null ? "no link" : percent(row.clickThrough),
    }));
    const columns = ["slug", "name", "credited", "views", "seen", "clicks", "click_through"];
    write(
      `Views are views of ${LOGO_PAGES.join(", ")}, which shows every logo; seen counts the views on ` +
        "which at least half of the logo was on screen for one second; clicks are one per visitor and day; " +
        "credited: the days inside the sponsor's dates (start and end in content/sponsors).\n",
    );
    write(table(rows, columns));
    const note = partialNote(sponsors.flatMap((row) => row.stretches));
    if (note) write(`\n${note}`);
    if (command.csv) {
      await save(command.csv, "sponsors.csv", toCsv(rows, columns));
      const stretches = sponsors.flatMap((row) =>
        row.stretches.map((stretch) => ({
          slug: row.slug,
          ...stretchCells(stretch),
          credited: stretch.credited ? "yes" : "no",
          views: stretch.views,
          seen: stretch.seen,
          clicks: row.clicks === null ? "" : stretch.clicks,
        })),
      );
      await save(
        command.csv,
        `sponsor-${per}.csv`,
        toCsv(stretches, ["slug", "from", "to", "partial", "credited", "views", "seen", "clicks"]),
      );
    }
    if (command.publish) {
      const figures = publishedFigures(counts, period);
      const entry = JSON.parse(await readFile(command.publish, "utf8")) as Record<string, unknown>;
      await writeFile(command.publish, `${JSON.stringify({ ...entry, sponsorFigures: figures }, null, 2)}\n`);
      saved.push(path.resolve(command.publish));
      write(
        `\nPublished for the Sponsors page: ${figures.pageViews} page views, ${figures.logoSightings} logo sightings ` +
          `(${figures.from} to ${figures.to}); commit the file and build the site to show them.`,
      );
    }
    if (command.html) {
      const brand = readBranding();
      for (const row of sponsors)
        await save(command.html, `${row.slug}.html`, sponsorReportPage(row, period, brand));
    }
  }
  if (saved.length > 0) write(`\nWrote ${saved.length} files:\n  ${saved.join("\n  ")}`);
}

/** Runs one command against `db`, writing what it reports through `write`. */
export async function runCommand(
  db: Database,
  command: Command,
  write: Write,
  // erasureDir: where the erasures' ledger is, DATA_DIR/backups.
  options: { resumeDir?: string; catalog?: TrafficCatalog; erasureDir?: string } = {},
): Promise<void> {
  const { resumeDir, erasureDir } = options;
  switch (command.name) {
    case "help":
      return write(usage());
    case "alert":
      throw new UsageError("alert sends mail and opens no database: run it from the command line");
    case "list":
      return list(db, command.what, write);
    case "stats":
      return write(counted(await countRows(db)));
    case "export":
      return exportAll(db, command.dir, write, resumeDir);
    case "backup": {
      const counts = await backup(db, command.file, { resumeDir });
      return write(`Backed up ${describeCounts(counts)} to ${path.resolve(command.file)}`);
    }
    case "restore": {
      const { erased, ...counts } = await restore(db, command.file, {
        resumeDir,
        erasureDirs: [path.dirname(command.file), ...(erasureDir === undefined ? [] : [erasureDir])],
      });
      const again = erased.messages + erased.applications + erased.subscribers > 0;
      return write(
        `Restored ${describeCounts(counts)}${again ? `; erased again, as erased since: ${describeErasure(erased)}` : ""}`,
      );
    }
    // The resumes' files go at once with their rows, not at the server's next sweep.
    case "erase": {
      const erased = await eraseAddress(db, command.email, { resumeDir, ledgerDir: erasureDir });
      return write(`Erased ${command.email}: ${describeErasure(erased)}`);
    }
    case "report":
      return report(db, command, write, options.catalog ?? readCatalog());
    case "purge": {
      const purged = await purgeOlderThan(db, command.days);
      await deleteResumeFiles(resumeDir, purged.resumeIds);
      return write(`Purged what is older than ${command.days} days: ${counted(purged)}`);
    }
  }
}

/** False without a terminal to ask on. */
async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const readline = await import("node:readline/promises");
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(`${question} Type yes to go on: `)).trim().toLowerCase() === "yes";
  } finally {
    rl.close();
  }
}

/** Standard input as text (the alert's body); empty when it is a terminal. */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** `alert SUBJECT`: the text on standard input to the club, through the server's own mailer and settings. */
async function alert(subject: string, text: string): Promise<string> {
  const config = readConfig();
  if (!config.smtpUrl || !config.mailTo)
    throw new Error("SMTP_URL is not set (in /etc/sae-site/env): no alert can be sent by e-mail");
  let failure: string | undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    to: config.mailTo,
    from: config.mailFrom,
    log: {
      warn: (details) => {
        failure = String((details as { mailError?: unknown }).mailError ?? "unknown");
      },
    },
  });
  mailer.send(() => Promise.resolve({ subject, text: text || subject }));
  await mailer.close();
  if (failure !== undefined) throw new Error(`The alert could not be sent (${failure})`);
  return `Sent "${subject}" to ${config.mailTo}`;
}

/** The database a command uses; restore on SQLite holds DATA_DIR's lock, so no server starts on it midway. */
async function openFor(command: Command, config: Config) {
  if (command.name !== "restore" || config.databaseUrl) return openCliDatabase(config);
  try {
    return await openServerDatabase(config);
  } catch (error) {
    if (error instanceof DataDirBusyError)
      throw new Error(
        `${error.message} Stop it before restoring (systemctl stop sae-site.socket sae-site), so no visitor writes into a ` +
          "half-restored database.",
      );
    throw error;
  }
}

async function main(args: readonly string[]): Promise<void> {
  const command = parseCommand(args);
  if (command.name === "purge" && command.days === 0 && !command.yes) {
    const sure = await confirm("purge --older-than 0 deletes every message, application and subscriber.");
    if (!sure) throw new UsageError("purge --older-than 0 deletes everything: nothing deleted (add --yes)");
  }
  if (command.name === "help") return console.log(usage(invocation()));
  if (command.name === "alert") return console.log(await alert(command.subject, await readStdin()));
  process.umask(0o077);
  const config = readConfig();
  const opened = await openFor(command, config);
  // SQLite: a killed run's leftovers go first (leftovers.ts); a restore holds DATA_DIR's lock instead.
  const run =
    opened.resumeDir === undefined || command.name === "restore"
      ? undefined
      : await startCliRun(opened.db, config.dataDir);
  const { partialBackups = 0, orphanResumes = 0 } = run?.leftovers ?? {};
  if (partialBackups + orphanResumes > 0)
    console.error(
      `(deleted what a stopped run left: ${partialBackups} partial backups, ${orphanResumes} resume files)`,
    );
  try {
    console.error(`(database: ${opened.via})`);
    await runCommand(opened.db, command, (line) => console.log(line), {
      resumeDir: opened.resumeDir,
      erasureDir: backupDirOf(config.dataDir),
    });
  } finally {
    await run?.release();
    await opened.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${usage(invocation())}`);
      else console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
