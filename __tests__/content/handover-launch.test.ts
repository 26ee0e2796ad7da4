/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { copyProject, ROOT } from "../fixtures/project-copy";

/**
 * The club's year, done to a scratch copy of the project: a board handover (every member replaced by a
 * new person in the same post, five alumni leaving and two joining, one sponsor swapped) and then the
 * launch (every photo and logo replaced, every placeholder text, the bank and contact details, one album
 * added and one removed). Against that copy it runs what gates publishing: the content check in its
 * launch mode (which also proves no placeholder is left), the production build with its own checks, and
 * every jest suite that reads content/. All must pass, and the built pages must show the new content.
 *
 * The photos are small generated pictures, so the build's image work stays cheap: the whole test is
 * meant to run in CI on a 2-core machine beside the other suites.
 */

/** What the jest suites read from the project besides the site's files (this test's own file among them). */
const TEST_FILES = [
  "tools",
  "__tests__",
  "__mocks__",
  "jest.config.js",
  "jest-preprocess.js",
  // The guides' test reads these: the guides, and the paths they name.
  "README.md",
  "docs",
  "deploy",
  ".github",
  ".ci",
];

/** A jest suite reads the content it runs against when its source (or a fixture it uses) names it. */
const READS_CONTENT =
  /\.\.\/\.\.\/content|"content"[,)]|fixtures\/(site-settings|page-copy|teams)|editorContent\(ROOT|rootDir: (ROOT|path\.join\(__dirname)/;

const NEW_BOARD = [
  "Zoya Siddiqui",
  "Rehan Ansari",
  "Meher Kaushik",
  "Tanveer Alam",
  "Ishita Rawat",
  "Faiz Rahman",
  "Nandini Chauhan",
  "Owais Qureshi",
  "Sana Mirza",
  "Kabir Sethi",
  "Alina Farooqui",
  "Devansh Tyagi",
  "Huma Naqvi",
];
const NEW_ALUMNI = [
  { name: "Rizwan Akhtar", post: "Vehicle Dynamics Engineer", company: "Mahindra Racing" },
  { name: "Pooja Bisht", post: "Battery Systems Engineer", company: "Ather Energy" },
];
const NEW_SPONSOR = { name: "Northline Forge", url: "https://www.northlineforge.com/" };
const SPONSOR_NAMES = [
  "Kestrel Bearings",
  "Aravalli Composites",
  "Gangetic Motors",
  "Vidyut Cells",
  "Sarthi Logistics",
  "Orbit CAD Labs",
  "Neelkanth Steel",
  "Pinnacle Lubricants",
  "Yamuna Fasteners",
  "Chambal Tyres",
  "Indus Telemetry",
  "Shikhar Paints",
  "Tarang Electronics",
  "Doab Machining",
  "Garuda Safety Gear",
  "Kaveri Castings",
  "Vindhya Sensors",
  "Narmada Print House",
  "Sutlej Springs",
  "Ropar Hydraulics",
  "Malwa Alloys",
];
const CONTACT = {
  email: "office@saezhcet.in",
  phones: ["+91 98370 41526", "+91 571 270 0920"],
};
const BANK: Record<string, string> = {
  "account-number": "3917 0245 5811",
  "bank-name": "State Bank of India",
  "cif-number": "80231746590",
  "branch-code": "01402",
  "ifsc-code": "SBIN0001402",
};
const NEW_ALBUM = { slug: "Section11", name: "Launch Day 2026", photos: 3 };

type Entry = Record<string, unknown> & { slug: string };

const kebab = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const readJson = (file: string): Entry => JSON.parse(fs.readFileSync(file, "utf8")) as Entry;
const writeJson = (file: string, data: object): void =>
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
/** The entries of a collection, with their files, in file-name order. */
const entries = (dir: string): { file: string; data: Entry }[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: path.join(dir, name), data: readJson(path.join(dir, name)) }));
/** An entry with some fields changed, keeping the key order (the canonical format) of the one it copies. */
const like = (template: Entry, values: Record<string, unknown>): Entry => {
  const out: Record<string, unknown> = {};
  for (const key of [...Object.keys(template), ...Object.keys(values)]) {
    const value = key in values ? values[key] : template[key];
    if (value !== undefined) out[key] = value;
  }
  return out as Entry;
};

