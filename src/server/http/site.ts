// The built site in public/, served as `gatsby serve` does: a page /foo is public/foo/index.html and
// answers at /foo and /foo/; an unknown path gets public/404.html with status 404.

import { readFile, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import path from "node:path";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

import { precompressFile } from "./precompress";
import { ADMIN_PREFIX } from "../editor-sign-in/cms-auth";
import { contentSecurityPolicy, inlineScriptHashes } from "./security";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Gatsby's content-hashed files (/static/, the root's bundles), cached for ever; the rest revalidated. */
const HASHED = /^\/static\/|^\/[^/]+[-.][0-9a-f]{16,}\.(?:js|css)(?:\.map)?$/;

const cacheControl = (file: string): string => (HASHED.test(file) ? IMMUTABLE : REVALIDATE);

const isFile = async (file: string): Promise<boolean> =>
  (await stat(file).catch(() => undefined))?.isFile() ?? false;

/** The file under `root` a URL path names, as a path from the root ("/foo/index.html"), if there is one. */
async function resolvePage(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const normal = path.posix.normalize(`/${decoded}`);
  // No dotfiles, and nothing that climbs out of the root.
  if (normal.split("/").some((segment) => segment.startsWith("."))) return undefined;
  const candidates = normal.endsWith("/") ? [`${normal}index.html`] : [normal, `${normal}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (full.startsWith(root + path.sep) && (await isFile(full))) return candidate;
  }
  return undefined;
}

/** The site in `publicDir`, if given; the API's origin, when it is elsewhere, goes into the pages' CSP. */
export async function site(app: FastifyInstance): Promise<void> {
  const { publicDir, apiOrigin } = app.settings;
  if (publicDir === undefined) return;
  const connectSrc = apiOrigin ? [apiOrigin] : [];
  const root = path.resolve(publicDir);
  // The build's brotli and gzip copies are brought up to date before a file is first sent and whenever it
  // changes; where that fails (a read-only folder), it is sent uncompressed rather than outdated.
  const copiesChecked = new Map<string, { mtimeMs: number; current: Promise<boolean> }>();
  async function copiesCurrent(file: string, full: string, mtimeMs: number): Promise<boolean> {
    const checked = copiesChecked.get(file);
    if (checked?.mtimeMs === mtimeMs) return checked.current;
    const current = precompressFile(full).then(
      () => true,
      (error: unknown) => {
        app.log.warn({ err: error, file }, "could not update the compressed copies; sending it uncompressed");
        copiesChecked.delete(file);
        return false;
      },
    );
    copiesChecked.set(file, { mtimeMs, current });
    return current;
  }

  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    index: false,
    preCompressed: true,
  });

  // Each page's policy lists its own inline scripts' hashes; recomputed when the file changes.
  const policies = new Map<string, { version: string; policy: string }>();
  async function pagePolicy(file: string, full: string, { mtimeMs, size }: Stats): Promise<string> {
    const version = `${mtimeMs}:${size}`;
    const cached = policies.get(file);
    if (cached?.version === version) return cached.policy;
    const html = await readFile(full, "utf8");
    const policy = contentSecurityPolicy({ scriptSrc: inlineScriptHashes(html), connectSrc });
    policies.set(file, { version, policy });
    return policy;
  }

  /** The size of the file each request is sent, for a 416's Content-Range. */
  const sizes = new WeakMap<FastifyRequest, number>();
  // The static plugin's 416 loses its Content-Range in the error handler; RFC 9110 asks for one.
  app.addHook("onSend", async (request, reply, payload) => {
    const size = sizes.get(request);
    if (reply.statusCode === 416 && size !== undefined) reply.header("content-range", `bytes */${size}`);
    return payload;
  });

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status: number,
  ): Promise<FastifyReply> {
    // Neither the static plugin nor on-the-fly compression encodes a reply whose request accepts nothing.
    const full = path.join(root, file);
    const info = await stat(full);
    sizes.set(request, info.size);
    if (!(await copiesCurrent(file, full, info.mtimeMs))) request.headers["accept-encoding"] = "identity";
    reply.code(status).header("cache-control", cacheControl(file));
    if (file.endsWith(".html")) reply.header("content-security-policy", await pagePolicy(file, full, info));
    return reply.sendFile(file.slice(1));
  }

  async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (await isFile(path.join(root, "404.html"))) return send(request, reply, "/404.html", 404);
    return reply.code(404).header("cache-control", REVALIDATE).type("text/plain").send("Not found");
  }

  app.get("/*", async (request, reply) => {
    const [urlPath = "/", query] = request.url.split("?", 2);
    if (urlPath === ADMIN_PREFIX) {
      // The editor's page loads its files relatively (config.json, start.js): only /admin/ finds them.
      return reply.redirect(`${ADMIN_PREFIX}/${query === undefined ? "" : `?${query}`}`, 301);
    }
    const file = await resolvePage(root, urlPath);
    return file === undefined ? notFound(request, reply) : send(request, reply, file, 200);
  });
  app.setNotFoundHandler(notFound);
}
