// The editor's preview pane (src/admin/preview.tsx): an entry of each main collection, read from the
// content at run time, drawn by the site's own components into a frame of its own, with the site's styles;
// an entry of any other collection laid out field by field.
import fs from "node:fs";
import path from "node:path";
import { act } from "react";
import { generateCmsConfig } from "../../gatsby/cms-config";
import { render, unmount, type PreviewContext } from "../../src/admin/preview";

const CONTENT = path.join(__dirname, "..", "..", "content");
const read = (folder: string): Record<string, unknown>[] =>
  fs
    .readdirSync(path.join(CONTENT, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(CONTENT, folder, name), "utf8")) as Record<string, unknown>,
    );

const FOLDERS = ["vehicles", "teams", "alumni", "board", "sponsors", "rosters"];
const context: PreviewContext = {
  entries: FOLDERS.flatMap((folder) => read(folder).map((data) => ({ folder, data }))),
  references: { team: "teams" },
  asset: (value) => `/uploads/${value.replace(/^\.\//, "")}`,
  fields: [],
};

/** A frame of its own, as Decap's preview pane is: the site's styles must land in its head. */
function frame(): { doc: Document; node: HTMLElement } {
  const iframe = document.createElement("iframe");
  document.body.appendChild(iframe);
  const doc = iframe.contentDocument as Document;
  const node = doc.createElement("div");
  doc.body.appendChild(node);
  return { doc, node };
}

async function draw(
  folder: string,
  data: Record<string, unknown>,
  fields: PreviewContext["fields"] = [],
): Promise<{ doc: Document; node: HTMLElement }> {
  const drawn = frame();
  await act(async () => {
    render(drawn.node, folder, data, { ...context, fields });
  });
  return drawn;
}

/** The rules emotion put into a frame's head (it inserts them through the style sheet's API, not as text). */
const frameStyles = (doc: Document): string =>
  [...doc.head.querySelectorAll("style")]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join("\n");

/** The editor's fields of a collection folder (its first editor collection's), as config.json has them. */
function editorFields(folder: string): PreviewContext["fields"] {
  const config = generateCmsConfig({ schemaDir: path.join(CONTENT, "schemas") });
  const collection = config.collections.find((candidate) => candidate.folder === `content/${folder}`);
  return collection?.fields ?? [];
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the editor's preview pane", () => {
  it("draws a vehicle as its page: heading, team and year, photo with its alt text, specifications", async () => {
    const vehicle = read("vehicles").find((entry) => entry.image && entry.imageAlt && entry.year) ?? {};
    const team = read("teams").find((entry) => entry.slug === vehicle.team) ?? {};
    const { doc, node } = await draw("vehicles", vehicle);
    expect(node.querySelector("h1")?.textContent).toBe(vehicle.title);
    expect(node.textContent).toContain(`${String(team.shortName)} · ${String(vehicle.year)}`);
    const image = node.querySelector(`img[alt="${String(vehicle.imageAlt)}"]`);
    expect(image?.getAttribute("src")).toBe(`/uploads/${String(vehicle.image).replace(/^\.\//, "")}`);
    expect(node.textContent).toContain("SPECIFICATIONS");
    // The site's styles (emotion, the global styles included) are in the frame's own head.
    expect(frameStyles(doc)).toMatch(/Barlow Condensed/);
    expect(document.head.querySelectorAll("style[data-emotion^='site']")).toHaveLength(0);
    await act(async () => unmount(node));
    expect(node.innerHTML).toBe("");
  });

  it.each([
    ["alumni", "name"],
    ["board", "name"],
    ["sponsors", "name"],
    ["teams", "title"],
  ])("draws an entry of %s with the site's component, showing its %s", async (folder, field) => {
    const entry = read(folder)[0] ?? {};
    const { node } = await draw(folder, entry);
    // (a sponsor's name is its logo's alt text)
    expect(
      `${node.textContent ?? ""} ${[...node.querySelectorAll("img")].map((img) => img.alt).join(" ")}`,
    ).toContain(String(entry[field]));
    expect(node.querySelector("main")).not.toBeNull();
  });

  it("shows a plain line for an entry still missing what its page needs, and no error escapes", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { node } = await draw("vehicles", { slug: "new1.0" });
    expect(node.textContent).toContain("The preview appears once the required fields are filled in.");
    errors.mockRestore();
  });

  it("lays out an entry of any other collection field by field, in preview.css's classes only", async () => {
    const release = read("press-releases").find((entry) => entry.title && entry.date) ?? {};
    const fields = editorFields("press-releases");
    const { doc, node } = await draw("press-releases", release, fields);
    expect(node.querySelector("article.page > header.band h1")?.textContent).toBe(release.title);
    const date = fields.find((field) => field.name === "date");
    const card = [...node.querySelectorAll(".card")].find(
      (candidate) => candidate.querySelector(".label")?.textContent === date?.label,
    );
    expect(card?.querySelector("p")?.textContent).toBe(release.date);
    // Neither the slug nor the display order has a card; the site's global styles stay out of the frame.
    const labels = [...node.querySelectorAll(".label")].map((label) => label.textContent);
    const hidden = fields.filter((field) => field.name === "slug" || field.name === "order");
    expect(hidden).toHaveLength(2);
    for (const field of hidden) expect(labels).not.toContain(field.label);
    expect(frameStyles(doc)).not.toMatch(/Barlow Condensed/);
  });

  it("shows an album's photos with their captions, each through the asset its field names", async () => {
    const album =
      read("gallery").find((entry) => Array.isArray(entry.images) && entry.images.length > 0) ?? {};
    const photos = album.images as Record<string, unknown>[];
    const fields = editorFields("gallery");
    const { node } = await draw("gallery", album, fields);
    const figures = [...node.querySelectorAll(".grid figure")];
    expect(figures).toHaveLength(photos.length);
    const photo = photos[0] ?? {};
    const [source] = Object.values(photo).filter(
      (value): value is string => typeof value === "string" && value.startsWith("./images/"),
    );
    expect(figures[0]?.querySelector("img")?.getAttribute("src")).toBe(
      `/uploads/${String(source).replace(/^\.\//, "")}`,
    );
    const caption = fields
      .find((field) => field.name === "images")
      ?.fields?.find((field) => field.widget === "string");
    expect(figures[0]?.querySelector("figcaption")?.textContent).toBe(String(photo[caption?.name ?? ""]));
  });
});
