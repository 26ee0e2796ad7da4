/** @jest-environment node */
// A stopping server (SIGTERM at a publish) answers every request on a connection it had accepted, like
// any other, rather than 503: behind the socket systemd holds there is no other instance to send it to,
// and connections it had not accepted wait on that socket for the next process (zero-downtime.test.ts).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import type { Database } from "../../../src/server/storage/db";
import { testApp } from "../helpers";

it("answers a request that arrives after the stop began, on a connection accepted before", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stop-test-"));
  writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>");
  const app = await testApp({ db: {} as Database }, { publicDir: dir, rateLimitMax: 10 });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const accepted = new Promise((resolve) => app.server.once("connection", resolve));
    const client = net.connect((app.server.address() as AddressInfo).port, "127.0.0.1");
    let answer = "";
    client.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => client.once("close", resolve));
    await accepted;

    const closed = app.close();
    client.write("GET / HTTP/1.1\r\nHost: club.example\r\n\r\n");
    await ended;
    await closed;
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain("<h1>Home</h1>");
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
