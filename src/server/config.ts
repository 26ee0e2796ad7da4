// The server's and the CLI's settings, all from the environment.

import path from "node:path";

import { readSiteSettings } from "../lib/content/site-settings";
import { DEFAULT_BACKUP_DAYS } from "./storage/daily-backup";
import { RELEASE_ROOT } from "./release-root";
import { DEFAULT_RESUME_QUOTA } from "./forms/resumes";
import { DEFAULT_BEACONS_PER_MINUTE } from "./visit-counts/beacon-route";

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

/** SMTP_URL as nodemailer takes it; the error names the problem, never the password. */
function smtpUrlOf(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const problem = /\s/.test(value)
    ? "it has a space in it (a note left after the address? In /etc/sae-site/env a note goes on its own line, starting with #)"
    : !/^smtps?:\/\//.test(value)
      ? "it must start with smtp:// or smtps://"
      : URL.canParse(value)
        ? undefined
        : "it is not a URL (a user name or password with @, / or : must be percent-encoded)";
  if (problem)
    throw new Error(
      `SMTP_URL is not a mail server's address: ${problem}. Example: smtps://user:password@smtp.example.org:465`,
    );
  return value;
}

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`GATSBY_API_URL is not a URL: "${url}"`);
  }
}

/** A setting of the site's content (the club's address, its URL), so it is written down once. */
function siteSetting(name: "email" | "siteUrl"): string | undefined {
  try {
    const value = readSiteSettings(path.join(RELEASE_ROOT, "content"))[name];
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** TRUST_PROXY: unset or 0 trusts no proxy; a count of hops; or the proxies' addresses. */
function trustProxy(raw: string | undefined): number | string[] {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false") return 0;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true")
    throw new Error("TRUST_PROXY=true would believe any X-Forwarded-For: give the number of proxies (1)");
  return list(value);
}

/** A comma-separated list, its items trimmed, empty ones left out. */
const list = (raw: string): string[] =>
  raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export type Config = ReturnType<typeof readConfig>;

/** Paths in the environment are from the working directory; the site's settings are the release's. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const smtpUrl = smtpUrlOf(env.SMTP_URL);
  const mailTo = env.MAIL_TO || (smtpUrl ? siteSetting("email") : undefined);
  const apiOrigin = origin(env.GATSBY_API_URL || undefined);
  const siteUrl = siteSetting("siteUrl");
  const publicOrigin = apiOrigin ?? (siteUrl ? new URL(siteUrl).origin : undefined);
  if (smtpUrl && !publicOrigin)
    throw new Error(
      "SMTP_URL is set but neither GATSBY_API_URL nor content/site/site.json siteUrl says where the server is",
    );
  if (smtpUrl && !mailTo)
    throw new Error("SMTP_URL is set but there is no MAIL_TO and no content/site/site.json email");
  return {
    port: integer(env, "PORT", 9000),
    host: env.HOST || "127.0.0.1",
    /** The SQLite database and resumes' files (unless databaseUrl is set), and the daily backups. */
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicDir: env.PUBLIC_DIR ? path.resolve(env.PUBLIC_DIR) : path.join(RELEASE_ROOT, "public"),
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 30),
    beaconsPerMinute: integer(env, "BEACONS_PER_MINUTE", DEFAULT_BEACONS_PER_MINUTE),
    trustProxy: trustProxy(env.TRUST_PROXY),
    resumeQuota: {
      count: integer(env, "RESUME_UPLOADS_PER_HOUR", DEFAULT_RESUME_QUOTA.count),
      bytes: integer(env, "RESUME_MB_PER_HOUR", DEFAULT_RESUME_QUOTA.bytes / 2 ** 20) * 2 ** 20,
    },
    corsOrigins: list(env.CORS_ORIGINS ?? ""),
    /** Origin of GATSBY_API_URL when the site calls an API elsewhere: allowed by the pages' CSP. */
    apiOrigin,
    smtpUrl,
    mailTo,
    mailFrom: env.MAIL_FROM || undefined,
    /** This server's origin as visitors reach it (GATSBY_API_URL's, else the site's siteUrl): mail links. */
    publicOrigin,
    logLevel: env.LOG_LEVEL || "info",
    backupDays: integer(env, "BACKUP_DAYS", DEFAULT_BACKUP_DAYS),
  };
}
