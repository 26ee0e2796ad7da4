/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { emptyOptionalPaths, refusals, type Save } from "../../src/admin/check";
import { editorContent, type EditorContent } from "../../gatsby/editor-content";

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>;

describe("the content check in the editor (src/admin/check.ts)", () => {
  let content: EditorContent;
  beforeAll(() => {
    content = editorContent(ROOT);
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
    const vehicle = save("content/vehicles/zfr3.0.json", (data) => {
      (data.combustion as Record<string, unknown>).chassis = "";
    });
    expect(refusals(content, vehicle)).toEqual([
      "Combustion car specifications › Chassis: must not be empty",
    ]);
    const alumnus = save("content/alumni/aditi-jaiswal.json", (data) => {
      data.linkedin = "http://www.linkedin.com/in/aditi";
      data.photo = "./images/missing.jpg";
    });
    expect(refusals(content, alumnus)).toEqual([
      'LinkedIn: must be an https:// URL (got "http://www.linkedin.com/in/aditi")',
      "Photo: image ./images/missing.jpg does not exist",
    ]);
  });

  it("accepts a photo uploaded with the save", () => {
    const alumnus = save(
      "content/alumni/aditi-jaiswal.json",
      (data) => {
        data.photo = "./images/new-photo.jpg";
      },
      { uploads: ["content/alumni/images/new-photo.jpg"] },
    );
    expect(refusals(content, alumnus)).toEqual([]);
  });

  it("refuses what the save does to other entries: a display order or page address taken twice", () => {
    const boardFiles = content.entries.filter((entry) => entry.folder === "board");
    const [first, second] = boardFiles;
    const taken = (JSON.parse(first?.text ?? "{}") as { order: number }).order;
    const member = save(second?.file ?? "", (data) => {
      data.order = taken;
    });
    expect(refusals(content, member)).toEqual([
      expect.stringMatching(new RegExp(`^Display order: ${taken} is already used by ${first?.file}`)),
    ]);
    const vehicle = save("content/vehicles/zfr4.0.json", (data) => {
      data.aliases = ["/contact"];
    });
    expect(refusals(content, vehicle)).toEqual([
      "Aliases › item 1: makes the route /contact, which a page in src/pages already has",
    ]);
  });

  it("refuses a new entry whose file another entry has", () => {
    const alumnus = save(
      "content/alumni/aditi-jaiswal.json",
      (data) => {
        data.name = "Someone Else";
      },
      { isNew: true },
    );
    expect(refusals(content, alumnus)).toEqual([
      "Slug: content/alumni/aditi-jaiswal.json already holds another entry; choose another",
    ]);
  });

  it("finds the optional fields an officer emptied, deepest first, and leaves required ones", () => {
    const data = read("content/vehicles/zfr3.0.json");
    data.imageAlt = "";
    data.aliases = [];
    data.title = "";
    expect(emptyOptionalPaths(content, "vehicles", data)).toEqual([["imageAlt"], ["aliases"]]);
    const member = read("content/board/adnan-hussain.json");
    member.linkedin = "";
    member.instagram = "";
    member.post = "";
    expect(emptyOptionalPaths(content, "board", member)).toEqual([["linkedin"], ["instagram"]]);
  });
});
