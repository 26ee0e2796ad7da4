// The content editor at /admin (Decap CMS): its own CSP and noindex, and its GitHub sign-in. /admin/auth
// sends the popup to GitHub with a one-time state (also a cookie); /admin/auth/callback checks it, swaps
// the code for a token and posts it to the editor window, this origin only. Needs CMS_GITHUB_CLIENT_ID and
// CMS_GITHUB_CLIENT_SECRET (callback https://<site>/admin/auth/callback); without them it answers 503.

import { hash, randomBytes, timingSafeEqual } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { CONTENT_SECURITY_POLICY, policyText } from "../http/security";
import { handshakeDocument } from "./handshake-page";

export const ADMIN_PREFIX = "/admin";
const STATE_COOKIE = "cms_oauth_state";
const STATE_MAX_AGE_S = 600;
const GITHUB = "https://github.com";

/**
 * Looser than the site's only where Decap needs it: its schema validator compiles code, it reads uploads as
 * blob: URLs, and talks to GitHub's API and, in `npm run cms`, to decap-server on localhost.
 */
export const ADMIN_POLICY: Readonly<Record<string, readonly string[]>> = {
  ...CONTENT_SECURITY_POLICY,
  "script-src": ["'self'", "'unsafe-eval'"],
  "img-src": [
    "'self'",
    "data:",
    "blob:",
    "https://avatars.githubusercontent.com",
    "https://raw.githubusercontent.com",
  ],
  "media-src": ["'self'", "blob:"],
  "connect-src": [
    "'self'",
    "blob:",
    "data:",
    "https://api.github.com",
    "http://localhost:*",
    "http://127.0.0.1:*",
  ],
  "frame-src": ["'none'"],
};

/** Whether `url` is `prefix` or under it. */
export const isUnder = (prefix: string) => (url: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
export const isAdmin = isUnder(ADMIN_PREFIX);

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The popup's page: tells the editor window the outcome, to this origin only, then closes. */
function handshakePage(reply: FastifyReply, status: "success" | "error", content: object): FastifyReply {
  const message = `authorization:github:${status}:${JSON.stringify(content)}`;
  const script =
    `(function(){var message=${JSON.stringify(message)};` +
    "function receive(event){if(event.origin!==window.location.origin)return;" +
    "window.removeEventListener('message',receive);window.opener.postMessage(message,event.origin);}" +
    "window.addEventListener('message',receive);window.opener&&window.opener.postMessage('authorizing:github',window.location.origin);})();";
  const scriptHash = hash("sha256", script, "base64");
  return reply
    .code(status === "success" ? 200 : 400)
    .header("cache-control", "no-store")
    .header(
      "content-security-policy",
      `default-src 'none'; script-src 'sha256-${scriptHash}'; frame-ancestors 'none'`,
    )
    .type("text/html; charset=utf-8")
    .send(handshakeDocument(status, script));
}

async function cmsAuth(app: FastifyInstance): Promise<void> {
  const clientId = process.env.CMS_GITHUB_CLIENT_ID;
  const clientSecret = process.env.CMS_GITHUB_CLIENT_SECRET;
  // CMS_GITHUB_URL: GitHub Enterprise's origin.
  const github = process.env.CMS_GITHUB_URL ?? GITHUB;
  const adminPolicy = policyText(ADMIN_POLICY);

  // Runs after the site's route has set the page policy: /admin gets its own, and is never indexed.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isAdmin(request.url)) return payload;
    reply.header("x-robots-tag", "noindex, nofollow");
    if (!request.url.startsWith(`${ADMIN_PREFIX}/auth`)) reply.header("content-security-policy", adminPolicy);
    return payload;
  });

  const unconfigured = (reply: FastifyReply): FastifyReply =>
    reply
      .code(503)
      .type("text/plain; charset=utf-8")
      .send("GitHub sign-in is not configured: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET.");

  app.get(`${ADMIN_PREFIX}/auth`, async (request, reply) => {
    if (!clientId || !clientSecret) return unconfigured(reply);
    const state = randomBytes(24).toString("base64url");
    const authorize = new URL("/login/oauth/authorize", github);
    authorize.searchParams.set("client_id", clientId);
    authorize.searchParams.set(
      "redirect_uri",
      `${request.protocol}://${request.host}${ADMIN_PREFIX}/auth/callback`,
    );
    authorize.searchParams.set("scope", "repo");
    authorize.searchParams.set("state", state);
    const secure = request.protocol === "https" ? "; Secure" : "";
    return reply
      .header(
        "set-cookie",
        `${STATE_COOKIE}=${state}; Path=${ADMIN_PREFIX}/auth; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
      )
      .header("cache-control", "no-store")
      .redirect(authorize.toString());
  });

  app.get<{ Querystring: { code?: string; state?: string } }>(
    `${ADMIN_PREFIX}/auth/callback`,
    async (request, reply) => {
      if (!clientId || !clientSecret) return unconfigured(reply);
      const { code, state } = request.query;
      const expected = cookieValue(request, STATE_COOKIE);
      reply.header(
        "set-cookie",
        `${STATE_COOKIE}=; Path=${ADMIN_PREFIX}/auth; Max-Age=0; HttpOnly; SameSite=Lax`,
      );
      if (
        typeof code !== "string" ||
        typeof state !== "string" ||
        !expected ||
        !sameSecret(state, expected)
      ) {
        return handshakePage(reply, "error", {
          message: "The sign-in request expired or did not come from this site.",
        });
      }
      try {
        const response = await fetch(new URL("/login/oauth/access_token", github), {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json" },
          body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json()) as { access_token?: string; error_description?: string };
        if (!response.ok || typeof body.access_token !== "string") {
          return handshakePage(reply, "error", {
            message: body.error_description ?? "GitHub refused the sign-in.",
          });
        }
        return handshakePage(reply, "success", { token: body.access_token, provider: "github" });
      } catch (error) {
        request.log.warn({ err: error }, "GitHub token exchange failed");
        return handshakePage(reply, "error", { message: "GitHub could not be reached." });
      }
    },
  );
}

/** Registered on the root instance, so its header hook also covers the site's /admin files. */
export const cmsAdmin = fp(cmsAuth, { name: "cms-admin" });
