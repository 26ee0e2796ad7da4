/**
 * Deterministic placeholder media for the site, until real photos arrive.
 *
 *   npm run media               generate whatever is missing
 *   npm run media -- --force    regenerate everything
 *   npm run media -- --root DIR  work on another checkout (e.g. a scratch copy of content/)
 *
 * - every ./images/… path in content/<collection>/*.json, drawn next to its JSON file, without words, as
 *   what it stands for (photos 2400×1600, portraits 1200×1200, sponsor logos 800×400, site logos 600×200),
 *   and content/.placeholders.json, the SHA-256 of each one still a placeholder, which the launch check reads;
 * - static/press-releases/*.pdf for content/press-releases entries;
 * - static/videos/hero-{1,2}.{webm,mp4} and hero-poster.jpg, src/images/icon.png, static/og-image.jpg.
 *
 * All variation is seeded from the output path, and files carry no timestamps, so re-running yields
 * byte-identical files. Fails when the media together exceed the 60 MB budget.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import sharp from "sharp";
import {
  numberField,
  readEntries,
  stringField,
  type ContentEntry,
  type ImageRef,
} from "../../scripts/lib/content-entries";
import { formatBytes } from "../../src/lib/format";
import { socialImageSvg } from "./art-hero";
import { iconSvg } from "./art-logos";
import { orphanNotes } from "./checks";
import { generateContentImages } from "./content-images";
import { encodeSvg } from "./encode";
import { mediaFiles } from "./media-files";
import { buildPressReleasePdf, type ClubFacts } from "./press-release";
import { produce, relative, type Run } from "./run";
import { assertFfmpegAvailable, encodeHeroVideo, HERO_SIZE, renderHeroFrame } from "./video";

const BUDGET_BYTES = 60 * 1024 * 1024;

const USAGE = `Draws placeholder media for every image the content names, and the site's fixed media.

  npm run media                generate whatever is missing
  npm run media -- --force     regenerate everything
  npm run media -- --root DIR  work on another checkout (e.g. a scratch copy of content/)`;

function parseOptions(): { root: string; force: boolean } {
  const { values } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      root: { type: "string", default: process.cwd() },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const root = path.resolve(values.root ?? process.cwd());
  if (!existsSync(path.join(root, "content"))) {
    throw new Error(`No content/ folder in ${root}: run from the repository root or pass --root <dir>.`);
  }
  return { root, force: values.force ?? false };
}

function clubFacts(entries: readonly ContentEntry[]): ClubFacts {
  const site = entries.find((entry) => entry.collection === "site")?.data ?? {};
  const siteUrl = (stringField(site, "siteUrl") ?? "https://www.saezhcet.org").replace(/\/+$/, "");
  return {
    clubName: stringField(site, "clubName") ?? "SAE ZHCET Collegiate Club",
    college: stringField(site, "college") ?? "Zakir Husain College of Engineering and Technology",
    university: stringField(site, "university") ?? "Aligarh Muslim University",
    department: stringField(site, "department") ?? "Department of Mechanical Engineering",
    foundedYear: numberField(site, "foundedYear") ?? 2012,
    siteUrl,
    contactUrl: `${siteUrl}/contact`,
  };
}

async function generatePressReleases(
  run: Run,
  entries: readonly ContentEntry[],
  club: ClubFacts,
): Promise<void> {
  if (!existsSync(path.join(run.root, "content", "press-releases"))) {
    run.warnings.push("content/press-releases does not exist yet: no press-release PDFs generated");
    return;
  }
  for (const entry of entries.filter((candidate) => candidate.collection === "press-releases")) {
    const title = stringField(entry.data, "title");
    const date = stringField(entry.data, "date");
    const file = stringField(entry.data, "file");
    if (!title || !date || !file || !/^\/[a-z0-9/-]+\.pdf$/.test(file) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      run.warnings.push(
        `${relative(run, entry.file)}: needs title, date (YYYY-MM-DD) and file (/…/name.pdf); skipped`,
      );
      continue;
    }
    const target = path.join(run.root, "static", ...file.split("/").filter(Boolean));
    run.outcomes.push(
      await produce(run, "static/press-releases", target, title, () =>
        buildPressReleasePdf({ title, date }, club),
      ),
    );
  }
}

async function generateSiteAssets(run: Run, club: ClubFacts): Promise<void> {
  const icon = path.join(run.root, "src", "images", "icon.png");
  run.outcomes.push(
    await produce(run, "src/images", icon, "app icon", () =>
      encodeSvg(iconSvg(512), { format: "png", colours: 128 }),
    ),
  );
  const ogImage = path.join(run.root, "static", "og-image.jpg");
  const copy = {
    clubName: club.clubName,
    tagline: "Ideate. Design. Create.",
    place: `${club.college} · ${club.university}`,
  };
  run.outcomes.push(
    await produce(run, "static", ogImage, "social-sharing image", async () =>
      encodeSvg(await socialImageSvg(copy, { width: 1200, height: 630 }), { format: "jpeg", quality: 80 }),
    ),
  );
}

async function generateHeroVideos(run: Run): Promise<void> {
  const videos = path.join(run.root, "static", "videos");
  for (const variant of [1, 2] as const) {
    const webm = path.join(videos, `hero-${variant}.webm`);
    const mp4 = path.join(videos, `hero-${variant}.mp4`);
    const outcome = { group: "static/videos", label: `hero loop ${variant}` };
    if (!run.force && existsSync(webm) && existsSync(mp4)) {
      run.outcomes.push(
        { ...outcome, file: relative(run, webm), written: false },
        { ...outcome, file: relative(run, mp4), written: false },
      );
      continue;
    }
    assertFfmpegAvailable();
    await mkdir(videos, { recursive: true });
    await encodeHeroVideo(variant, webm, mp4);
    for (const file of [webm, mp4]) {
      console.log(`  + ${relative(run, file)}  ${outcome.label}`);
      run.outcomes.push({ ...outcome, file: relative(run, file), written: true });
    }
  }
  run.outcomes.push(
    await produce(
      run,
      "static/videos",
      path.join(videos, "hero-poster.jpg"),
      "hero poster (first frame of hero 1)",
      async () =>
        sharp(await renderHeroFrame(1, 0), { raw: { ...HERO_SIZE, channels: 3 } })
          .jpeg({ quality: 78, mozjpeg: true })
          .toBuffer(),
    ),
  );
}

/** content/<collection>/images folders that exist. */
async function contentImageFolders(root: string): Promise<string[]> {
  const contentDir = path.join(root, "content");
  const folders = await readdir(contentDir, { withFileTypes: true });
  return folders
    .filter((folder) => folder.isDirectory() && existsSync(path.join(contentDir, folder.name, "images")))
    .map((folder) => path.join(contentDir, folder.name, "images"));
}

