/**
 * `gatsby develop` serves no HTML or folder index from public/: this developMiddleware serves the editor
 * in public/admin/ at /admin/, as the production server does.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { editorContent } from "./editor-content";
import { ADMIN_DIR, ADMIN_PATH } from "./on-post-bootstrap";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
};

type Handler = (
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: () => void,
) => void;

/** gatsby-config's developMiddleware: the editor at /admin/ (Express strips the prefix from `req.url`). */
export function developAdmin(app: { use: (prefix: string, handler: Handler) => void }): void {
  const root = path.resolve("public", ADMIN_DIR);
  app.use(ADMIN_PATH, (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (pathname === "/" && !(req.originalUrl ?? "").split("?")[0]?.endsWith("/")) {
      // /admin → /admin/, keeping the query (?local_backend_port=…): the page loads its files relatively.
      const query = (req.originalUrl ?? "").split("?")[1];
      res.writeHead(301, { location: `${ADMIN_PATH}/${query ? `?${query}` : ""}` }).end();
      return;
    }
    const name = pathname === "/" ? "index.html" : decodeURIComponent(pathname.slice(1));
    if (name === "content.json") {
      // What the editor checks a save against, read now: the last save is already on disk.
      res.writeHead(200, { "content-type": TYPES[".json"], "cache-control": "no-store" });
      res.end(JSON.stringify(editorContent(process.cwd())));
      return;
    }
    const file = path.join(root, name);
    const type = TYPES[path.extname(file)];
    if (
      !type ||
      path.relative(root, file).startsWith("..") ||
      !fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      return next();
    }
    res.writeHead(200, { "content-type": type, "cache-control": "no-cache", "x-robots-tag": "noindex" });
    if (req.method === "HEAD") return void res.end();
    fs.createReadStream(file).pipe(res);
  });
}
