/**
 * The placeholder for every image the content names, drawn next to its JSON file when missing, and the
 * list of those still placeholders (content/.placeholders.json) that the launch check reads.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { scanEntry, type ContentEntry, type ImageRef } from "../../scripts/lib/content-entries";
import {
  listKey,
  readPlaceholderList,
  sha256,
  writePlaceholderList,
  type PlaceholderList,
} from "../../scripts/lib/placeholder-list";
import { mapLimit } from "../../scripts/lib/report";
import { contentNotes } from "./checks";
import { planImage, type ImagePlan } from "./describe";
import { renderPlan } from "./encode";
import { produce, relative, type Run } from "./run";

const CONCURRENCY = 4;

/**
 * Whether `bytes` are exactly the placeholder drawn for `plan`: for a file the list does not vouch for
 * (a list lost or never written). A picture of another size or format cannot be the drawn one, and
 * drawing is the slow part, so that is looked at first.
 */
async function isDrawing(bytes: Buffer, plan: ImagePlan): Promise<boolean> {
  const { width, height, format } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, format: undefined }));
  if (width !== plan.size.width || height !== plan.size.height || format !== plan.format) return false;
  return Buffer.compare(bytes, await renderPlan(plan)) === 0;
}

/**
 * Draws every missing content image (every one with --force) and rewrites the placeholder list when it
 * changes: an image is listed when this run drew it, or when its bytes are still those the list or the
 * drawing says; a photo the club put in place of one is not. Returns every image reference found.
 */
export async function generateContentImages(run: Run, entries: readonly ContentEntry[]): Promise<ImageRef[]> {
  const contentDir = path.join(run.root, "content");
  const previous = await readPlaceholderList(contentDir);
  const scans = entries.map(scanEntry);
  const refs = scans.flatMap((scan) => scan.refs);
  const unique = [...new Map(refs.map((ref) => [ref.target, ref] as const)).values()];
  // An album's photo count is the content check's (the gallery schema), not repeated here.
  run.warnings.push(...contentNotes(run.root, scans));
  const results = await mapLimit(unique, CONCURRENCY, async (ref) => {
    const plan = planImage(ref, relative(run, ref.target));
    const made: { bytes?: Buffer } = {};
    const outcome = await produce(
      run,
      `content/${ref.entry.collection}`,
      ref.target,
      plan.label,
      async () => {
        made.bytes = await renderPlan(plan);
        return made.bytes;
      },
    );
    const key = listKey(contentDir, ref.target);
    const bytes = made.bytes ?? (await readFile(ref.target).catch(() => undefined));
    const hash = bytes ? sha256(bytes) : undefined;
    const placeholder =
      bytes !== undefined &&
      (made.bytes !== undefined || previous.get(key) === hash || (await isDrawing(bytes, plan)));
    return { outcome, listed: placeholder && hash ? ([key, hash] as const) : undefined };
  });
  run.outcomes.push(...results.map((result) => result.outcome));
  const listed = results.map((result) => result.listed);
  const list: PlaceholderList = new Map(listed.filter((item) => item !== undefined));
  if (await writePlaceholderList(contentDir, list)) {
    console.log(`  = content/.placeholders.json  ${list.size} placeholder images listed`);
  }
  return refs;
}
