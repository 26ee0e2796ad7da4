// The server's own release (public/, content/, the code): two levels up from src/server/ and dist/server/
// alike, so a server reads its release's pages and sponsors whatever the working directory.

import path from "node:path";

export const RELEASE_ROOT = path.resolve(__dirname, "..", "..");

/** The commit the running server was built from ("source" when it runs from TypeScript). */
export const SERVER_COMMIT: string = process.env.SERVER_COMMIT ?? "source";