/** A small picture that no generator made: a gradient with a seeded pattern, as JPEG or PNG. */
async function picture(width: number, height: number, seed: number, format: "jpeg" | "png"): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + seed * 37) % 256;
      raw[i + 1] = ((y * 255) / height + seed * 91) % 256;
      raw[i + 2] = (((x >> 4) ^ (y >> 4)) * 29 + (state >>> 27)) % 256;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

let seed = 1;
const created = new Set<string>();
/** Writes a new small picture at `file`, in the format its name says, in the given shape. */
async function newPicture(file: string, width = 480, height = 320): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await picture(width, height, seed++, file.endsWith(".png") ? "png" : "jpeg"));
  created.add(file);
}

/** Runs a command in the copy; resolves with its exit code, the seconds it took and its output's tail. */
function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; seconds: number; tail: string }> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  // The outer jest's own settings must not reach the build or the inner jest.
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({ code, seconds: (Date.now() - started) / 1000, tail: output.slice(-6000) }),
    );
  });
}

/** The visible part of a built page: its <main>. */
function mainOf(scratch: string, route: string): string {
  const html = fs.readFileSync(path.join(scratch, "public", route, "index.html"), "utf8");
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end);
}

jest.setTimeout(20 * 60_000);

describe("a board handover and the launch, done to a copy", () => {
  let scratch: string;
  let content: string;
  const summary: string[] = [];
  const changed = {
    boardOut: [] as string[],
    boardIn: [] as string[],
    alumniOut: [] as string[],
    alumniIn: [] as string[],
    sponsorOut: "",
    albumOut: { slug: "", name: "" },
    photos: 0,
    sponsorsRenamed: 0,
  };

  beforeAll(async () => {
    scratch = copyProject("handover-launch-", TEST_FILES);
    content = path.join(scratch, "content");

    // The handover: every board member replaced by a new person in the same post and place.
    const board = entries(path.join(content, "board"));
    for (const [index, { file, data }] of board.entries()) {
      const name = NEW_BOARD[index % NEW_BOARD.length] + (index < NEW_BOARD.length ? "" : ` ${index}`);
      const slug = kebab(name);
      fs.rmSync(path.join(content, "board", String(data.photo)));
      fs.rmSync(file);
      const photo = `./images/${slug}.jpg`;
      await newPicture(path.join(content, "board", photo), 300, 400);
      writeJson(
        path.join(content, "board", `${slug}.json`),
        like(data, { slug, name, photo, linkedin: undefined, instagram: undefined, photoFocus: undefined }),
      );
      changed.boardOut.push(String(data.name));
      changed.boardIn.push(name);
    }
    // Five alumni leave the list, two join it.
    const alumni = entries(path.join(content, "alumni"));
    for (const { file, data } of alumni.slice(0, 5)) {
      fs.rmSync(path.join(content, "alumni", String(data.photo)));
      fs.rmSync(file);
      changed.alumniOut.push(String(data.name));
    }
    const alumnusTemplate = (alumni[5] as { data: Entry }).data;
    for (const person of NEW_ALUMNI) {
      const slug = kebab(person.name);
      const photo = `./images/${slug}.jpg`;
      await newPicture(path.join(content, "alumni", photo), 300, 300);
      writeJson(
        path.join(content, "alumni", `${slug}.json`),
        like(alumnusTemplate, {
          ...person,
          slug,
          photo,
          linkedin: `https://www.linkedin.com/in/${slug}/`,
          photoFocus: undefined,
        }),
      );
      changed.alumniIn.push(person.name);
    }
    // One sponsor leaves; a new one takes its place in the order.
    const [gone, ...staying] = entries(path.join(content, "sponsors")).sort(
      (a, b) => Number(a.data.order) - Number(b.data.order),
    );
    if (!gone) throw new Error("content/sponsors has no entry to swap");
    fs.rmSync(path.join(content, "sponsors", String(gone.data.logo)));
    fs.rmSync(gone.file);
    changed.sponsorOut = String(gone.data.name);
    const sponsorSlug = kebab(NEW_SPONSOR.name);
    await newPicture(path.join(content, "sponsors", "images", `${sponsorSlug}.png`), 240, 120);
    writeJson(
      path.join(content, "sponsors", `${sponsorSlug}.json`),
      like(gone.data, { ...NEW_SPONSOR, slug: sponsorSlug, logo: `./images/${sponsorSlug}.png` }),
    );

    // The launch: the real names and addresses of the sponsors still listed...
    for (const [index, { file, data }] of staying.entries()) {
      const name =
        SPONSOR_NAMES[index % SPONSOR_NAMES.length] + (index < SPONSOR_NAMES.length ? "" : ` ${index}`);
      writeJson(file, like(data, { name, url: `https://www.${kebab(name).replace(/-/g, "")}.com/` }));
      changed.sponsorsRenamed++;
    }
    // ...the club's contact and bank details...
    const siteFile = path.join(content, "site", "site.json");
    const site = readJson(siteFile) as Entry & { bankDetails: { slug: string; value: string }[] };
    site.email = CONTACT.email;
    site.phones = CONTACT.phones;
    for (const detail of site.bankDetails) detail.value = BANK[detail.slug] ?? detail.value;
    writeJson(siteFile, site);
    // ...one album removed (its photos with it) and one added...
    // The last album listed on the gallery page (published and named) goes.
    const albums = entries(path.join(content, "gallery"))
      .filter(({ data }) => data.published === true && typeof data.name === "string")
      .sort((a, b) => Number(a.data.order) - Number(b.data.order));
    const removed = albums[albums.length - 1];
    if (!removed) throw new Error("content/gallery has no listed album to remove");
    for (const image of removed.data.images as { src: string }[]) {
      fs.rmSync(path.join(content, "gallery", image.src));
    }
    fs.rmSync(removed.file);
    changed.albumOut = { slug: removed.data.slug, name: String(removed.data.name ?? removed.data.slug) };
    const left = entries(path.join(content, "gallery"));
    const order = Math.max(...left.map(({ data }) => Number(data.order))) + 1;
    // A named album as the template, so the new one's keys come in the canonical order.
    const albumTemplate = (left.find(({ data }) => typeof data.name === "string") ?? removed).data;
    const images = Array.from({ length: NEW_ALBUM.photos }, (_, i) => ({
      src: `./images/${NEW_ALBUM.slug.toLowerCase()}/${String(i + 1).padStart(2, "0")}.jpg`,
      alt: `Launch day photo ${i + 1}: the team with the new car in the pit lane`,
    }));
    for (const image of images) await newPicture(path.join(content, "gallery", image.src), 480, 320);
    writeJson(
      path.join(content, "gallery", `${NEW_ALBUM.slug.toLowerCase()}.json`),
      like(albumTemplate, { slug: NEW_ALBUM.slug, order, name: NEW_ALBUM.name, published: true, images }),
    );
    // ...and every photo and logo still the generated stand-in replaced by a real picture, same shape.
    for (const name of fs.readdirSync(content, { recursive: true }) as string[]) {
      const file = path.join(content, name);
      if (!/\/images\//.test(`/${name}`) || !/\.(jpe?g|png)$/i.test(name)) continue;
      if (created.has(file)) continue;
      const { width = 480, height = 320 } = await sharp(file).metadata();
      const scale = Math.min(1, 480 / Math.max(width, height));
      await newPicture(
        file,
        Math.max(16, Math.round(width * scale)),
        Math.max(16, Math.round(height * scale)),
      );
      changed.photos++;
    }
    summary.push(
      `Handover: ${changed.boardOut.length} board members replaced (same posts), alumni -${changed.alumniOut.length} +${changed.alumniIn.length}, sponsor "${changed.sponsorOut}" -> "${NEW_SPONSOR.name}".`,
      `Launch: ${changed.photos} photos/logos replaced by new ${"<="}480 px pictures, ${changed.sponsorsRenamed} sponsors named, e-mail, 2 phones and ${Object.keys(BANK).length} bank values set, album "${changed.albumOut.name}" (${changed.albumOut.slug}) removed, "${NEW_ALBUM.name}" (${NEW_ALBUM.slug}) added.`,
    );
  });

  afterAll(() => {
    // For the CI log and for pasting: what was changed, each step's time and result.
    const text = `Handover-and-launch test:\n  ${summary.join("\n  ")}\n`;
    console.log(text);
    fs.mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "test-results", "handover-launch.txt"), text);
    if (scratch && !process.env.KEEP_HANDOVER_COPY) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("passes the content check, with no placeholder left (npm run check:content -- --launch)", async () => {
    const result = await run("npx", ["tsx", "scripts/check-content.ts", "--launch"], scratch);
    summary.push(
      `check:content --launch: ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s`,
    );
    if (result.code !== 0) throw new Error(`check:content --launch failed:\n${result.tail}`);
  });

  it("builds (npm run build, with the build's own route, link and size checks)", async () => {
    const result = await run("npm", ["run", "build"], scratch);
    summary.push(`npm run build: ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s`);
    if (result.code !== 0) throw new Error(`npm run build failed:\n${result.tail}`);

    const board = mainOf(scratch, "governingboard");
    for (const name of changed.boardIn) expect(board).toContain(name);
    for (const name of changed.boardOut) expect(board).not.toContain(name);
    const alumni = mainOf(scratch, "alumnis");
    for (const name of changed.alumniIn) expect(alumni).toContain(name);
    for (const name of changed.alumniOut) expect(alumni).not.toContain(name);
    const sponsors = mainOf(scratch, "sponsors");
    expect(sponsors).toContain(NEW_SPONSOR.name);
    expect(sponsors).not.toContain(changed.sponsorOut);
    const contact = mainOf(scratch, "contact");
    expect(contact).toContain(`mailto:${CONTACT.email}`);
    for (const phone of CONTACT.phones) expect(contact).toContain(phone);
    const support = mainOf(scratch, "supportus");
    for (const value of Object.values(BANK)) expect(support).toContain(value);
    expect(support).not.toMatch(/0000 0000|XXXX0/);
    expect(fs.existsSync(path.join(scratch, "public", "gallery", NEW_ALBUM.slug, "index.html"))).toBe(true);
    expect(mainOf(scratch, `gallery/${NEW_ALBUM.slug}`)).toContain(NEW_ALBUM.name);
    expect(fs.existsSync(path.join(scratch, "public", "gallery", changed.albumOut.slug))).toBe(false);
    expect(mainOf(scratch, "gallery")).toContain(`/gallery/${NEW_ALBUM.slug}`);
    expect(mainOf(scratch, "gallery")).not.toContain(`/gallery/${changed.albumOut.slug}"`);
    expect(mainOf(scratch, "gallery")).not.toContain(changed.albumOut.name);
    summary.push(
      "Built pages: new board, alumni, sponsor, contact and bank details shown; old ones gone; new album page built, removed one not.",
    );
  });

  it("passes every jest suite that reads content/, run in the copy", async () => {
    const suites = (fs.readdirSync(path.join(scratch, "__tests__"), { recursive: true }) as string[])
      .filter((name) => /\.test\.tsx?$/.test(name) && !name.startsWith("e2e") && !name.startsWith("server"))
      // The copy's own jest must not run this test again (it stays in the copy: the guides name it).
      .filter((name) => path.basename(name) !== path.basename(__filename))
      .filter((name) => READS_CONTENT.test(fs.readFileSync(path.join(scratch, "__tests__", name), "utf8")))
      .map((name) => path.join("__tests__", name))
      .sort();
    expect(suites.length).toBeGreaterThan(10);
    const result = await run("npx", ["jest", "--ci", "--selectProjects", "site", "--", ...suites], scratch);
    const counts = /Tests:\s+(.*)/.exec(result.tail)?.[1] ?? "no count";
    summary.push(
      `jest in the copy (${suites.length} suites that read content/): ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s (${counts})`,
    );
    if (result.code !== 0) throw new Error(`jest in the copy failed:\n${result.tail}`);
  });
});
