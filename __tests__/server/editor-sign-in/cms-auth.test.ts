/** @jest-environment node */
// /admin: the content editor's own CSP and noindex, and the GitHub sign-in handshake against a fake GitHub.

import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import Fastify, { type FastifyInstance } from "fastify";

import type { Database } from "../../../src/server/storage/db";
import { testApp } from "../helpers";

const NO_DATABASE = {} as Database;
const ENV_KEYS = ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"] as const;

function publicDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cms-auth-test-"));
  mkdirSync(path.join(dir, "admin"));
  writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>");
  writeFileSync(
    path.join(dir, "admin", "index.html"),
    '<title>Content editor</title><script src="start.js"></script>',
  );
  return dir;
}

describe("/admin", () => {
  let dir: string;
  let app: FastifyInstance;
  let github: FastifyInstance;
  let exchanged: unknown[];
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const key of ENV_KEYS) saved[key] = process.env[key];
    exchanged = [];
    github = Fastify();
    github.post("/login/oauth/access_token", async (request) => {
      exchanged.push(request.body);
      const { code } = request.body as { code: string };
      return code === "good-code"
        ? { access_token: "gho_token123" }
        : { error_description: "bad verification code" };
    });
    const githubUrl = await github.listen({ host: "127.0.0.1", port: 0 });
    process.env.CMS_GITHUB_CLIENT_ID = "client-id-1";
    process.env.CMS_GITHUB_CLIENT_SECRET = "client-secret-1";
    process.env.CMS_GITHUB_URL = githubUrl;
    dir = publicDir();
    app = await testApp({ db: NO_DATABASE }, { publicDir: dir, rateLimitMax: 10 });
  });

  afterAll(async () => {
    await app.close();
    await github.close();
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    delete process.env.CMS_GITHUB_URL;
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the editor noindex, under its own policy; the site's pages keep theirs", async () => {
    const admin = await app.inject({ method: "GET", url: "/admin/" });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain("Content editor");
    expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(admin.headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin.headers["content-security-policy"]).toContain("https://api.github.com");

    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(home.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(home.headers["content-security-policy"]).not.toContain("api.github.com");
  });

  it("lets the sign-in popup reach its opener: no COOP same-origin on /admin, same-origin elsewhere", async () => {
    for (const url of [
      "/admin",
      "/admin/",
      "/admin/index.html",
      "/admin/auth",
      "/admin/auth/callback?code=x&state=y",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect([url, response.headers["cross-origin-opener-policy"]]).toEqual([url, "unsafe-none"]);
    }
    for (const url of ["/", "/administrator", "/nope", "/api/message"]) {
      const response = await app.inject({ method: "GET", url });
      expect([url, response.headers["cross-origin-opener-policy"]]).toEqual([url, "same-origin"]);
    }
  });

  it("sends the sign-in to GitHub with a one-time state, also set as a cookie", async () => {
    const response = await app.inject({ method: "GET", url: "/admin/auth?provider=github&scope=repo" });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe("/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("client-id-1");
    expect(location.searchParams.get("redirect_uri")).toMatch(
      /^http:\/\/localhost(?::80)?\/admin\/auth\/callback$/,
    );
    const state = location.searchParams.get("state");
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(String(response.headers["set-cookie"])).toContain(`cms_oauth_state=${state};`);
    expect(String(response.headers["set-cookie"])).toContain("HttpOnly");
    expect(response.body).not.toContain("client-secret-1");
  });

  it("hands the token to the editor window only when the state matches", async () => {
    const start = await app.inject({ method: "GET", url: "/admin/auth" });
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";

    const forged = await app.inject({
      method: "GET",
      url: `/admin/auth/callback?code=good-code&state=someone-elses`,
      headers: { cookie: `cms_oauth_state=${state}` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain("gho_token123");

    const response = await app.inject({
      method: "GET",
      url: `/admin/auth/callback?code=good-code&state=${state}`,
      headers: { cookie: `other=1; cms_oauth_state=${state}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain(
      'authorization:github:success:{\\"token\\":\\"gho_token123\\",\\"provider\\":\\"github\\"}',
    );
    expect(exchanged).toContainEqual({
      client_id: "client-id-1",
      client_secret: "client-secret-1",
      code: "good-code",
    });
    // The page's one inline script is allowed by its hash, and posts only to this origin.
    const script = /<script>([\s\S]*)<\/script>/.exec(response.body)?.[1] ?? "";
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    expect(response.headers["content-security-policy"]).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
    expect(script).toContain("event.origin!==window.location.origin");
  });

  it("reports a code GitHub refuses as a failed sign-in", async () => {
    const start = await app.inject({ method: "GET", url: "/admin/auth" });
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";
    const response = await app.inject({
      method: "GET",
      url: `/admin/auth/callback?code=bad-code&state=${state}`,
      headers: { cookie: `cms_oauth_state=${state}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("authorization:github:error:");
    expect(response.body).toContain("bad verification code");
  });

  it("answers 503 naming the settings when no OAuth app is configured", async () => {
    for (const key of ENV_KEYS) delete process.env[key];
    const bare = await testApp({ db: NO_DATABASE }, { publicDir: dir, rateLimitMax: 10 });
    try {
      const response = await bare.inject({ method: "GET", url: "/admin/auth" });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain("CMS_GITHUB_CLIENT_ID");
    } finally {
      await bare.close();
    }
  });
});
