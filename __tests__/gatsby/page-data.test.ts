import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { keptPageData, pageDataFiles, restorePageData, trimPageData } from "../../gatsby/page-data";

describe("page data without query results (pages are never rendered in the browser)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-data-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps what Gatsby's runtime reads and drops the data and the static queries", async () => {
    const file = path.join(dir, "index", "page-data.json");
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(
      file,
      JSON.stringify({
        componentChunkName: "component---src-pages-index-tsx",
        path: "/",
        result: { data: { copy: { intro: "x".repeat(1000) } }, pageContext: { slug: "home" } },
        staticQueryHashes: ["2888734940", "3218979811"],
        slicesMap: {},
      }),
    );
    expect(await pageDataFiles(dir)).toEqual([file]);
    await trimPageData(file);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({
      componentChunkName: "component---src-pages-index-tsx",
      path: "/",
      result: { pageContext: { slug: "home" } },
      staticQueryHashes: [],
      slicesMap: {},
    });
  });

  it("stops the build when the file is not what Gatsby wrote before", async () => {
    const file = path.join(dir, "page-data.json");
    fs.writeFileSync(file, JSON.stringify({ path: "/" }));
    await expect(trimPageData(file)).rejects.toThrow("Gatsby's page data has changed");
  });

  it("keeps the whole file for Gatsby, and puts it back before the next build for the pages that remain", async () => {
    const publicDir = path.join(dir, "public");
    const keptDir = path.join(dir, "kept");
    const whole = (route: string) =>
      JSON.stringify({
        componentChunkName: "component---src-pages-x-tsx",
        path: route,
        result: { data: { x: 1 }, pageContext: {} },
        staticQueryHashes: ["2888734940"],
      });
    const files = ["a", "b"].map((name) => path.join(publicDir, name, "page-data.json"));
    for (const [index, file] of files.entries()) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, whole(`/${index}`));
      await trimPageData(file, keptPageData(publicDir, keptDir, file));
    }
    expect(JSON.parse(fs.readFileSync(files[0]!, "utf8")).staticQueryHashes).toEqual([]);
    fs.rmSync(path.dirname(files[1]!), { recursive: true });
    expect(await restorePageData(publicDir, keptDir)).toBe(1);
    expect(fs.readFileSync(files[0]!, "utf8")).toBe(whole("/0"));
    expect(fs.existsSync(files[1]!)).toBe(false);
  });

  it("stops a build that would render from trimmed page data it has no whole copy of", async () => {
    const file = path.join(dir, "public", "a", "page-data.json");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({ componentChunkName: "c", path: "/a", result: { data: {}, pageContext: {} } }),
    );
    await trimPageData(file);
    await expect(restorePageData(path.join(dir, "public"), path.join(dir, "kept"))).rejects.toThrow(
      "run `npm run clean` once",
    );
  });
});
