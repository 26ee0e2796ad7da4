/**
 * npm's postbuild: every check of the built site (Gatsby's contract first), then the compressed copies,
 * in one process to pay one `tsx` start-up; a failing check stops the build before anything is compressed.
 */
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
  const { main: precompress } = await import("./precompress");
  await precompress();
  console.log(`postbuild: precompress took ${seconds(compressStarted)}; all steps ${seconds(started)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
