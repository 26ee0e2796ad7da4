// Everything under /api: content-type and rate limits, CORS for a separately hosted site, JSON errors.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";

import { beaconRoutes } from "../visit-counts/beacon-route";
import { healthRoutes } from "./health-route";
import { nativeFormOf, refusedPage } from "../forms/form-page";
import { formRoutes, sendPage } from "../forms/form-routes";
import { API_CONTENT_SECURITY_POLICY } from "./security";
import { resumeRoutes } from "../forms/resume-routes";
import { formatBytes } from "../forms/upload-pacing";
import { BODY_STALLED } from "./slow-bodies";
import { isStorageFault, storageFault, STORAGE_FAULT_MESSAGE } from "./faults";
import { mediaType } from "./media-type";

type MediaType =
  "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded" | "text/plain";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The media types a route accepts; anything else is refused with 415 before the body is read. */
    contentType?: MediaType | readonly MediaType[];
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: "Malformed request",
  404: "Not found",
  413: "Request body too large",
  415: "Unsupported content type",
  429: "Too many requests, please try again in a minute",
};

/** The rate limit's own error, whose message is ours (it names the limit). */
const RATE_LIMITED = "RATE_LIMITED";

export async function api(app: FastifyInstance): Promise<void> {
  const { siteOrigin } = app;
  const { rateLimitMax, corsOrigins = [] } = app.settings;
  /** A plain form submission refused before its body was read: a page linking back to the form. */
  const refusedNatively = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const form = nativeFormOf(request);
    return form && sendPage(reply, status, refusedPage(form, status, siteOrigin));
  };

  app.addHook("onSend", async (_request, reply, payload) => {
    // The forms' result pages (HTML) bring their own.
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
      reply.header("content-security-policy", API_CONTENT_SECURITY_POLICY);
    return payload;
  });
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && corsOrigins.includes(origin))
      reply.header("access-control-allow-origin", origin).header("vary", "Origin");
  });
  // CORS preflight: registered before the rate limit, which should not count it.
  app.options("/*", async (request, reply) => {
    reply
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "Content-Type")
      .header("access-control-max-age", "600");
    return reply.code(204).send();
  });

  await app.register(rateLimit, {
    max: rateLimitMax,
    timeWindow: 60_000,
    // A request whose socket is already gone has no address, on which the plugin's own key would throw.
    keyGenerator: (request) => request.ip ?? "unknown",
    // The answer names the limit that was hit (the forms' or the beacons' own).
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `Too many requests: at most ${context.max} a minute from one address. Please try again in ${context.after}.`,
        ),
        { statusCode: context.statusCode, code: RATE_LIMITED },
      ),
  });
  await app.register(multipart);

  app.addHook("onRequest", async (request, reply) => {
    const expected = request.routeOptions.config.contentType;
    if (expected === undefined) return;
    const accepted: readonly string[] = typeof expected === "string" ? [expected] : expected;
    if (!accepted.includes(mediaType(request)))
      return (
        refusedNatively(request, reply, 415) ??
        reply.code(415).send({ error: `${STATUS_MESSAGES[415]}: send ${accepted.join(" or ")}` })
      );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A storage fault is the server's, whatever status it came with.
    if (isStorageFault(error)) {
      storageFault(app.faults, request, reply, error);
      return refusedNatively(request, reply, 503) ?? reply.code(503).send({ error: STORAGE_FAULT_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Not the message: a database's can quote the values it refused.
      const where = error.stack?.split("\n").slice(1, 6).join("\n");
      request.log.error({ error: { name: error.name, code: error.code, where } }, "request failed");
      return (
        refusedNatively(request, reply, 500) ??
        reply.code(500).send({ error: "Internal error, please try again later" })
      );
    }
    const page = refusedNatively(request, reply, status);
    if (page) return page;
    // Fastify's and the plugins' own messages can quote the body; they are replaced by fixed ones.
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return reply
        .code(413)
        .send({ error: `The request is larger than ${formatBytes(request.routeOptions.bodyLimit)}` });
    if (error.code === RATE_LIMITED || error.code === BODY_STALLED)
      return reply.code(status).send({ error: error.message });
    return reply.code(status).send({ error: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] });
  });

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ error: STATUS_MESSAGES[404] });
  app.setNotFoundHandler(notFound);
  // Claims GET /api and /api/… from the site's catch-all route: a stored resume is never served.
  app.get("/*", { config: { rateLimit: false } }, notFound);
  app.get("/", { config: { rateLimit: false } }, notFound);

  await app.register(formRoutes);
  await app.register(resumeRoutes);
  await app.register(beaconRoutes);
  await app.register(healthRoutes);
}
