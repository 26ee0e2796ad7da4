/** @jest-environment node */
// docs/forms.md's "Add a field to a form", on the server's side: its two steps as the guide writes them
// (the field line in the contact form's description, the migration file beside the others) and nothing
// else: the field is checked by the API, shown on the page for a form sent without JavaScript, stored,
// listed, exported, backed up and mailed; without the migration the server does not start. A field
// removed again keeps its data in the CSV. The fixtures the other suites send and store (contactPayload,
// contactBody, formInputs) take the field in, required or optional, and stay valid: the guide's list of
// tests to change holds none. (__tests__/forms/add-a-field.test.tsx shows it in the React form.)

import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

jest.mock("../../../src/lib/contact-form", () =>
  jest.requireActual("../../fixtures/contact-form-with-company"),
);

import { MIGRATION, addedField } from "../../fixtures/contact-form-with-company";
import { contactPayload, formInputs } from "../../fixtures/payloads";
import { CONTACT_FORM, validateForm } from "../../../src/lib/forms";
import { tooLong } from "../../fixtures/form-messages";
import { MIGRATIONS_DIR } from "../../../src/server/storage/migrate";
import { parseCommand, runCommand } from "../../../src/server/cli";
import { messageNotice } from "../../../src/server/forms/mail";
import { listMessages } from "../../../src/server/forms/store";
import { BACKENDS, contactBody, messagesBeside, openTestDatabase, testApp } from "../helpers";

jest.setTimeout(60_000);

/** The project's migrations with the guide's one added under the next free number, in a new folder. */
function migrationsWithRecipe(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "add-a-field-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const last = Math.max(...readdirSync(dir).map((file) => Number(file.slice(0, 3)) || 0));
  writeFileSync(
    path.join(dir, MIGRATION.name.replace("NNN", String(last + 1).padStart(3, "0"))),
    MIGRATION.sql,
  );
  return dir;
}

describe.each(BACKENDS)("a field described without its migration, on %s", (backend) => {
  it("stops the start, naming the column and the statement to write", async () => {
    await expect(openTestDatabase(backend)).rejects.toThrow(
      "messages.company). Add a migration src/server/storage/migrations/NNN_<table>_<column>.sql",
    );
  });
});

describe.each(BACKENDS)("a field added to the contact form's description, on %s", (backend) => {
  it("is checked, shown without JavaScript, stored, exported, backed up and mailed", async () => {
    expect(MIGRATION.name).toBe("NNN_messages_company.sql");
    const migrations = migrationsWithRecipe();
    const test = await openTestDatabase(backend, migrations);
    const out = mkdtempSync(path.join(os.tmpdir(), "add-a-field-"));
    const app = await testApp({ db: test.db });
    try {
      const post = (body: Record<string, unknown>) =>
        app.inject({ method: "POST", url: "/api/message", payload: contactBody(body) });
      expect((await post({ company: "" })).json()).toEqual({
        errors: { company: "Please name your company" },
      });
      expect((await post({ company: "x".repeat(81) })).json()).toEqual({ errors: { company: tooLong(80) } });

      const plain = await app.inject({
        method: "POST",
        url: "/api/message",
        payload: new URLSearchParams({
          firstName: "Aisha",
          email: "a@example.org",
          phone: "1",
          message: "Hi",
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.body).toMatch(
        /<label for="native-company"[^>]*>Company<span aria-hidden="true"> \*<\/span><\/label>/,
      );
      expect(messagesBeside(plain.body)["native-company"]).toBe("Please name your company");

      expect((await post({ company: "ACME Motors" })).statusCode).toBe(201);
      const [stored] = await listMessages(test.db);
      expect(stored).toMatchObject({ name: "Aisha Khan", company: "ACME Motors" });

      const run = (...args: string[]) => runCommand(test.db, parseCommand(args), () => undefined, {});
      await run("export", out);
      const csv = readFileSync(path.join(out, "messages.csv"), "utf8").split("\n");
      expect(csv[0]).toBe("id,created_at,name,email,phone,subject,message,company");
      expect(csv[1]).toMatch(/,ACME Motors$/);
      await run("backup", path.join(out, "backup.ndjson"));
      const lines = readFileSync(path.join(out, "backup.ndjson"), "utf8").split("\n");
      const heading = lines.findIndex((line) => line.includes('"table":"messages"'));
      const { columns } = JSON.parse(lines[heading] ?? "{}") as { columns: string[] };
      const { row: message } = JSON.parse(lines[heading + 1] ?? "{}") as { row: unknown[] };
      expect(message[columns.indexOf("company")]).toBe("ACME Motors");

      expect(messageNotice(stored!, stored!.id).text).toContain("Company: ACME Motors");
    } finally {
      await app.close();
      await test.drop();
      rmSync(out, { recursive: true, force: true });
      rmSync(migrations, { recursive: true, force: true });
    }
  });
});

describe.each(BACKENDS)("the suites' fixtures with the guide's field, on %s", (backend) => {
  afterAll(() => addedField("required"));

  it.each(["required", "optional"] as const)(
    "hold a valid value for it when it is %s, which the server accepts and stores, sent as JSON or without JavaScript",
    async (kind) => {
      const field = addedField(kind);
      expect(CONTACT_FORM.fields.at(-1)).toBe(field);
      expect("required" in field).toBe(kind === "required");
      const payload: Partial<Record<string, string>> = contactPayload();
      expect(payload.company).toMatch(new RegExp(`^.{1,${field.max}}$`));
      expect(validateForm(CONTACT_FORM, payload)).toEqual({});
      expect(formInputs(CONTACT_FORM, payload)).toHaveProperty("company", payload.company);

      const migrations = migrationsWithRecipe();
      const test = await openTestDatabase(backend, migrations);
      const app = await testApp({ db: test.db });
      try {
        const json = await app.inject({ method: "POST", url: "/api/message", payload: contactBody() });
        expect(json.statusCode).toBe(201);
        const plain = await app.inject({
          method: "POST",
          url: "/api/message",
          payload: new URLSearchParams({ ...formInputs(CONTACT_FORM, payload), website: "" }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        expect(plain.statusCode).toBe(303);
        // Left out: refused by name when required, stored empty when optional.
        const without = contactBody();
        delete without.company;
        const missing = await app.inject({ method: "POST", url: "/api/message", payload: without });
        expect(missing.statusCode).toBe(kind === "required" ? 400 : 201);
        const stored = (await listMessages(test.db)).map((row) =>
          new Map(Object.entries(row)).get("company"),
        );
        expect(stored).toEqual(
          kind === "required" ? [payload.company, payload.company] : [payload.company, payload.company, ""],
        );
      } finally {
        await app.close();
        await test.drop();
        rmSync(migrations, { recursive: true, force: true });
      }
    },
  );
});
