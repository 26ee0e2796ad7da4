/** @jest-environment node */
// The editor's start script as the build writes it (public/admin/start.js): one script of its own that
// needs nothing but the page's globals, so neither Node's modules nor the site's code end up in it.
import path from "node:path";
import { bundleStart } from "../../gatsby/on-post-bootstrap";

const ROOT = path.join(__dirname, "..", "..");

describe("the editor's start script bundle", () => {
  it("is one self-contained script that starts Decap by hand", async () => {
    const script = await bundleStart(ROOT);
    // Decap waits for CMS.init only when this is set before decap-cms.js runs.
    expect(script).toContain("CMS_MANUAL_INIT");
    expect(script).not.toMatch(/\brequire\(|\bimport\s*[("{*]|\bexport\s/);
    // It runs where it is loaded, before Decap: a function called at once, nothing left to load.
    expect(script.trim()).toMatch(/^"use strict";\(\(\)=>\{[\s\S]*\}\)\(\);$/);
  }, 60_000);
});
