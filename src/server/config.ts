// The server's and the CLI's settings, all from the environment.

import { readFileSync } from "node:fs";
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  /** PGlite's home (and the CLI's way to the running server's database) unless databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  publicDir: string;
  /** API requests per address per minute. */
  rateLimitMax: number;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** Origins of a separately hosted site allowed to call the API (CORS). */
  corsOrigins: string[];
  /** Origin of GATSBY_API_URL when the site calls an API elsewhere: allowed by the pages' CSP. */
  apiOrigin?: string;
  smtpUrl?: string;
  mailTo?: string;
  mailFrom?: string;
  logLevel: string;
}

export const DEFAULT_PORT = 9000;
export const DEFAULT_RATE_LIMIT_MAX = 30;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
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

/** The club's address from the site's content, so it is written down once. */
function clubAddress(root: string): string | undefined {
  try {
    const site = JSON.parse(readFileSync(path.join(root, "content/site/site.json"), "utf8")) as unknown;
    const email = (site as { email?: unknown }).email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): Config {
  const smtpUrl = env.SMTP_URL || undefined;
  const mailTo = env.MAIL_TO || (smtpUrl ? clubAddress(root) : undefined);
  if (smtpUrl && !mailTo)
    throw new Error("SMTP_URL is set but there is no MAIL_TO and no content/site/site.json email");
  return {
    port: integer(env, "PORT", DEFAULT_PORT),
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(root, env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicDir: path.resolve(root, env.PUBLIC_DIR || "public"),
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", DEFAULT_RATE_LIMIT_MAX),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
    apiOrigin: origin(env.GATSBY_API_URL || undefined),
    smtpUrl,
    mailTo,
    mailFrom: env.MAIL_FROM || mailTo,
    logLevel: env.LOG_LEVEL || "info",
  };
}
