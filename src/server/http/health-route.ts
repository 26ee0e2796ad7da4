// GET /api/health: whether this server can answer, and which version it is. The release script asks it
// after each switch and goes back to the previous release unless it answers 200 with the commit just
// released. A database that does not answer makes it 503, and so does a storage fault in the last minute
// (a full disk, a failed write: reads still work then), so a server that listens but cannot store a
// submission does not count as up.

import type { FastifyInstance } from "fastify";

import { SERVER_COMMIT } from "../release-root";
import { RETRY_AFTER_SECONDS } from "./faults";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { db, faults } = app;
  app.get("/health", { config: { rateLimit: false } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await db.query("SELECT 1");
      const failing = faults.failing;
      if (failing === undefined) return { ok: true, commit: SERVER_COMMIT };
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({
          ok: false,
          commit: SERVER_COMMIT,
          error: `Storage is failing (${failing}): writes are refused`,
        });
    } catch (error) {
      request.log.error({ error: { name: (error as Error).name } }, "health check: no database");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ ok: false, commit: SERVER_COMMIT, error: "The database does not answer" });
    }
  });
}
