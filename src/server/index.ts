// `npm run serve`: the built site and the forms' API, with PGlite in DATA_DIR unless DATABASE_URL is set.

import { buildApp } from "./app";
import { readConfig } from "./config";
import { openServerDatabase } from "./storage";
import { deleteUnclaimedResumes } from "./store";

/** An upload that no application claimed within a day is deleted; checked hourly. */
const UNCLAIMED_RESUME_HOURS = 24;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = readConfig();
  const storage = await openServerDatabase(config);
  const { db } = storage;

  const app = await buildApp({
    db,
    publicDir: config.publicDir,
    rateLimitMax: config.rateLimitMax,
    corsOrigins: config.corsOrigins,
    apiOrigin: config.apiOrigin,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
    mail:
      config.smtpUrl && config.mailTo
        ? { smtpUrl: config.smtpUrl, to: config.mailTo, from: config.mailFrom ?? config.mailTo }
        : undefined,
  });

  const sweep = async (): Promise<void> => {
    try {
      const count = await deleteUnclaimedResumes(db, UNCLAIMED_RESUME_HOURS);
      if (count > 0) app.log.info({ count }, "deleted unclaimed resumes");
    } catch {
      app.log.warn("could not delete unclaimed resumes");
    }
  };
  void sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();

  const shutDown = async (): Promise<void> => {
    clearInterval(sweeper);
    await app.close();
    await storage.close();
  };
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping");
    shutDown().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutDown();
    throw error;
  }
  const shownHost = config.host.includes(":") ? `[${config.host}]` : config.host;
  console.log(`Site running at http://${shownHost}:${config.port}`);
  console.log(`Database: ${storage.via}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
