/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writePreviewStyle } from "../../gatsby/editor-preview";
import { theme } from "../../src/styles/theme";

describe("the editor's preview style", () => {
  let adminDir: string;
  beforeEach(() => {
    adminDir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-style-"));
  });
  afterEach(() => fs.rmSync(adminDir, { recursive: true, force: true }));

  it("serves the site's web fonts beside it and names each in a font face", () => {
    const css = writePreviewStyle(path.join(__dirname, "..", ".."), adminDir);
    const fonts = fs.readdirSync(path.join(adminDir, "fonts")).sort();
    expect(fonts).toHaveLength(4);
    for (const font of fonts) {
      expect(fs.statSync(path.join(adminDir, "fonts", font)).size).toBeGreaterThan(1000);
      expect(css).toMatch(new RegExp(`@font-face\\{[^}]*src:url\\(fonts/${font}\\) format\\("woff2"\\)`));
    }
  });

  it("lays entries out in the site's colours and faces", () => {
    const css = writePreviewStyle(path.join(__dirname, "..", ".."), adminDir);
    expect(css).toContain(`body{margin:0;background:${theme.colors.surface};color:${theme.colors.text};`);
    expect(css).toContain(`.band{background:${theme.colors.ink};`);
    expect(css).toMatch(new RegExp(`\\.band h1\\{[^}]*${theme.fontSizes.h1.replace(/[()+.]/g, "\\$&")}`));
    expect(css).toContain(".card.portrait img{aspect-ratio:1/1;}");
    expect(css).not.toContain("<");
  });
});
