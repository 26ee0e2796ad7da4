import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageDataFiles, restoreTrimmedPageData } from "../../gatsby/page-data";

describe("page data trimmed by an earlier build", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-data-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, json: unknown) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(json));
  };
  const whole = (route: string) => ({
    componentChunkName: "component---src-pages-x-tsx",
    path: route,
    result: { data: { x: 1 }, pageContext: {} },
    staticQueryHashes: ["2888734940"],
  });
  const trimmed = (route: string) => ({
    ...whole(route),
    result: { pageContext: {} },
    staticQueryHashes: [],
  });

  it("makes a trimmed file whole from its kept copy, deletes one whose copy is gone, and leaves whole ones", async () => {
    const publicDir = path.join(dir, "public");
    const keptDir = path.join(dir, "kept");
    const [a, b, c] = ["a", "b", "c"].map((name) => path.join(publicDir, name, "page-data.json")) as [
      string,
      string,
      string,
    ];
    write(a, trimmed("/a"));
    write(path.join(keptDir, "a", "page-data.json"), whole("/a"));
    write(b, trimmed("/b"));
    write(c, whole("/c"));
    expect(await restoreTrimmedPageData(publicDir, keptDir)).toEqual({ restored: 1, deleted: 1 });
    expect(JSON.parse(fs.readFileSync(a, "utf8"))).toEqual(whole("/a"));
    expect(fs.existsSync(b)).toBe(false);
    expect(JSON.parse(fs.readFileSync(c, "utf8"))).toEqual(whole("/c"));
    expect(fs.existsSync(keptDir)).toBe(false);
    expect(await pageDataFiles(publicDir)).toEqual([a, c]);
  });

  it("does nothing on a clean clone (no public/ and no kept copies)", async () => {
    expect(await restoreTrimmedPageData(path.join(dir, "public"), path.join(dir, "kept"))).toEqual({
      restored: 0,
      deleted: 0,
    });
  });
});
