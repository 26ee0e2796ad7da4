/**
 * postbuild: brotli and gzip copies of public/'s text files, which the server sends as they are.
 * Prints how much brotli saves on what it wrote.
 */
import path from "node:path";
import { precompress } from "../src/server/http/precompress";

export async function main(): Promise<void> {
  const started = Date.now();
  const result = await precompress(path.resolve(__dirname, "..", "public"));
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
  const saved = result.sourceBytes ? 100 - (100 * result.brotliBytes) / result.sourceBytes : 0;
  console.log(
    `Precompressed: ${result.written} copies written for ${result.files} text files in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `brotli ${kb(result.sourceBytes)} → ${kb(result.brotliBytes)} (${saved.toFixed(0)}% smaller).`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
