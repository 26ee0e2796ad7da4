// Where the server's own release is: the folder holding public/, content/ and the server's code. From
// src/server/ (run from source) and from dist/server/ (the compiled bundle) alike it is two levels up, so
// a server started from releases/<commit>/ reads that release's sponsors and pages, whatever the working
// directory, and never those of another checkout.

import path from "node:path";

export const RELEASE_ROOT = path.resolve(__dirname, "..", "..");

/** The commit the running server was built from ("source" when it runs from TypeScript). */
export const SERVER_COMMIT: string = process.env.SERVER_COMMIT ?? "source";
