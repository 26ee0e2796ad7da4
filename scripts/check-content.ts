/**
 * `npm run check:content`: checks content/ against its JSON Schemas and cross-references,
 * printing one line per problem (file › entry › field: what is wrong). Exits 1 on any problem.
 */
import path from "node:path";
import { checkContent, formatProblem } from "../gatsby/content-check";

const rootDir = path.resolve(__dirname, "..");
const problems = checkContent({ rootDir });

if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log("Content check passed: every collection matches its schema, every file and reference exists.");
