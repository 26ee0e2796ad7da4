/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * The README, content/README.md and the guides in docs/ stay true to the repository: every relative link and picture points
 * at a file that exists (and at a heading that exists, when it names one), every file in docs/ is shown or
 * linked from one of them, every npm command they name is a script of package.json, every path of the
 * code they name exists, and the README stays short.
 */
const ROOT = path.resolve(__dirname, "..", "..");
const DOCS = path.join(ROOT, "docs");
const README_MAX_LINES = 150;

/** Every file under a folder, recursively, as absolute paths. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

const GUIDES = [
  path.join(ROOT, "README.md"),
  path.join(ROOT, "content", "README.md"),
  ...filesUnder(DOCS).filter((file) => file.endsWith(".md")),
];
const rel = (file: string): string => path.relative(ROOT, file);
const read = (file: string): string => fs.readFileSync(file, "utf8");

/** The text without fenced code blocks, keeping its line count. */
const withoutFences = (text: string): string =>
  text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ""));
/** The prose: no fenced blocks and no inline code spans. */
const prose = (text: string): string => withoutFences(text).replace(/`[^`\n]*`/g, "``");

/** Markdown links and pictures, `[text](target)` and `![alt](target)`, outside code. */
function linksOf(text: string): string[] {
  return [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] as string,
  );
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** The anchors GitHub gives a Markdown file's headings (lower case, punctuation dropped, spaces to hyphens). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = (match[1] as string)
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Where each relative link of every guide leads: the file, the anchor, and the guide it is in. */
const LINKS = GUIDES.flatMap((guide) =>
  linksOf(read(guide))
    .filter((target) => !isExternal(target))
    .map((target) => {
      const [pathPart = "", anchor] = target.split("#");
      const file = pathPart === "" ? guide : path.resolve(path.dirname(guide), decodeURI(pathPart));
      return { guide, target, file, anchor };
    }),
);

describe("the README and the guides in docs/", () => {
  it("link only to files that exist, and to headings those files have", () => {
    expect(LINKS.length).toBeGreaterThan(10);
    const broken = LINKS.filter(({ file, anchor }) => {
      if (!fs.existsSync(file)) return true;
      return anchor !== undefined && file.endsWith(".md") && !anchorsOf(file).has(anchor);
    }).map(({ guide, target }) => `${rel(guide)}: ${target}`);
    expect(broken).toEqual([]);
  });

  it("leave no file in docs/ unreferenced", () => {
    const referenced = new Set(LINKS.map(({ file }) => file));
    const files = filesUnder(DOCS);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !referenced.has(file)).map(rel)).toEqual([]);
  });

  it("name only npm scripts that package.json has", () => {
    const scripts = Object.keys(
      (JSON.parse(read(path.join(ROOT, "package.json"))) as { scripts: Record<string, string> }).scripts,
    );
    const named = GUIDES.flatMap((guide) =>
      [...read(guide).matchAll(/\bnpm (?:run ([\w:.-]+)|(test|start)\b)/g)].map((match) => ({
        guide,
        script: (match[1] ?? match[2]) as string,
      })),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(
      named
        .filter(({ script }) => !scripts.includes(script))
        .map((n) => `${rel(n.guide)}: npm run ${n.script}`),
    ).toEqual([]);
  });

  it("name only paths of the code that exist", () => {
    // Code and configuration, not content: the club replaces content/ entries, so examples of them may not exist.
    const CODE =
      /^(src|gatsby|scripts|__tests__|deploy|\.github|\.ci|content\/schemas)\/|^content\/README\.md$/;
    const missing = GUIDES.flatMap((guide) =>
      [...withoutFences(read(guide)).matchAll(/`([^`\s]+)`/g)]
        .map((match) => (match[1] as string).replace(/[.,:;]$/, ""))
        .filter((span) => CODE.test(span) && !/[<>…*{}]|NNN/.test(span))
        .filter((span) => !fs.existsSync(path.join(ROOT, span)))
        .map((span) => `${rel(guide)}: ${span}`),
    );
    expect(missing).toEqual([]);
  });

  it(`keep the README at most ${README_MAX_LINES} lines`, () => {
    const lines = read(path.join(ROOT, "README.md")).split("\n").length - 1;
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