async function summarise(run: Run, refs: readonly ImageRef[], seconds: number): Promise<boolean> {
  const imageFolders = await contentImageFolders(run.root);
  run.warnings.push(
    ...orphanNotes(
      run.root,
      refs,
      (await mediaFiles(imageFolders)).map((item) => item.file),
    ),
  );
  const generated = ["static/press-releases", "static/videos", "static/og-image.jpg", "src/images"];
  const files = await mediaFiles([...imageFolders, ...generated.map((place) => path.join(run.root, place))]);
  const total = files.reduce((sum, item) => sum + item.bytes, 0);
  const groups = [...new Set(run.outcomes.map((outcome) => outcome.group))].sort();
  console.log("\nSummary");
  for (const group of groups) {
    const inGroup = run.outcomes.filter((outcome) => outcome.group === group);
    const written = inGroup.filter((outcome) => outcome.written).length;
    console.log(
      `  ${group.padEnd(24)} ${String(written).padStart(4)} written ${String(inGroup.length - written).padStart(4)} skipped`,
    );
  }
  if (run.warnings.length > 0) {
    console.log(`\nNotes (${run.warnings.length})`);
    for (const warning of run.warnings) console.log(`  ! ${warning}`);
  }
  console.log(`\nLargest files`);
  for (const item of files.slice(0, 5)) {
    console.log(`  ${formatBytes(item.bytes).padStart(10)}  ${relative(run, item.file)}`);
  }
  const withinBudget = total <= BUDGET_BYTES;
  console.log(
    `\nTotal media: ${files.length} files, ${formatBytes(total)} (budget ${formatBytes(BUDGET_BYTES)})`,
  );
  console.log(`Done in ${seconds.toFixed(1)} s`);
  if (!withinBudget) console.error(`Media exceed the ${formatBytes(BUDGET_BYTES)} budget.`);
  return withinBudget;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { root, force } = parseOptions();
  const run: Run = { root, force, outcomes: [], warnings: [] };
  const entries = readEntries(path.join(root, "content"));
  const club = clubFacts(entries);
  console.log(`Generating placeholder media in ${root}${force ? " (--force)" : ""}`);
  const refs = await generateContentImages(run, entries);
  await generatePressReleases(run, entries, club);
  await generateSiteAssets(run, club);
  await generateHeroVideos(run);
  const ok = await summarise(run, refs, (performance.now() - started) / 1000);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
