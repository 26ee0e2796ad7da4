// The server's shared parts as decorators (app.db, app.mailer, app.visits…), as in fastify-cli's plugins/:
// a part given to buildApp is used as it is (by index.ts, or a test's fake), any other is made here.

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import type { AppSettings } from "./app";
import type { Database } from "../storage/db";
import { createMailer, type Mailer } from "../forms/mail";
import type { ResumeStore } from "../forms/resumes";
import { FaultMemory } from "./faults";
import { readCatalog, type TrafficCatalog } from "../visit-counts/catalog";
import { FLUSH_MS, TrafficCounter } from "../visit-counts/traffic";

interface Parts {
  /** The settings buildApp was given (config.ts). */
  settings: AppSettings;
  /** Where the site's pages are, for the result pages' links: CORS_ORIGINS' first ("" when on this server). */
  siteOrigin: string;
  db: Database;
  /** Where resumes are kept until an application claims them. */
  resumes: ResumeStore;
  /** Where new messages and applications are e-mailed: none without SMTP_URL. */
  mailer: Mailer | undefined;
  /** The last storage fault, which keeps /api/health at 503 for a while. */
  faults: FaultMemory;
  /** The visit counter, which writes its counts every FLUSH_MS and when the server stops. */
  visits: TrafficCounter;
  /** The pages and sponsors the visit counter accepts (the built site's and content/'s unless given). */
  catalog: TrafficCatalog;
}

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface FastifyInstance extends Parts {}
}

/** Given to buildApp: the database and the resume store, and a test's own catalog. */
export type GivenParts = Pick<Parts, "db" | "resumes"> & Partial<Pick<Parts, "catalog">>;

async function decorateParts(
  app: FastifyInstance,
  { given, settings }: { given: GivenParts; settings: AppSettings },
): Promise<void> {
  app.decorate("settings", settings);
  app.decorate("siteOrigin", settings.corsOrigins?.[0] ?? "");
  app.decorate("db", given.db);
  app.decorate("resumes", given.resumes);
  app.decorate("faults", new FaultMemory());
  app.decorate("catalog", given.catalog ?? readCatalog(settings.publicDir));

  const { smtpUrl, mailTo } = settings;
  const mailer =
    smtpUrl && mailTo
      ? createMailer({ smtpUrl, to: mailTo, from: settings.mailFrom, log: app.log })
      : undefined;
  if (mailer) app.addHook("onClose", () => mailer.close());
  app.decorate("mailer", mailer);

  const visits = new TrafficCounter(given.db);
  const flush = () =>
    visits.flush().catch(() => app.log.warn("could not write the visit counts; kept for the next try"));
  const flusher = setInterval(() => void flush(), FLUSH_MS);
  flusher.unref();
  app.addHook("onClose", async () => {
    clearInterval(flusher);
    await flush();
  });
  app.decorate("visits", visits);
}

export const parts = fp(decorateParts, { name: "parts" });
