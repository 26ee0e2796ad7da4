// The server: the built site and the forms' API. SIGTERM or SIGINT, even during start-up, stops it cleanly
// (requests answered, counts written, database closed, lock released). Under systemd it listens on
// sae-site.socket's socket, so connections during a restart wait for the next process.

import type { AddressInfo } from "node:net";

import { buildApp } from "./http/app";
import { readConfig } from "./config";
import { backupDirOf, scheduleDailyBackups } from "./storage/daily-backup";
import { openServerDatabase, uploadsDirOf } from "./storage/open-database";
import { ResumeStore } from "./forms/resumes";
import { deleteExpiredSubscriptions } from "./forms/store";

/** Unclaimed uploads (and files no row names) and expired newsletter confirmations are looked for this often. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** The listening socket systemd passed (fd 3, LISTEN_FDS), or undefined to bind HOST:PORT. */
function inheritedSocket(env: NodeJS.ProcessEnv): { fd: number } | undefined {
  const forUs = env.LISTEN_PID === undefined || env.LISTEN_PID === String(process.pid);
  if (!forUs || !(Number(env.LISTEN_FDS) >= 1)) return undefined;
  // Not passed on to anything this process starts (as sd_listen_fds does).
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  return { fd: 3 };
}

/** Set once a stop signal arrives; start-up checks it between its steps. */
let stopSignal: NodeJS.Signals | undefined;
/** What stops the running server, once it has one; until then a signal only sets stopSignal. */
let stopRunning: ((signal: NodeJS.Signals) => void) | undefined;

function onSignal(signal: NodeJS.Signals): void {
  if (stopSignal !== undefined) return;
  stopSignal = signal;
  stopRunning?.(signal);
}
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

async function main(): Promise<void> {
  // Whatever this process creates (the database, resumes, backups) is the owner's alone.
  process.umask(0o077);
  const config = readConfig();
  const storage = await openServerDatabase(config);
  if (stopSignal !== undefined) {
    await storage.close();
    process.exit(0);
  }
  const { db } = storage;
  // One store for the requests and the sweep alike.
  const spoolDir = storage.resumeDir ?? uploadsDirOf(config.dataDir);
  const resumes = new ResumeStore(db, spoolDir, config.resumeQuota);

  const app = await buildApp({ ...config, logger: { level: config.logLevel } }, { db, resumes });

  const sweeps: [string, () => Promise<number>][] = [
    ["unclaimed resumes", () => resumes.sweep()],
    ["unconfirmed newsletter addresses", () => deleteExpiredSubscriptions(db)],
  ];
  const sweep = async (): Promise<void> => {
    for (const [what, work] of sweeps)
      try {
        const count = await work();
        if (count > 0) app.log.info({ count }, `deleted ${what}`);
      } catch {
        app.log.warn(`could not delete ${what}`);
      }
  };
  void sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();

  const backups = scheduleDailyBackups({
    db,
    dir: backupDirOf(config.dataDir),
    resumeDir: storage.resumeDir,
    keepDays: config.backupDays,
    onMade: (file) => app.log.info({ file }, "backed up the submissions"),
    onError: (error) => app.log.error({ err: error }, "could not back up the submissions"),
  });

  const shutDown = async (): Promise<void> => {
    clearInterval(sweeper);
    // Stops a backup under way and removes its partial file.
    await backups.stop();
    await app.close();
    await storage.close();
  };
  const stop = (signal: NodeJS.Signals): void => {
    app.log.info({ signal }, "stopping");
    shutDown().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "could not stop cleanly");
        process.exit(1);
      },
    );
  };

  const socket = inheritedSocket(process.env);
  try {
    // With a socket, `host` only keeps Fastify from binding localhost's other addresses besides it.
    await app.listen(socket ? { ...socket, host: config.host } : { port: config.port, host: config.host });
  } catch (error) {
    await shutDown();
    throw error;
  }
  stopRunning = stop;
  if (stopSignal !== undefined) return stop(stopSignal);
  const { address, port } = app.server.address() as AddressInfo;
  const shownHost = address.includes(":") ? `[${address}]` : address;
  // One write, so whoever waits for the address also has the lines about the database.
  console.log(
    [
      `Site running at http://${shownHost}:${port}${socket ? " (on the socket systemd holds)" : ""}`,
      `Database: ${storage.via}`,
      `Durability: ${storage.durability}`,
      config.backupDays > 0
        ? `Backups: daily, in ${backupDirOf(config.dataDir)}, kept ${config.backupDays} days (BACKUP_DAYS)`
        : "Backups: off (BACKUP_DAYS=0)",
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
