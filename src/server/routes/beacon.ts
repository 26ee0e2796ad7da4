// POST /api/beacon (issue 24): a page view or a sponsor-logo click from the page's beacon (src/lib/beacon.ts).
// Answered 204 whether counted or not; nothing is counted for a visitor whose browser says Do Not Track or
// Global Privacy Control, nor for a known bot or crawler. Refused 400, naming the field, when malformed or
// naming a page or sponsor the site does not have; rate-limited per address apart from the forms.

import type { FastifyInstance, FastifyReply } from "fastify";
import { isbot } from "isbot";

import { normalizePath } from "../../lib/navigation";
import { BEACON_BODY_LIMIT, BEACON_PATH } from "../../lib/traffic";
import type { TrafficCatalog } from "../catalog";
import type { TrafficCounter } from "../traffic";

export interface BeaconDeps {
  counter: TrafficCounter;
  catalog: TrafficCatalog;
  /** Beacons per address per minute. */
  beaconsPerMinute: number;
}

export const DEFAULT_BEACONS_PER_MINUTE = 120;

/** The longest route or slug looked up. */
const MAX_NAME = 200;

const refuse = (reply: FastifyReply, field: string, message: string) =>
  reply.code(400).send({ errors: { [field]: message } });

/** The body as an object: JSON sent as text/plain (sendBeacon's string) or as application/json. */
function bodyOf(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
const optedOut = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers.dnt === "1" || headers["sec-gpc"] === "1";

export async function beaconRoutes(
  app: FastifyInstance,
  { counter, catalog, beaconsPerMinute }: BeaconDeps,
): Promise<void> {
  const clickable = new Set(catalog.sponsors.filter((sponsor) => sponsor.url).map((sponsor) => sponsor.slug));
  app.post(
    BEACON_PATH.slice(app.prefix.length),
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: {
        contentType: ["text/plain", "application/json"],
        rateLimit: { max: beaconsPerMinute, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      if (typeof body !== "object" || body === null || Array.isArray(body))
        return reply
          .code(400)
          .send({ error: 'Malformed request: send {"view": path} or {"click": sponsor}' });
      const keys = Object.keys(body);
      const [kind] = keys;
      if (keys.length !== 1 || (kind !== "view" && kind !== "click"))
        return refuse(
          reply,
          "beacon",
          'must hold "view" (a page\'s path) or "click" (a sponsor), and nothing else',
        );
      const value = (body as Record<string, unknown>)[kind];
      if (typeof value !== "string" || value.length === 0 || value.length > MAX_NAME)
        return refuse(reply, kind, kind === "view" ? "must be a page's path" : "must be a sponsor's slug");
      const name = kind === "view" ? normalizePath(value) : value;
      if (kind === "view" ? !catalog.routes.has(name) : !clickable.has(name))
        return refuse(
          reply,
          kind,
          kind === "view" ? "is not a page of the site" : "is not a sponsor with a link",
        );
      const agent = request.headers["user-agent"] ?? "";
      if (!optedOut(request.headers) && !isbot(agent)) {
        if (kind === "view") counter.countView(name, request.ip ?? "", agent);
        else counter.countClick(name);
      }
      return reply.code(204).send();
    },
  );
}
