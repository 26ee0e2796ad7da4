/** @jest-environment node */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../fixtures/project-copy";
import {
  doYear,
  entries,
  NEW_ALBUM,
  NEW_ALUMNI,
  NEW_BOARD,
  NEW_SPONSOR,
  readJson,
  removeEntry,
  writeJson,
} from "./handover-year";

/**
 * The handover test's invented names cannot collide with an officer's real ones: on a copy of content/
 * whose board already has the test's first three new members (files and photos named after them), whose
 * alumni, sponsors and gallery already hold the test's own alumnus, sponsor and album, the year's changes
 * (handover-year.ts) still replace every board member by a new person, keep every post filled, pass the
 * launch content check, and leave the project's content/ untouched.
 */

jest.setTimeout(5 * 60_000);

/** One digest of every file under `dir` (names and bytes). */
function digest(dir: string): string {
  const hash = createHash("sha256");
  for (const name of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

/**
 * Renames an entry of a collection to `name`: its file, slug and picture follow (the picture is copied,
 * and the old one stays while another entry still names it).
 */
function rename(collection: string, file: string, name: string, pictureKey: string): void {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const data = readJson(file);
  const picture = String(data[pictureKey]);
  const newPicture = `./images/${slug}${path.extname(picture)}`;
  const moved = newPicture !== picture;
  if (moved) fs.copyFileSync(path.join(collection, picture), path.join(collection, newPicture));
  removeEntry(collection, file, moved ? [picture] : []);
  writeJson(path.join(collection, `${slug}.json`), { ...data, slug, name, [pictureKey]: newPicture });
}

describe("the handover test on content that already uses its names", () => {
  const before = digest(path.join(ROOT, "content"));
  let scratch: string;
  let copy: string;

  beforeAll(() => {
    // The launch check reads the folder as a project's content/.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "handover-names-"));
    copy = path.join(scratch, "content");
    fs.cpSync(path.join(ROOT, "content"), copy, { recursive: true });
  });
  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("replaces every board member by a new person, passes the launch check, and leaves content/ as it was", async () => {
    // The officer's new board: three of the test's own names, with their own files.
    const board = path.join(copy, "board");
    const planted = NEW_BOARD.slice(0, 3);
    for (const [index, { file }] of entries(board).slice(0, planted.length).entries()) {
      rename(board, file, planted[index] as string, "photo");
    }
    const alumnus = (NEW_ALUMNI[0] as { name: string }).name;
    rename(
      path.join(copy, "alumni"),
      (entries(path.join(copy, "alumni")).at(-1) as { file: string }).file,
      alumnus,
      "photo",
    );
    const sponsors = path.join(copy, "sponsors");
    rename(sponsors, (entries(sponsors).at(-1) as { file: string }).file, NEW_SPONSOR.name, "logo");
    // The test's album slug (unless the content already has it: e.g. in the handover test's own copy).
    const plantedAlbum = path.join(copy, "gallery", `${NEW_ALBUM.slug.toLowerCase()}.json`);
    const albumFile = fs.existsSync(plantedAlbum)
      ? plantedAlbum
      : path.join(copy, "gallery", "section0.json");
    const album = readJson(albumFile);
    fs.rmSync(albumFile);
    writeJson(plantedAlbum, { ...album, slug: NEW_ALBUM.slug, name: NEW_ALBUM.name });
    const members = entries(board).length;

    const year = await doYear(copy);

    expect(year.boardOut).toEqual(expect.arrayContaining(planted));
    const now = entries(board).map(({ data }) => String(data.name));
    expect(now).toHaveLength(members);
    expect(now.sort()).toEqual([...year.boardIn].sort());
    for (const name of year.boardIn) {
      for (const old of year.boardOut) {
        expect(name.toLowerCase()).not.toContain(old.toLowerCase());
        expect(old.toLowerCase()).not.toContain(name.toLowerCase());
      }
    }
    expect(year.alumniIn.map(({ name }) => name)).not.toContain(alumnus);
    expect(year.sponsorIn).not.toBe(NEW_SPONSOR.name);
    expect(year.albumIn.slug).not.toBe(NEW_ALBUM.slug);
    expect(year.albumIn.name).not.toBe(NEW_ALBUM.name);

    // The copy passes the launch check: every entry's photo is there and no placeholder is left.
    const check = await promisify(execFile)("npx", ["tsx", "scripts/check-content.ts", "--launch", copy], {
      cwd: ROOT,
    }).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`check:content --launch failed on the copy:\n${error.stdout}${error.stderr}`);
    });
    expect(check.stdout).not.toMatch(/error/i);
    expect(digest(path.join(ROOT, "content"))).toBe(before);
  });
});
