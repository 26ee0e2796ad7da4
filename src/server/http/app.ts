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
import { cmsAdmin, isAdmin, isUnder } from "../editor-sign-in/cms-auth";
import { sitePage } from "../forms/form-page";
import { sendPage } from "../forms/form-routes";
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, SECURITY_HEADERS } from "./security";
import { parts, type GivenParts } from "./parts";
import { site } from "./site";
import { minimumBodyRate } from "./slow-bodies";

/** The settings (config.ts) that shape the app; without `publicDir` only the API is served. */
export type AppSettings = Partial<Config> &
  Pick<Config, "rateLimitMax"> & { logger?: FastifyServerOptions["logger"] };

/** One line per request, without body, query or address; API paths by route (a path can hold an id). */
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
    // A beacon leaves no line: the log would keep each visit finer than the daily counts do.
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

/** Long enough for a 5 MB resume at a slow phone's 17 KB/s; stalled sockets go sooner. */
const TIMEOUTS = {
  requestMs: 300_000,
  headersMs: 15_000,
  /** Nothing arriving for this long closes a connection (uploads are never left unread by the server). */
  idleMs: 30_000,
  keepAliveMs: 5_000,
};

/** Open connections at most (see buildApp). */
const MAX_CONNECTIONS = 2_048;
/** Open connections at most from one address that is not a trusted proxy (a browser opens about 6). */
const MAX_CONNECTIONS_PER_ADDRESS = 32;

/** Closes a connection past MAX_CONNECTIONS_PER_ADDRESS; a trusted proxy's are left to the proxy. */
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

/** A hop count as a function (Fastify's own count trusts nothing): the first `trust` hops are proxies. */
function trustFunction(
  trust: AppSettings["trustProxy"],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return trust > 0 && ((_address, hop) => hop < trust);
  return trust && trust.length > 0 ? [...trust] : false;
}

const isApi = isUnder("/api");

/** An error outside the API: a small page in the site's look that quotes nothing of the request. */
const sendSiteError = (reply: FastifyReply, status: number): FastifyReply =>
  sendPage(reply, status, sitePage(status));

/** The app: `settings` from config.ts, and the parts (parts.ts) that are given rather than made. */
export async function buildApp(settings: AppSettings, given: GivenParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: settings.logger ?? false,
    logController: new RequestLog(),
    trustProxy: trustFunction(settings.trustProxy),
    requestTimeout: TIMEOUTS.requestMs,
    connectionTimeout: TIMEOUTS.idleMs,
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    // A request reaching a stopping server is answered (with Connection: close): no other instance exists.
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
  // The site's errors: a fixed page, never the message, which can quote the request.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ error: { name: error.name, code: error.code } }, "request failed");
    return sendSiteError(reply, status);
  });
  app.server.headersTimeout = TIMEOUTS.headersMs;
  // Below the unit's LimitNOFILE (4,096), leaving descriptors for the database, resumes and backups.
  app.server.maxConnections = MAX_CONNECTIONS;
  capPerAddress(app, settings.trustProxy);
  minimumBodyRate(app);

  const basePolicy = contentSecurityPolicy();
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    // The editor's GitHub sign-in popup posts its token to window.opener, which same-origin COOP would cut.
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
  await app.register(api, { prefix: "/api" });
  await app.register(cmsAdmin);
  await app.register(site);

  return app;
}
