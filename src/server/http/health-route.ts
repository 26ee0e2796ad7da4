// GET /api/health: 200 with the commit (the release script rolls back without it), or 503 when the
// database does not answer or a storage fault happened in the last minute.

import type { FastifyInstance } from "fastify";

import { SERVER_COMMIT } from "../release-root";
import { RETRY_AFTER_SECONDS } from "./faults";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { db, faults } = app;
  app.get("/health", { config: { rateLimit: false } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const unhealthy = (error: string) =>
      reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ ok: false, commit: SERVER_COMMIT, error });
    try {
      await db.query("SELECT 1");
    } catch (error) {
      request.log.error({ error: { name: (error as Error).name } }, "health check: no database");
      return unhealthy("The database does not answer");
    }
    const failing = faults.failing;
    if (failing === undefined) return { ok: true, commit: SERVER_COMMIT };
    return unhealthy(`Storage is failing (${failing}): writes are refused`);
  });
}
