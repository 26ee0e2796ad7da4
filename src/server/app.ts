// The Fastify application: the forms' API under /api and, when given a public directory, the built site.

import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import compress from "@fastify/compress";
import { constants as zlib } from "node:zlib";

import { api } from "./api";
import type { Database } from "./db";
import { createMailer, type MailerOptions } from "./mail";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./security";
import { site } from "./site";

export interface AppOptions {
  db: Database;
  /** The built site; without it only the API is served. */
  publicDir?: string;
  /** API requests per address per minute. */
  rateLimitMax: number;
  /** Where new messages and applications are e-mailed (SMTP_URL); no mail without it. */
  mail?: Omit<MailerOptions, "log">;
  corsOrigins?: readonly string[];
  /** The API's origin when the pages call an API elsewhere (their CSP must allow it). */
  apiOrigin?: string;
  trustProxy?: boolean;
  /** A pino level ("info"), or false for no log (the tests). */
  logLevel?: string | false;
}

/**
 * One structured line per request, in place of Fastify's two: no body, no query string, no client
 * address. The site's pages are logged by path; API paths by route, since a path could carry a resume id.
 */
class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    request.log[error ? "error" : "info"](
      {
        method: request.method,
        route: route ?? "(none)",
        path: route === "/*" ? request.url.split("?", 1)[0] : undefined,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
  });

  const basePolicy = contentSecurityPolicy();
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    // HTML pages bring their own, which also lists their inline scripts, and the API its own.
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", basePolicy);
    return payload;
  });

  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // On the fly: a fast brotli level compresses better than gzip at a similar cost.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const mailer = options.mail && createMailer({ ...options.mail, log: app.log });
  if (mailer) app.addHook("onClose", () => mailer.close());

  await app.register(api, {
    prefix: "/api",
    db: options.db,
    mailer,
    rateLimitMax: options.rateLimitMax,
    corsOrigins: options.corsOrigins ?? [],
  });
  if (options.publicDir !== undefined)
    await app.register(site, {
      publicDir: options.publicDir,
      connectSrc: options.apiOrigin ? [options.apiOrigin] : [],
    });

  return app;
}
