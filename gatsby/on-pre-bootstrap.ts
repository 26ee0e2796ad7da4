import type { GatsbyNode } from "gatsby";
import { checkContent, formatProblem } from "./content-check";

/** Refuses to build from invalid content: runs before any node is sourced. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // Gatsby compiles this file into .cache/, so the project root is the working directory, not __dirname.
  const problems = checkContent({ rootDir: process.cwd() });
  if (problems.length > 0) {
    reporter.panic(
      `Content check failed with ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  ${formatProblem(problem)}`).join("\n"),
    );
  }
};
