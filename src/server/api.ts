// Everything under /api: content-type and rate limits, CORS for a separately hosted site, JSON errors.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";

import { formRoutes, type FormDeps } from "./routes/forms";
import { API_CONTENT_SECURITY_POLICY } from "./security";
import { resumeRoutes } from "./routes/resumes";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The one media type a route accepts; anything else is refused with 415 before the body is read. */
    contentType?: "application/json" | "multipart/form-data";
  }
}

export interface ApiOptions extends FormDeps {
  /** Requests per address per minute. */
  rateLimitMax: number;
  corsOrigins: readonly string[];
}

const STATUS_MESSAGES: Record<number, string> = {
  400: "Malformed request",
  404: "Not found",
  413: "Request body too large",
  415: "Unsupported content type",
  429: "Too many requests, please try again in a minute",
};

const mediaType = (request: FastifyRequest): string =>
  (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";

function allowOrigin(request: FastifyRequest, reply: FastifyReply, origins: readonly string[]): void {
  const origin = request.headers.origin;
  if (origin === undefined || !origins.includes(origin)) return;
  reply.header("access-control-allow-origin", origin).header("vary", "Origin");
}

export async function api(app: FastifyInstance, options: ApiOptions): Promise<void> {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("content-security-policy", API_CONTENT_SECURITY_POLICY);
    return payload;
  });
  app.addHook("onRequest", async (request, reply) => allowOrigin(request, reply, options.corsOrigins));
  // CORS preflight: registered before the rate limit, which should not count it.
  app.options("/*", async (request, reply) => {
    reply
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "Content-Type")
      .header("access-control-max-age", "600");
    return reply.code(204).send();
  });

  await app.register(rateLimit, { max: options.rateLimitMax, timeWindow: 60_000 });
  await app.register(multipart);

  app.addHook("onRequest", async (request, reply) => {
    const expected = request.routeOptions.config.contentType;
    if (expected !== undefined && mediaType(request) !== expected)
      return reply.code(415).send({ error: `${STATUS_MESSAGES[415]}: send ${expected}` });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Not the message: a database's can quote the values it refused.
      const where = error.stack?.split("\n").slice(1, 6).join("\n");
      request.log.error({ error: { name: error.name, code: error.code, where } }, "request failed");
      return reply.code(500).send({ error: "Internal error, please try again later" });
    }
    // Fastify's and the plugins' own messages can quote the body; they are replaced by fixed ones.
    return reply.code(status).send({ error: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] });
  });

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ error: STATUS_MESSAGES[404] });
  app.setNotFoundHandler(notFound);
  // Claims GET /api/… from the site's catch-all route: a stored resume is never served.
  app.get("/*", { config: { rateLimit: false } }, notFound);

  const deps: FormDeps = { db: options.db, mailer: options.mailer };
  await app.register(formRoutes, deps);
  await app.register(resumeRoutes, deps);
}
