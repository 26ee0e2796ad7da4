/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.join(__dirname, "..", "..");

jest.setTimeout(60_000);

/** Runs `npm run media:import -- FILES…` as npm would, from the project folder. */
function mediaImport(...files: string[]) {
  return spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/media-import.ts", ...files], {
    cwd: ROOT,
    encoding: "utf8",
  });
}

describe("npm run media:import", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-import-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("fixes each photo in place, printing size and dimensions before and after, and fails on a non-image", async () => {
    const photo = path.join(dir, "grid.jpg");
    fs.writeFileSync(
      photo,
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#1030a0" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const notes = path.join(dir, "notes.txt");
    fs.writeFileSync(notes, "not a photo");

    const result = mediaImport(photo, notes);

    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(`^${photo}: re-encoded, 4000×3000 px, [\\d.]+ KB → 1920×2560 px, [\\d.]+ KB$`, "m"),
    );
    expect(result.stderr).toContain(`${notes}: is not an image (JPEG, PNG or WebP expected)`);
    expect(result.stderr).toContain("media:import failed for 1 of 2 files.");
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1920, height: 2560 });
  });

  it("exits 0 when every photo is safe, and asks for files when given none", async () => {
    const photo = path.join(dir, "safe.png");
    fs.writeFileSync(
      photo,
      await sharp({ create: { width: 40, height: 20, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    const result = mediaImport(photo);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${photo}: already safe (40×20 px,`);
    expect(mediaImport()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("Usage: npm run media:import"),
    });
  });
});
