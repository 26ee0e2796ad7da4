/**
 * @jest-environment node
 */
// Mistakes an officer makes in the editor, answered in plain words: missing alt text is named as such,
// and an upload is named so that it never replaces a photo another entry uses.
import { refusals, uploadName } from "../../src/admin/check";
import { editorContent, type EditorContent } from "../../gatsby/editor-content";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

describe("missing alt text", () => {
  let content: EditorContent;
  beforeAll(() => {
    content = editorContent(ROOT);
  });

  it("is named by its label, with the field that needs it, never as the schema's rule", () => {
    // Every collection whose schema asks for alt text once a photo is set, and an entry of it with both.
    let checked = 0;
    for (const collection of content.collections) {
      const dependencies = (collection.schema as { dependencies?: Record<string, string[]> }).dependencies;
      for (const [needs, missing] of Object.entries(dependencies ?? {})) {
        const entry = content.entries.find(
          ({ folder, text }) =>
            folder === collection.folder &&
            missing.every((key) => key in (JSON.parse(text) as Record<string, unknown>)) &&
            needs in (JSON.parse(text) as Record<string, unknown>),
        );
        if (!entry) continue;
        const data = JSON.parse(entry.text) as Record<string, unknown>;
        for (const key of missing) delete data[key];
        const titles = collection.schema.properties ?? {};
        const said = refusals(content, { folder: entry.folder, file: entry.file, data });
        expect(said).toEqual(
          missing.map(
            (key) =>
              `${titles[key]?.title ?? key}: is missing; it is required when ${titles[needs]?.title ?? needs} is set`,
          ),
        );
        expect(said.join("\n")).not.toMatch(/must have property|\(got/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("the name an upload is saved under", () => {
  const content = {
    images: [
      "content/alumni/images/first-person.jpg",
      "content/alumni/images/phone.jpg",
      "content/alumni/images/second-person.jpg",
      "content/gallery/images/section2/01.jpg",
    ],
  };

  it("is the entry's slug for an entry's photo, whatever the file was called", () => {
    expect(
      uploadName(content, { folder: "alumni", slug: "new-person", fileName: "phone.jpg", perEntry: false }),
    ).toBe("new-person.jpg");
    expect(
      uploadName(content, {
        folder: "alumni",
        slug: "new-person",
        fileName: "IMG_2041.JPEG",
        perEntry: false,
      }),
    ).toBe("new-person.jpeg");
  });

  it("never names a file that is there, or was uploaded earlier in the session", () => {
    const photo = { folder: "alumni", slug: "second-person", fileName: "phone.jpg", perEntry: false };
    expect(uploadName(content, photo)).toBe("second-person-2.jpg");
    expect(uploadName(content, { ...photo, taken: ["content/alumni/images/second-person-2.jpg"] })).toBe(
      "second-person-3.jpg",
    );
  });

  it("keeps an album photo's own name in the album's folder, unless the album has it already", () => {
    const album = { folder: "gallery", slug: "Section2", perEntry: true };
    expect(uploadName(content, { ...album, fileName: "01.JPG" })).toBe("01-2.jpg");
    expect(uploadName(content, { ...album, fileName: "Finish Line.jpg" })).toBe("finish-line.jpg");
    expect(uploadName(content, { ...album, slug: "Section3", fileName: "01.jpg" })).toBe("01.jpg");
  });

  it("is not given before the entry has a slug: the officer is asked to fill it in first", () => {
    expect(
      uploadName(content, { folder: "alumni", slug: "  ", fileName: "phone.jpg", perEntry: false }),
    ).toBeUndefined();
  });
});
