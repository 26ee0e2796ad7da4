/** @jest-environment node */
// The beacon's body limit is one figure: the code's, quoted by the guides that name it.

import { readFileSync } from "node:fs";
import path from "node:path";

import { BEACON_BODY_LIMIT } from "../../src/lib/traffic";

it.each(["docs/forms.md", "docs/visit-counts.md"])(
  "%s gives the beacon's body limit as the code does",
  (guide) => {
    const text = readFileSync(path.join(__dirname, "../..", guide), "utf8");
    expect(text).toContain(`${BEACON_BODY_LIMIT.toLocaleString("en")} bytes`);
    expect(text).not.toMatch(/\b512 bytes\b/);
  },
);
