import fs from "node:fs";
import path from "node:path";
import type { ContentProblem } from "../../gatsby/content-check";

/**
 * GitHub Actions annotations for content problems: one `::error file=…,line=…::…` workflow command
 * each, so a pull request shows the problem on the line of the field that is wrong.
 */

/**
 * The line of a problem's field in its file's text: its keys found in order ("subEvents[1].rank":
 * "subEvents", then the second "rank" after it). Line 1 when a key is not found (a missing field).
 */
export function lineOf(text: string, field: string): number {
  let found = -1;
  let skip = 0;
  for (const part of field.split(/[.[\]]+/).filter(Boolean)) {
    // An index n: the next key is the one in the array's (n+1)th item.
    if (/^\d+$/.test(part)) {
      skip = Number(part);
      continue;
    }
    let at = found;
    for (let occurrence = 0; occurrence <= skip; occurrence += 1) {
      at = text.indexOf(`"${part}"`, at + 1);
      if (at === -1) break;
    }
    if (at === -1) break;
    found = at;
    skip = 0;
  }
  return found === -1 ? 1 : text.slice(0, found).split("\n").length;
}

/** Workflow-command data escaping (GitHub's own: %, CR and LF). */
const escapeData = (text: string): string =>
  text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
/** Property values escape ":" and "," too. */
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** The annotation for one problem; file names are relative to `baseDir`, as in the problem. */
export function annotation(problem: ContentProblem, baseDir: string): string {
  let text = "";
  try {
    text = fs.readFileSync(path.join(baseDir, problem.file), "utf8");
  } catch {
    // A file that cannot be read (it is the problem) is annotated on its first line.
  }
  const where = `file=${escapeProperty(problem.file)},line=${lineOf(text, problem.field)},title=Content check`;
  return `::error ${where}::${escapeData(`entry "${problem.entry}" › field "${problem.field}": ${problem.message}`)}`;
}
