/** @jest-environment node */
// A field removed from a form's description keeps its data: its column stays in the database, and the
// officers' list and CSV export still show it, after the described columns.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { parseCommand, runCommand } from "../../../src/server/cli";
import { insertMessages } from "../../../src/server/forms/store";
import { contactPayload } from "../../fixtures/payloads";
import { BACKENDS, openTestDatabase } from "../helpers";

jest.setTimeout(60_000);

describe.each(BACKENDS)("a stored column no field describes any more, on %s", (backend) => {
  it("is listed and exported with what it holds", async () => {
    const test = await openTestDatabase(backend);
    const out = mkdtempSync(path.join(os.tmpdir(), "removed-field-"));
    try {
      // What a migration made for a field since removed from the contact form's description.
      await test.db.query(`ALTER TABLE messages ADD COLUMN fax text NOT NULL DEFAULT ''`);
      const [id] = await insertMessages(test.db, [contactPayload()]);
      await test.db.query(`UPDATE messages SET fax = $1 WHERE id = $2`, ["011 2222 3333", id]);

      const lines: string[] = [];
      const run = (...args: string[]) =>
        runCommand(test.db, parseCommand(args), (line) => void lines.push(line), {});
      await run("list", "messages");
      expect(lines.join("\n")).toContain("011 2222 3333");
      await run("export", out);
      const [header, row] = readFileSync(path.join(out, "messages.csv"), "utf8").split("\n");
      expect(header).toMatch(/^id,created_at,name,email,phone,.*,fax$/);
      expect(row).toMatch(/,011 2222 3333$/);
    } finally {
      await test.drop();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
