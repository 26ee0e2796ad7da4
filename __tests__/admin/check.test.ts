/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { emptyOptionalPaths, newEntryFile, refusals, type Save } from "../../src/admin/check";
import { editorContent, type EditorContent } from "../../gatsby/editor-content";

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>;

describe("the content check in the editor (src/admin/check.ts)", () => {
  let content: EditorContent;
  /** Entries of the content as it is, found by what they hold, never by name. */
  let vehicle: string;
  let otherVehicle: string;
  let alumnus: string;
  let member: string;
  beforeAll(() => {
    content = editorContent(ROOT);
    const files = (folder: string) => content.entries.filter((entry) => entry.folder === folder);
    const withChassis = files("vehicles").filter(
      (entry) =>
        typeof (JSON.parse(entry.text) as { combustion?: { chassis?: string } }).combustion?.chassis ===
        "string",
    );
    vehicle = withChassis[0]?.file ?? "";
    otherVehicle = files("vehicles").find((entry) => entry.file !== vehicle)?.file ?? "";
    alumnus = files("alumni")[0]?.file ?? "";
    member = files("board")[0]?.file ?? "";
    for (const file of [vehicle, otherVehicle, alumnus, member]) expect(file).toMatch(/^content\/.+\.json$/);
  });

  const save = (
    file: string,
    change: (data: Record<string, unknown>) => void,
    extra: Partial<Save> = {},
  ): Save => {
    const data = read(file);
    change(data);
    return { folder: file.split("/")[1] ?? "", file, data, ...extra };
  };

  it("accepts an entry of every collection as it is", () => {
    const firsts = new Map(content.entries.map((entry) => [entry.folder, entry]));
    expect(firsts.size).toBe(content.collections.length);
    for (const { folder, file, text } of firsts.values()) {
      expect(refusals(content, { folder, file, data: JSON.parse(text) })).toEqual([]);
    }
  });

  it("names the field by its labels and says what is wrong in words", () => {
    const emptied = save(vehicle, (data) => {
      (data.combustion as Record<string, unknown>).chassis = "";
    });
    expect(refusals(content, emptied)).toEqual([
      "Combustion car specifications › Chassis: must not be empty",
    ]);
    const broken = save(alumnus, (data) => {
      data.linkedin = "http://www.linkedin.com/in/someone";
      data.photo = "./images/missing.jpg";
    });
    expect(refusals(content, broken)).toEqual([
      'LinkedIn: must be an https:// URL (got "http://www.linkedin.com/in/someone")',
      "Photo: image ./images/missing.jpg does not exist",
    ]);
  });

  it("accepts a photo uploaded with the save", () => {
    const uploaded = save(
      alumnus,
      (data) => {
        data.photo = "./images/new-photo.jpg";
      },
      { uploads: ["content/alumni/images/new-photo.jpg"] },
    );
    expect(refusals(content, uploaded)).toEqual([]);
  });

  it("refuses what the save does to other entries: a display order or page address taken twice", () => {
    const boardFiles = content.entries.filter((entry) => entry.folder === "board");
    const [first, second] = boardFiles;
    const taken = (JSON.parse(first?.text ?? "{}") as { order: number }).order;
    const moved = save(second?.file ?? "", (data) => {
      data.order = taken;
    });
    expect(refusals(content, moved)).toEqual([
      expect.stringMatching(new RegExp(`^Display order: ${taken} is already used by ${first?.file}`)),
    ]);
    const aliased = save(otherVehicle, (data) => {
      data.aliases = ["/contact"];
    });
    expect(refusals(content, aliased)).toEqual([
      "Aliases › item 1: makes the route /contact, which a page in src/pages already has",
    ]);
  });

  it("refuses a new entry whose file another entry has", () => {
    const again = save(
      alumnus,
      (data) => {
        data.name = "Someone Else";
      },
      { isNew: true },
    );
    expect(refusals(content, again)).toEqual([
      `Slug: ${alumnus} already holds another entry; choose another`,
    ]);
  });

  it("judges a new vehicle under the file the editor writes for it, and accepts it", () => {
    // A vehicle no entry has yet: the first one's letters, a version above every other, the next order.
    const vehicles = content.entries
      .filter((entry) => entry.folder === "vehicles")
      .map((entry) => JSON.parse(entry.text) as Record<string, unknown>);
    const major = Math.max(...vehicles.map((data) => Math.floor(Number(data.version)))) + 1;
    const letters = /^[a-z]+/.exec(String(vehicles[0]?.slug))?.[0] ?? "zfr";
    const order = Math.max(...vehicles.map((data) => Number(data.order))) + 1;
    const slug = `${letters}${major}.0`;
    const created = save(vehicle, (data) => {
      Object.assign(data, { slug, version: `${major}.0`, order });
      delete data.aliases;
    });
    // Decap CMS writes the dots of a slug as dashes: "zfr90.0" becomes zfr90-0.json.
    const file = newEntryFile("vehicles", slug);
    expect(file).toBe(`content/vehicles/${letters}${major}-0.json`);
    expect(refusals(content, { ...created, file, isNew: true })).toEqual([]);
    // Saved again later, from that file: still accepted.
    expect(
      refusals(
        {
          ...content,
          entries: [...content.entries, { folder: "vehicles", file, text: JSON.stringify(created.data) }],
        },
        { ...created, file },
      ),
    ).toEqual([]);
  });

  it("finds the optional fields an officer emptied, deepest first, and leaves required ones", () => {
    const data = read(vehicle);
    data.imageAlt = "";
    data.aliases = [];
    data.title = "";
    expect(emptyOptionalPaths(content, "vehicles", data)).toEqual([["imageAlt"], ["aliases"]]);
    const person = read(member);
    person.linkedin = "";
    person.instagram = "";
    person.post = "";
    expect(emptyOptionalPaths(content, "board", person)).toEqual([["linkedin"], ["instagram"]]);
  });

  it("leaves out a specification table emptied as a whole, and refuses one field emptied alone by name", () => {
    /** The entry as preSave sends it: the emptied optional fields deleted, deepest first. */
    const saved = (data: Record<string, unknown>): Record<string, unknown> => {
      for (const at of emptyOptionalPaths(content, "vehicles", data)) {
        const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], data);
        delete (parent as Record<string | number, unknown>)[at[at.length - 1] as string];
      }
      return data;
    };
    const whole = read(vehicle);
    const table = whole.combustion as Record<string, unknown>;
    const rows = Object.keys(table);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) table[row] = "";
    expect(emptyOptionalPaths(content, "vehicles", whole)).toEqual([["combustion"]]);
    const withoutTable = saved(whole);
    expect(withoutTable).not.toHaveProperty("combustion");
    expect(refusals(content, { folder: "vehicles", file: vehicle, data: withoutTable })).toEqual([]);

    const one = read(vehicle);
    const [first] = rows;
    (one.combustion as Record<string, unknown>)[first as string] = "";
    expect(emptyOptionalPaths(content, "vehicles", one)).toEqual([]);
    const said = refusals(content, { folder: "vehicles", file: vehicle, data: saved(one) });
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Combustion car specifications › [^:]+: must not be empty$/);
  });
});
