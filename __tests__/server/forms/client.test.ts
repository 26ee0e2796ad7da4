/** @jest-environment node */
// The browser forms' client (src/lib/api.ts) against the real server over HTTP, as a site hosted apart
// from its API uses it (GATSBY_API_URL), and the CORS answers that such a site needs.

import net, { type AddressInfo } from "node:net";

import type { FastifyInstance } from "fastify";

import type * as Api from "../../../src/lib/api";
import { RESUME_FILE_FIELD, RESUME_NOT_PDF } from "../../../src/lib/forms";
import { NAME_REQUIRED } from "../../fixtures/form-messages";
import {
  applicationBody,
  contactBody,
  openTestDatabase,
  pdfBytes,
  type TestDatabase,
  testApp,
} from "../helpers";

jest.setTimeout(60_000);

const SITE = "https://www.saezhcet.org";

describe("the forms' client and a separately hosted site", () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let api: typeof Api;

  beforeAll(async () => {
    testDb = await openTestDatabase("SQLite");
    app = await testApp({ db: testDb.db }, { corsOrigins: [SITE] });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    // Read when the module loads, as Gatsby inlines it at build time.
    process.env.GATSBY_API_URL = `http://127.0.0.1:${port}/`;
    // The server's no-JavaScript form page draws the site's forms, so src/lib/api-url.ts was loaded (with
    // no GATSBY_API_URL) when the app was: load the client afresh, as a page built with the variable does.
    jest.resetModules();
    api = await import("../../../src/lib/api");
  });

  afterAll(async () => {
    delete process.env.GATSBY_API_URL;
    await app.close();
    await testDb.drop();
  });

  it("takes the API's base URL from GATSBY_API_URL", () => {
    expect(api.apiUrl("/api/message")).toBe(`${process.env.GATSBY_API_URL}api/message`);
  });

  it("posts a message", async () => {
    expect(await api.postJson("/api/message", contactBody())).toEqual({
      ok: true,
      status: 201,
      data: { ok: true },
    });
  });

  it("gives the server's field errors", async () => {
    expect(await api.postJson("/api/message", contactBody({ name: "" }))).toEqual({
      ok: false,
      status: 400,
      errors: { name: NAME_REQUIRED },
    });
  });

  it("uploads a resume, then applies with it", async () => {
    const upload = await api.uploadResume(
      new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }),
    );
    if (!upload.ok) throw new Error(`upload failed with ${upload.status}`);
    expect((await api.postJson("/api/register", applicationBody(upload.data.url))).status).toBe(201);
  });

  it("gives an upload's refusal under the file input's name, where the upload widget shows it", async () => {
    const upload = await api.uploadResume(new Blob(["MZ not a pdf"], { type: "application/pdf" }));
    expect(upload).toEqual({ ok: false, status: 415, errors: { [RESUME_FILE_FIELD]: RESUME_NOT_PDF } });
  });

  it("gives status 0 when the server does not answer in time", async () => {
    const silent = net.createServer(() => undefined).listen(0, "127.0.0.1");
    await new Promise((resolve) => silent.once("listening", resolve));
    const { port } = silent.address() as AddressInfo;
    process.env.GATSBY_API_URL = `http://127.0.0.1:${port}`;
    let slow: typeof Api | undefined;
    jest.isolateModules(() => {
      slow = jest.requireActual<typeof Api>("../../../src/lib/api");
    });
    // The client's 20-second time-out, shortened to 200 ms; every other timer as it is.
    const wait = setTimeout;
    const shortened = jest
      .spyOn(global, "setTimeout")
      .mockImplementation(((callback: () => void, ms?: number) =>
        wait(callback, ms === 20_000 ? 200 : ms)) as unknown as typeof setTimeout);
    expect(await slow!.postJson("/api/message", {})).toEqual({
      ok: false,
      status: 0,
      errors: {},
    });
    shortened.mockRestore();
    silent.close();
  });

  it("answers a CORS preflight from the site's origin, and no other", async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: "OPTIONS",
        url: "/api/message",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    const allowed = await preflight(SITE);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      "access-control-allow-origin": SITE,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "Content-Type",
    });
    expect((await preflight("https://evil.example")).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lets the site's origin read the answer to its POST", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { origin: SITE },
      payload: { email: "fan@example.org" },
    });
    expect(response.headers["access-control-allow-origin"]).toBe(SITE);
  });
});
