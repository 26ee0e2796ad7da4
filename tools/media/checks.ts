/** Notes about content that does not follow content/README.md's conventions (reported, never fatal). */
import path from "node:path";
import type { ImageRef, ScanResult } from "../../scripts/lib/content-entries";
import { formatPath } from "../../gatsby/content-rules";
import { stringField } from "../../scripts/lib/content-entries";

const PHOTO_COLLECTIONS = new Set([
  "vehicles",
  "teams",
  "events",
  "gallery",
  "board",
  "alumni",
  "faculty",
  "college-heads",
]);
const LOGO_COLLECTIONS = new Set(["sponsors", "site"]);
/** Collections with one image per entry, whose file name content/README.md writes as the entry's slug. */
const SLUG_NAMED = new Set([
  "vehicles",
  "teams",
  "events",
  "board",
  "alumni",
  "faculty",
  "college-heads",
  "sponsors",
]);

export function contentNotes(root: string, scans: readonly ScanResult[]): string[] {
  const notes: string[] = [];
  const relative = (file: string): string => path.relative(root, file);
  for (const scan of scans) {
    for (const odd of scan.offConvention) {
      notes.push(
        `${relative(odd.file)} ${odd.at}: "${odd.value}" looks like an image but is not ./images/<name>.jpg|png (not generated)`,
      );
    }
    for (const ref of scan.refs) notes.push(...refNotes(ref, relative));
  }
  notes.push(
    ...sharedTargets(
      scans.flatMap((scan) => scan.refs),
      relative,
    ),
  );
  return notes;
}

function refNotes(ref: ImageRef, relative: (file: string) => string): string[] {
  const where = `${relative(ref.entry.file)} ${formatPath(ref.at)}`;
  const { collection, data } = ref.entry;
  const notes: string[] = [];
  const isPng = /\.png$/i.test(ref.value);
  if (PHOTO_COLLECTIONS.has(collection) && isPng)
    notes.push(`${where}: "${ref.value}" is a PNG, content/README.md asks for JPEG photos`);
  if (LOGO_COLLECTIONS.has(collection) && !isPng)
    notes.push(`${where}: "${ref.value}" is a JPEG, logos should be PNG with transparency`);
  const slug = stringField(data, "slug");
  const stem = path.basename(ref.value).replace(/\.[^.]+$/, "");
  if (SLUG_NAMED.has(collection) && slug !== undefined && stem !== slug) {
    notes.push(`${where}: file name "${path.basename(ref.value)}" differs from the slug "${slug}"`);
  }
  return notes;
}

function sharedTargets(refs: readonly ImageRef[], relative: (file: string) => string): string[] {
  const byTarget = new Map<string, Set<string>>();
  for (const ref of refs) {
    const users = byTarget.get(ref.target) ?? new Set<string>();
    users.add(relative(ref.entry.file));
    byTarget.set(ref.target, users);
  }
  return [...byTarget.entries()]
    .filter(([, users]) => users.size > 1)
    .map(
      ([target, users]) =>
        `${relative(target)} is shared by ${[...users].join(", ")} (drawn once, labelled for the first)`,
    );
}

/** Image files in content/<collection>/images/ that no entry refers to (e.g. left over after a rename). */
export function orphanNotes(
  root: string,
  refs: readonly ImageRef[],
  imageFiles: readonly string[],
): string[] {
  const referenced = new Set(refs.map((ref) => ref.target));
  return imageFiles
    .filter((file) => !referenced.has(file))
    .map((file) => `${path.relative(root, file)} is not referenced by any entry`);
}
