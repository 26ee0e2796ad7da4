// The Fastify application: the forms' API under /api and, when given a public directory, the built site.

import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import compress from "@fastify/compress";
import type { Socket } from "node:net";
import { constants as zlib } from "node:zlib";

import { BEACON_PATH } from "../../lib/traffic";
import { api } from "./api";
import type { Config } from "../config";
import { ADMIN_PREFIX, cmsAdmin } from "../editor-sign-in/cms-auth";
import { FORM_PAGE_POLICY, sitePage } from "../forms/form-page";
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, SECURITY_HEADERS } from "./security";
import { parts, type GivenParts } from "./parts";
import { site } from "./site";
import { minimumBodyRate } from "./slow-bodies";

/**
 * The server's settings (config.ts) that shape the app; without `publicDir` only the API is served. The
 * log is Fastify's `logger` option (none unless given).
 */
export type AppSettings = Partial<Config> &
  Pick<Config, "rateLimitMax"> & { logger?: FastifyServerOptions["logger"] };

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
    // A counted (or quietly ignored) page-view beacon leaves no line: the log would otherwise keep every
    // page view with its time, finer than the daily counts that are all the site keeps of a visit.
    if (route === BEACON_PATH && reply.statusCode < 400) return;
    // A client's fault (a malformed body, a bad URL) is no error of the server's.
    request.log[error && reply.statusCode >= 500 ? "error" : "info"](
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

/**
 * Long enough for a 5 MB resume over a slow phone connection (17 KB/s, or 64 KB/s while it waits for a
 * lane); short enough that stalled sockets go (an upload that trickles is cut sooner by its pacing).
 */
const TIMEOUTS = {
  /** A whole request, headers and body, must arrive within this time. */
  requestMs: 300_000,
  /** The headers must arrive within this time. */
  headersMs: 15_000,
  /**
   * A connection on which nothing arrives for this long is closed. An upload is never left unread (see
   * upload-pacing.ts), so only its sender can leave it idle; one that trickles is cut by its pacing.
   */
  idleMs: 30_000,
  /** An idle keep-alive connection is closed after this time. */
  keepAliveMs: 5_000,
};

/** Open connections at most (see buildApp). */
const MAX_CONNECTIONS = 2_048;
/** Open connections at most from one address that is not a trusted proxy (a browser opens about 6). */
export const MAX_CONNECTIONS_PER_ADDRESS = 32;

/**
 * Closes a connection at once when its address already holds MAX_CONNECTIONS_PER_ADDRESS, so one
 * address cannot take the server's share of sockets. Not for a proxy's: behind one, every visitor's
 * connection comes from it, and the proxy holds the limits (trusted by hop count: every peer is one).
 */
function capPerAddress(app: FastifyInstance, trust: AppSettings["trustProxy"]): void {
  if (typeof trust === "number" && trust > 0) return;
  const proxies = new Set(typeof trust === "number" ? [] : (trust ?? []));
  const open = new Map<string, number>();
  app.server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || proxies.has(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > MAX_CONNECTIONS_PER_ADDRESS) return void socket.destroy();
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Fastify's own hop count trusts nothing (it cannot know the peer is the proxy), so a count is a function
 * here: the first `hops` addresses from the socket inward are proxies, the next is the client. Only for a
 * server that nothing but its proxies can reach (HOST=127.0.0.1 behind nginx); otherwise list addresses.
 */
function trustFunction(
  trust: AppSettings["trustProxy"],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return trust > 0 && ((_address, hop) => hop < trust);
  return trust && trust.length > 0 ? [...trust] : false;
}

const under = (prefix: string) => (url: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
const isApi = under("/api");
/**
 * The content editor and its GitHub sign-in: the sign-in popup goes to github.com and back, then posts
 * its token to window.opener, a link that Cross-Origin-Opener-Policy: same-origin would cut.
 */
const isAdmin = under(ADMIN_PREFIX);

/** An error outside the API: a small page in the site's look that quotes nothing of the request. */
const sendSiteError = (reply: FastifyReply, status: number): FastifyReply =>
  reply
    .code(status)
    .header("content-security-policy", FORM_PAGE_POLICY)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(sitePage(status));

/** The app: `settings` from config.ts, and the parts (parts.ts) that are given rather than made. */
export async function buildApp(settings: AppSettings, given: GivenParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: settings.logger ?? false,
    logController: new RequestLog(),
    trustProxy: trustFunction(settings.trustProxy),
    requestTimeout: TIMEOUTS.requestMs,
    connectionTimeout: TIMEOUTS.idleMs,
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    // A request that reaches a stopping server (its connection accepted just before the stop) is answered
    // like any other, with Connection: close, rather than 503: there is no other instance to send it to.
    return503OnClosing: false,
    // Errors found before routing (a URL that does not decode…): answered without quoting the input.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // Sent before routing, so without the onSend hook below: its headers are set here.
      reply.headers(SECURITY_HEADERS);
      if (isApi(request.url))
        return reply
          .code(status)
          .header("content-security-policy", API_CONTENT_SECURITY_POLICY)
          .send({ error: "Malformed request" });
      return sendSiteError(reply, status);
    },
  });
  // The site's errors (the API has its own handler): a fixed page, never the message, which can quote
  // the request.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ error: { name: error.name, code: error.code } }, "request failed");
    return sendSiteError(reply, status);
  });
  app.server.headersTimeout = TIMEOUTS.headersMs;
  // Below the unit's LimitNOFILE (4,096), with room for the database, resumes and backups: past it a new
  // connection is closed at once rather than the process running out of file descriptors.
  app.server.maxConnections = MAX_CONNECTIONS;
  capPerAddress(app, settings.trustProxy);
  minimumBodyRate(app);

  const basePolicy = contentSecurityPolicy();
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (isAdmin(request.url)) reply.header("cross-origin-opener-policy", "unsafe-none");
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

  await app.register(parts, { given, settings });
  const { rateLimitMax, corsOrigins, publicOrigin, beaconsPerMinute } = settings;
  await app.register(api, { prefix: "/api", rateLimitMax, corsOrigins, publicOrigin, beaconsPerMinute });
  await app.register(cmsAdmin, {});
  if (settings.publicDir !== undefined)
    await app.register(site, {
      publicDir: settings.publicDir,
      connectSrc: settings.apiOrigin ? [settings.apiOrigin] : [],
    });

  return app;
}
