/**
 * Checks every assumption of Gatsby's contract (gatsby/contract.ts) against the build's output: run by
 * npm's postbuild (scripts/postbuild.ts) after every `npm run build`, and on its own with
 * `npx tsx scripts/check-contract.ts [--public DIR] [--cache DIR]` (another copy of public/ or .cache/).
 * Prints each broken assumption by its id and exits 1.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ASSUMPTIONS } from "../gatsby/contract";
import { buildDirs, checkContract, contractReport } from "../gatsby/contract-check";

const given = parseArgs({ options: { public: { type: "string" }, cache: { type: "string" } } }).values;
const dirs = buildDirs(path.resolve(__dirname, ".."));
dirs.public = path.resolve(given.public ?? dirs.public);
dirs.cache = path.resolve(given.cache ?? dirs.cache);
const problems = checkContract(dirs);
if (problems.length > 0) {
  console.error(`\n${contractReport(problems)}`);
  process.exit(1);
}
console.log(`Gatsby's contract holds: ${ASSUMPTIONS.length} assumptions checked against ${dirs.public}`);
