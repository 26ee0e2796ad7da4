// The editor's preview pane (src/admin/preview.tsx): an entry of each main collection, read from the
// content at run time, drawn by the site's own components into a frame of its own, with the site's styles.
import fs from "node:fs";
import path from "node:path";
import { act } from "react";
import { covers, render, unmount, type PreviewContext } from "../../src/admin/preview";

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
): Promise<{ doc: Document; node: HTMLElement }> {
  const drawn = frame();
  await act(async () => {
    expect(render(drawn.node, folder, data, context)).toBe(true);
  });
  return drawn;
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
    // (emotion inserts its rules through the style sheet's API, not as text)
    const styles = [...doc.head.querySelectorAll("style")]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join("\n");
    expect(styles).toMatch(/Barlow Condensed/);
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

  it("leaves other collections to the field-by-field layout", () => {
    expect(covers("vehicles")).toBe(true);
    expect(covers("press-releases")).toBe(false);
    expect(render(frame().node, "press-releases", {}, context)).toBe(false);
  });
});
