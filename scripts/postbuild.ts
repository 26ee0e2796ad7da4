/**
 * npm's postbuild: every check of the built site (Gatsby's contract first), then brotli and gzip copies of
 * public/'s text files, which the server sends as they are; in one process to pay one `tsx` start-up. A
 * failing check stops the build before anything is compressed.
 */
import path from "node:path";
import { precompress } from "../src/server/http/precompress";
import { runMain } from "./lib/run-main";

const CHECKS = ["./check-contract", "./size-budget", "./check-routes", "./check-links"] as const;

async function main(): Promise<void> {
  const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const started = Date.now();
  for (const check of CHECKS) {
    const stepStarted = Date.now();
    // Each check runs when loaded, prints its report and exits 1 on a problem.
    await import(check);
    console.log(`postbuild: ${check.slice(2)} took ${seconds(stepStarted)}`);
  }
  const compressStarted = Date.now();
  const result = await precompress(path.resolve(__dirname, "..", "public"));
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
  const saved = result.sourceBytes ? 100 - (100 * result.brotliBytes) / result.sourceBytes : 0;
  console.log(
    `Precompressed: ${result.written} copies written for ${result.files} text files; ` +
      `brotli ${kb(result.sourceBytes)} → ${kb(result.brotliBytes)} (${saved.toFixed(0)}% smaller).`,
  );
  console.log(`postbuild: precompress took ${seconds(compressStarted)}; all steps ${seconds(started)}`);
}

runMain(main);
