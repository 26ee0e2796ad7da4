import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageDataFiles, trimPageData } from "../../gatsby/page-data";

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
});
