import fs from "node:fs";
import path from "node:path";
import { editorContent } from "../../gatsby/editor-content";
import { generateCmsConfig, type CmsCollection } from "../../gatsby/cms-config";
import * as check from "../../src/admin/check";

const ROOT = path.join(__dirname, "..", "..");
const CONTENT = path.join(ROOT, "content");

interface Formatter {
  fromFile(text: string): unknown;
  toFile(data: unknown, fieldsOrder: string[]): string;
}

/** Runs src/admin/start.ts against a stand-in Decap and returns the JSON format it registers. */
async function registeredFormat(config: { collections: CmsCollection[] }): Promise<Formatter> {
  const registerCustomFormat = jest.fn();
  const init = jest.fn();
  Object.assign(window, { CMS: { registerEventListener: jest.fn(), registerCustomFormat, init } });
  Object.assign(window, { fetch: jest.fn(async () => ({ ok: true, json: async () => config })) });
  // A fresh copy each time, as the editor's page loads it once.
  await jest.isolateModulesAsync(async () => {
    await import("../../src/admin/start");
  });
  window.dispatchEvent(new Event("DOMContentLoaded"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(init).toHaveBeenCalled();
  expect(registerCustomFormat).toHaveBeenCalledWith("json", "json", expect.anything());
  return registerCustomFormat.mock.calls[0][2] as Formatter;
}

/** Every key of every object in reverse order: what an editor that rebuilt the entry might hold. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversed(item)]),
  );
}

describe("the editor's JSON format", () => {
  it("writes every content entry exactly as its canonical file, whatever order the editor holds keys in", async () => {
    const config = generateCmsConfig({ schemaDir: path.join(CONTENT, "schemas") });
    const format = await registeredFormat(config);
    let checked = 0;
    for (const collection of config.collections) {
      const sources = collection.folder
        ? fs
            .readdirSync(path.join(ROOT, collection.folder))
            .filter((name) => name.endsWith(".json"))
            .map((name) => ({
              file: path.join(ROOT, collection.folder as string, name),
              fields: collection.fields,
            }))
        : (collection.files ?? []).map((file) => ({ file: path.join(ROOT, file.file), fields: file.fields }));
      const { filter } = collection;
      for (const { file, fields } of sources) {
        const text = fs.readFileSync(file, "utf8");
        // A collection split per team opens only its own team's entries.
        if (filter && (JSON.parse(text) as Record<string, unknown>)[filter.field] !== filter.value) continue;
        const order = (fields ?? []).map((field) => field.name);
        // Decap appends the final newline itself.
        expect(`${format.toFile(reversed(format.fromFile(text)), order)}\n`).toBe(text);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("gives a list the name of a referenced entry, and never writes it into the file", async () => {
    const config = generateCmsConfig({ schemaDir: path.join(CONTENT, "schemas") });
    // The start script takes the labels out of the configuration before Decap reads it.
    const summaryLabels = config.summaryLabels;
    const format = await registeredFormat(config);
    expect(config).not.toHaveProperty("summaryLabels");
    let checked = 0;
    for (const [field, labels] of Object.entries(summaryLabels)) {
      for (const collection of config.collections.filter((candidate) => candidate.summary?.includes(field))) {
        for (const name of fs
          .readdirSync(path.join(ROOT, collection.folder ?? ""))
          .filter((file) => file.endsWith(".json"))) {
          const text = fs.readFileSync(path.join(ROOT, collection.folder ?? "", name), "utf8");
          const read = format.fromFile(text) as Record<string, string>;
          expect(read[`_label_${field}`]).toBe(labels[read[field] ?? ""]);
          const order = (collection.fields ?? []).map((item) => item.name);
          expect(`${format.toFile(read, order)}\n`).toBe(text);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** Decap's Immutable map of an entry's data, as far as the start script uses it. */
class EntryData {
  constructor(private readonly values: Record<string, unknown>) {}
  get(key: string): unknown {
    return this.values[key];
  }
  set(key: string, value: unknown): EntryData {
    return new EntryData({ ...this.values, [key]: value });
  }
  filter(test: (value: unknown, key: string) => boolean): EntryData {
    return new EntryData(
      Object.fromEntries(Object.entries(this.values).filter(([key, value]) => test(value, key))),
    );
  }
  deleteIn(at: (string | number)[]): EntryData {
    const copy = this.toJS();
    let node = copy as Record<string | number, unknown>;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    delete node[at[at.length - 1] as string | number];
    return new EntryData(copy);
  }
  toJS(): Record<string, unknown> {
    return JSON.parse(JSON.stringify(this.values)) as Record<string, unknown>;
  }
}

describe("the check before the editor saves", () => {
  it("judges a new entry under the file Decap CMS writes for it", async () => {
    const config = generateCmsConfig({ schemaDir: path.join(CONTENT, "schemas") });
    const content = editorContent(ROOT);
    // A new vehicle of a team's collection: a copy of one of its vehicles under a version no vehicle has.
    const collection = config.collections.find((candidate) => candidate.folder && candidate.filter);
    const vehicles = content.entries
      .filter((entry) => `content/${entry.folder}` === collection?.folder)
      .map((entry) => JSON.parse(entry.text) as Record<string, unknown>);
    const first = vehicles.find(
      (data) => data[collection?.filter?.field ?? ""] === collection?.filter?.value,
    );
    if (!collection || !first) throw new Error("no collection split per team with a vehicle");
    const major = Math.max(...vehicles.map((data) => Math.floor(Number(data.version)))) + 1;
    const letters = /^[a-z]+/.exec(String(first.slug))?.[0] ?? "zfr";
    const data: Record<string, unknown> = {
      ...first,
      slug: `${letters}${major}.0`,
      version: `${major}.0`,
      order: Math.max(...vehicles.map((vehicle) => Number(vehicle.order))) + 1,
    };
    delete data.aliases;

    const refusals = jest.fn(check.refusals);
    const registerEventListener = jest.fn();
    Object.assign(window, {
      ContentCheck: { ...check, refusals },
      CMS: { registerEventListener, registerCustomFormat: jest.fn(), init: jest.fn() },
      fetch: jest.fn(async (url: string) => ({
        ok: true,
        json: async () => (url === "content.json" ? content : JSON.parse(JSON.stringify(config))),
      })),
    });
    await jest.isolateModulesAsync(async () => {
      await import("../../src/admin/start");
    });
    window.dispatchEvent(new Event("DOMContentLoaded"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body.textContent).toBe("");
    const preSave = registerEventListener.mock.calls.find(([listener]) => listener.name === "preSave")?.[0];
    const entry = new Map<string, unknown>([
      ["collection", collection.name],
      ["slug", ""],
      ["data", new EntryData(data)],
      ["newRecord", true],
      ["mediaFiles", []],
    ]);

    const saved = (await preSave.handler({ entry })) as EntryData;
    expect(saved.toJS()).toEqual(data);
    // Decap names the file after the slug with its dots as dashes ("zfr90.0" → zfr90-0.json).
    expect(refusals).toHaveBeenCalledWith(
      content,
      expect.objectContaining({ file: `content/vehicles/${letters}${major}-0.json`, isNew: true }),
    );
    expect(document.getElementById("content-check-problems")).toBeNull();
  }, 30_000);
});
