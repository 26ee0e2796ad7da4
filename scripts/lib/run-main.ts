/**
 * Runs a command's `main` and exits with the code it returns: 0 done (or nothing returned), 1 refused (the
 * command printed why); an unexpected error is printed and exits 2.
 */
export function runMain(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
