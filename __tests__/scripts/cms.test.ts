/** @jest-environment node */
// `npm run cms` after `npm start`, or in a copied folder: what the production build and a foreign cache
// leave behind is removed before the development site starts, and a development cache of its own is kept.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CACHE_MARK, clearLeftoverBuild, leftoverBuild, markDevelopCache } from "../../scripts/cms";

let root: string;
const write = (file: string, text = ""): void => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const exists = (file: string): boolean => fs.existsSync(path.join(root, file));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-leftovers-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm run cms before it starts the development site", () => {
  it("leaves a fresh clone as it is", () => {
    expect(leftoverBuild(root)).toBeUndefined();
    expect(clearLeftoverBuild(root)).toBeUndefined();
  });

  it.each(["index.html", "404.html"])(
    "removes the production build (public/%s) and its cache, saying so in one line",
    (name) => {
      write(`public/${name}`, "<h1>SAE ZHCET</h1>");
      write("public/webpack.stats.json", "{}");
      write(".cache/redux/state", "x");
      markDevelopCache(root);
      const said = clearLeftoverBuild(root);
      expect(said).toMatch(/^Removed the production build \(public\/ and \.cache\/\).*npm start/);
      expect(said).not.toContain("\n");
      expect(exists("public")).toBe(false);
      expect(exists(".cache")).toBe(false);
    },
  );

  it("removes a cache that another folder wrote (a copied checkout) or that has no owner", () => {
    write(".cache/caches/page.json", JSON.stringify({ path: "/elsewhere/src/pages/index.tsx" }));
    write(`.cache/${CACHE_MARK}`, JSON.stringify({ root: "/elsewhere" }));
    write("public/admin/config.json", "{}");
    expect(clearLeftoverBuild(root)).toMatch(/^Removed a cache from a build or another folder/);
    expect(exists(".cache")).toBe(false);
    expect(exists("public")).toBe(false);

    write(".cache/caches/page.json", "{}");
    expect(leftoverBuild(root)).toBe("a cache from a build or another folder");
  });

  it("keeps the development cache it marked in this folder: the next start is warm", () => {
    write(".cache/caches/page.json", "{}");
    write("public/page-data/index/page-data.json", "{}");
    // The development site (DEV_SSR) writes webpack's stats and chunk map as a build does.
    write("public/webpack.stats.json", "{}");
    write("public/chunk-map.json", "{}");
    markDevelopCache(root);
    expect(clearLeftoverBuild(root)).toBeUndefined();
    expect(exists(".cache/caches/page.json")).toBe(true);
    expect(exists("public/page-data/index/page-data.json")).toBe(true);
  });
});
