/** @jest-environment node */
// The built site as the server serves it: routes as `gatsby serve` answers them, caching, compression,
// security headers and each page's CSP.

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { FastifyInstance } from "fastify";

import type { Database } from "../../../src/server/storage/db";
import { testApp } from "../helpers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const INLINE_SCRIPT = 'window.pagePath="/foo/";window.___webpackCompilationHash="abc";';
const HOME = `<!DOCTYPE html><html><head><script id="gatsby-script-loader">${INLINE_SCRIPT}</script>
<script src="/app-0123456789abcdef0123.js" async></script></head><body><h1>Home</h1>${"<p>filler</p>".repeat(200)}</body></html>`;

const FILES: Record<string, string> = {
  "index.html": HOME,
  "foo/index.html": "<h1>Foo</h1>",
  "admin/index.html": '<script src="start.js"></script>',
  "404.html": "<h1>Oops, the page you're looking for does not exist.</h1>",
  "app-0123456789abcdef0123.js": "console.log('app');",
  "styles.0123456789abcdef0123.css": "h1{color:red}",
  "static/d7f1e4c1a2b3c4d5/photo.jpg": "jpeg",
  "page-data/foo/page-data.json": "{}",
  "page-data/sq/d/123456789.json": "{}",
  "page-data/app-data.json": "{}",
  "sw.js": "self",
  "press-releases/release.pdf": "%PDF-1.4",
  "changing/index.html": `<h1>First</h1>${"<p>filler</p>".repeat(200)}`,
  "stuck/index.html": `<h1>Stuck</h1>${"<p>filler</p>".repeat(200)}`,
  ".env": "SECRET=1",
};

/** The API is not involved here; nothing reaches the database. */
const NO_DATABASE = {} as Database;

describe("the site in public/", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    app = await testApp({ db: NO_DATABASE }, { publicDir: dir, rateLimitMax: 10 });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it.each(["/foo", "/foo/", "/foo/index.html", "/foo?utm_source=x"])(
    "serves the page /foo at %s",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("<h1>Foo</h1>");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    },
  );

  it("answers a range past the file's end 416 with the file's size in Content-Range", async () => {
    const pdf = "/press-releases/release.pdf";
    const past = await get(pdf, { range: "bytes=100-200", "accept-encoding": "identity" });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${FILES["press-releases/release.pdf"]!.length}`);
    const within = await get(pdf, { range: "bytes=0-3", "accept-encoding": "identity" });
    expect(within.statusCode).toBe(206);
    expect(within.headers["content-range"]).toBe("bytes 0-3/8");
    expect(within.body).toBe("%PDF");
  });

  it.each([
    ["/admin", "/admin/"],
    ["/admin?local_backend_port=9124", "/admin/?local_backend_port=9124"],
  ])("sends %s to %s, where the editor's page finds its files", async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    const page = await get(location);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("start.js");
  });

  it.each(["/nope", "/foo/bar", "/.env", "/%2e%2e/%2e%2e/etc/passwd", "/../package.json"])(
    "answers %s with the 404 page and status 404",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Oops, the page you're looking for does not exist.");
      expect(response.headers["cache-control"]).toBe(REVALIDATE);
    },
  );

  it("answers a path with broken percent-encoding with 400", async () => {
    expect((await get("/%E0%A4%A")).statusCode).toBe(400);
  });

  it.each(["/%ff%fe", "/%ff%fe<script>x</script>", "/%E0%A4%A?q=<b>"])(
    "answers a URL that does not decode (%s) with the site's own 400 page, quoting nothing",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<!DOCTYPE html>/);
      expect(response.body).toContain("<h1>Bad request</h1>");
      expect(response.body).toContain("SAE ZHCET");
      expect(response.body).toContain('href="/"');
      for (const echoed of ["%ff", "%E0", "<script>", "<b>", "FST_"])
        expect(response.body).not.toContain(echoed);
      expect(response.headers).toMatchObject({ "x-content-type-options": "nosniff" });
    },
  );

  it("answers a URL that does not decode under /api with JSON", async () => {
    const response = await get("/api/%ff%fe");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Malformed request" });
  });

  it.each([
    ["/app-0123456789abcdef0123.js", IMMUTABLE],
    ["/styles.0123456789abcdef0123.css", IMMUTABLE],
    ["/static/d7f1e4c1a2b3c4d5/photo.jpg", IMMUTABLE],
    ["/", REVALIDATE],
    ["/foo/", REVALIDATE],
    ["/page-data/foo/page-data.json", REVALIDATE],
    ["/page-data/sq/d/123456789.json", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/sw.js", REVALIDATE],
    ["/press-releases/release.pdf", REVALIDATE],
  ])("caches %s with “%s”", async (url, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(cacheControl);
  });

  it("answers a revalidation with 304", async () => {
    const first = await get("/foo/");
    const again = await get("/foo/", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("compresses with brotli when the browser accepts it", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(HOME);
  });

  it("sends the build's own brotli and gzip copies, written once and then as they are", async () => {
    const brotli = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^text\/html/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(path.join(dir, "index.html.br")))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(HOME);

    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.equals(readFileSync(path.join(dir, "index.html.gz")))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HOME);

    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(HOME);
    // Too small to gain from compression: no copy.
    await get("/foo/", { "accept-encoding": "br" });
    expect(existsSync(path.join(dir, "foo/index.html.br"))).toBe(false);
  });

  it("never sends a copy older than its file", async () => {
    const page = path.join(dir, "changing/index.html");
    const first = await get("/changing/", { "accept-encoding": "br" });
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain("<h1>First</h1>");

    const second = `<h1>Second</h1>${"<p>filler</p>".repeat(200)}`;
    writeFileSync(page, second);
    const later = new Date(Date.now() + 60_000);
    utimesSync(page, later, later);
    const response = await get("/changing/", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(second);
  });

  it("sends a file uncompressed when its outdated copy cannot be replaced", async () => {
    // A directory where the copy should be: the rename over it fails, as in a read-only folder.
    const copy = path.join(dir, "stuck/index.html.br");
    mkdirSync(copy);
    writeFileSync(path.join(copy, "keep"), "x");
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(copy, earlier, earlier);
    const response = await get("/stuck/", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toContain("<h1>Stuck</h1>");
  });

  it("allows a page's own inline scripts by hash, and no other inline script", async () => {
    const response = await get("/");
    const hash = createHash("sha256").update(INLINE_SCRIPT).digest("base64");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sends the security headers with every file", async () => {
    for (const url of ["/", "/app-0123456789abcdef0123.js", "/nope"]) {
      expect((await get(url)).headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "DENY",
      });
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/foo" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });
});
