// POST /api/beacon: a page view, logos seen, or a click on a logo (src/lib/beacon.ts). Answered 204 whether
// counted or not (not for DNT or GPC, bots, or another website's pages); 400 naming the field when malformed
// or naming an unknown page or sponsor.

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";

import { normalizePath } from "../../lib/navigation";
import { BEACON_BODY_LIMIT, BEACON_PATH } from "../../lib/traffic";

export const DEFAULT_BEACONS_PER_MINUTE = 120;

/** The longest route or slug looked up. */
const MAX_NAME = 200;

const KINDS = ["view", "click", "seen"] as const;
type Kind = (typeof KINDS)[number];

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

/** Whether the beacon came from the site's own pages: by Sec-Fetch-Site, else by Origin, else assumed. */
function fromTheSite(request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  if (origin !== undefined && siteOrigins.includes(origin)) return true;
  if (site !== undefined) return site === "same-origin";
  if (origin === undefined) return true;
  try {
    // Read with the Origin's scheme, so a Host naming the scheme's default port (":80") still matches.
    const { protocol, host } = new URL(origin);
    return host === new URL(`${protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

export async function beaconRoutes(app: FastifyInstance): Promise<void> {
  const { visits: counter, catalog } = app;
  // The site's origins when it is hosted apart from this server (CORS_ORIGINS): their beacons count.
  const { beaconsPerMinute = DEFAULT_BEACONS_PER_MINUTE, corsOrigins: siteOrigins = [] } = app.settings;
  const sponsors = new Set(catalog.sponsors.map((sponsor) => sponsor.slug));
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
        return reply.code(400).send({
          error: 'Malformed request: send {"view": path}, {"seen": [sponsors]} or {"click": sponsor}',
        });
      const keys = Object.keys(body);
      const kind = keys[0] as Kind;
      if (keys.length !== 1 || !KINDS.includes(kind))
        return refuse(
          reply,
          "beacon",
          'must hold "view" (a page\'s path), "seen" (sponsors) or "click" (a sponsor), and nothing else',
        );
      const value = (body as Record<string, unknown>)[kind];
      let names: string[];
      if (kind === "seen") {
        if (
          !Array.isArray(value) ||
          value.length === 0 ||
          value.length > sponsors.size ||
          !value.every((slug) => typeof slug === "string" && sponsors.has(slug)) ||
          new Set(value).size !== value.length
        )
          return refuse(reply, kind, "must list sponsors' slugs, each once");
        names = value as string[];
      } else {
        if (typeof value !== "string" || value.length === 0 || value.length > MAX_NAME)
          return refuse(reply, kind, kind === "view" ? "must be a page's path" : "must be a sponsor's slug");
        const name = kind === "view" ? normalizePath(value) : value;
        if (kind === "view" ? !catalog.routes.has(name) : !clickable.has(name))
          return refuse(
            reply,
            kind,
            kind === "view" ? "is not a page of the site" : "is not a sponsor with a link",
          );
        names = [name];
      }
      const agent = request.headers["user-agent"] ?? "";
      if (
        agent.trim() === "" ||
        optedOut(request.headers) ||
        isbot(agent) ||
        !fromTheSite(request, siteOrigins)
      )
        return reply.code(204).send();
      const address = request.ip ?? "";
      if (kind === "view") counter.countView(names[0] as string, address, agent);
      else if (kind === "click") counter.countClick(names[0] as string, address, agent);
      else counter.countSeen(names);
      return reply.code(204).send();
    },
  );
}
