// GET /api/health: whether this server can answer, and which version it is. The release script asks it
// after each switch and goes back to the previous release unless it answers 200 with the commit just
// released. A database that does not answer makes it 503, so a server that listens but cannot store a
// submission does not count as up.

import type { FastifyInstance } from "fastify";

import type { Database } from "../storage/db";
import { SERVER_COMMIT } from "../release-root";

export const HEALTH_PATH = "/health";

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get(HEALTH_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await db.query("SELECT 1");
      return { ok: true, commit: SERVER_COMMIT };
    } catch (error) {
      request.log.error({ error: { name: (error as Error).name } }, "health check: no database");
      return reply
        .code(503)
        .send({ ok: false, commit: SERVER_COMMIT, error: "The database does not answer" });
    }
  });
}
