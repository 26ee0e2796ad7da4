/** One run of the generator: where it writes, whether it overwrites, and what it did. */
import { existsSync } from "node:fs";
import path from "node:path";
import { formatBytes } from "../../src/lib/format";
import { writeFileCreatingFolders } from "./encode";

export interface Outcome {
  group: string;
  /** The file, from the run's root, with forward slashes. */
  file: string;
  written: boolean;
  label: string;
}

export interface Run {
  root: string;
  force: boolean;
  outcomes: Outcome[];
  warnings: string[];
}

export const toPosix = (file: string): string => file.split(path.sep).join("/");
export const relative = (run: Run, file: string): string => toPosix(path.relative(run.root, file));

/** Writes `file` unless it exists (and --force is off); `make` produces the bytes only when needed. */
export async function produce(
  run: Run,
  group: string,
  file: string,
  label: string,
  make: () => Promise<Uint8Array>,
): Promise<Outcome> {
  const outcome = { group, file: relative(run, file), label };
  if (!run.force && existsSync(file)) return { ...outcome, written: false };
  const bytes = await make();
  await writeFileCreatingFolders(file, bytes);
  console.log(`  + ${outcome.file}  ${formatBytes(bytes.length)}  ${label}`);
  return { ...outcome, written: true };
}
