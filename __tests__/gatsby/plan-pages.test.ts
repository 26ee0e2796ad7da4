/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { planPages, type PagesData } from "../../gatsby/plan-pages";
import { PAGE_ROUTES } from "../../src/lib/routes";
import { SPEC_ROUTES } from "../../scripts/spec-routes";

const CONTENT = path.join(__dirname, "..", "..", "content");

function readCollection<T>(folder: string): T[] {
  const dir = path.join(CONTENT, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as T);
}

/** The content as createPages' query returns it: sorted by order, albums published only. */
function pagesData(): PagesData {
  type Ordered = { slug: string; order: number };
  const byOrder = (a: Ordered, b: Ordered) => a.order - b.order;
  const vehicles = readCollection<Ordered & { version: string; team: string; aliases?: string[] }>("vehicles")
    .sort(byOrder)
    .map((v) => ({ slug: v.slug, version: v.version, aliases: v.aliases ?? null, team: { slug: v.team } }));
  return {
    teams: readCollection<Ordered>("teams").sort(byOrder),
    vehicles,
    albums: readCollection<Ordered & { published: boolean }>("gallery")
      .filter((album) => album.published)
      .sort(byOrder),
  };
}

describe("page creation", () => {
  const pages = planPages(pagesData());

  it("creates, with the fixed pages, exactly the routes of SPEC §2", () => {
    const routes = [...Object.values(PAGE_ROUTES), ...pages.map((page) => page.path)];
    expect([...routes].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("keeps unpublished albums (Section9, Section10) out", () => {
    expect(pages.map((page) => page.path)).not.toContain("/gallery/Section9");
    expect(pages.map((page) => page.path)).not.toContain("/gallery/Section10");
  });

  it("passes only slugs in the page context", () => {
    for (const page of pages) {
      for (const value of Object.values(page.context)) {
        expect(value === null || typeof value === "string").toBe(true);
      }
    }
  });

  it("serves the alias /vehicle/zfrcv1.0 with the ZFR 1.0 page", () => {
    const alias = pages.find((page) => page.path === "/vehicle/zfrcv1.0");
    const main = pages.find((page) => page.path === "/zfr-cv/1.0");
    expect(alias?.template).toBe("vehicle");
    expect(alias?.context).toEqual(main?.context);
  });

  it("links each vehicle to its neighbours within its team, in display order", () => {
    const cv = pages.filter((page) => page.template === "vehicle" && page.path.startsWith("/zfr-cv/"));
    expect(cv.map((page) => page.context)).toEqual([
      { slug: "zfr1.0", previous: null, next: "zfr2.0" },
      { slug: "zfr2.0", previous: "zfr1.0", next: "zfr3.0" },
      { slug: "zfr3.0", previous: "zfr2.0", next: "zfr4.0" },
      { slug: "zfr4.0", previous: "zfr3.0", next: "zfr5.0" },
      { slug: "zfr5.0", previous: "zfr4.0", next: null },
    ]);
  });
});
