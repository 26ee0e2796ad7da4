import { breakpoints, colors, imageSizes, mq } from "../../src/styles/theme";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** An rgba() token composited over an opaque background, as the browser paints it. */
function over(rgba: string, background: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = (rgba.match(/[\d.]+/g) ?? []).map(Number);
  const mix = (top: number, start: number) =>
    Math.round(top * a + parseInt(background.slice(start, start + 2), 16) * (1 - a));
  return `#${[mix(r, 1), mix(g, 3), mix(b, 5)].map((n) => n.toString(16).padStart(2, "0")).join("")}`;
}

describe("theme colour tokens", () => {
  it.each([
    ["text on bg", colors.text, colors.bg],
    ["text on surface", colors.text, colors.surface],
    ["muted text on bg", colors.textMuted, colors.bg],
    ["muted text on surface", colors.textMuted, colors.surface],
    ["text on dark on ink", colors.textOnDark, colors.ink],
    ["text on dark on inkSoft", colors.textOnDark, colors.inkSoft],
    ["muted text on dark on ink", colors.textOnDarkMuted, colors.ink],
    ["muted text on dark on inkSoft", colors.textOnDarkMuted, colors.inkSoft],
    ["accent links on bg", colors.accent, colors.bg],
    ["accent hover on bg", colors.accentHover, colors.bg],
    ["accent on dark on ink", colors.accentOnDark, colors.ink],
    ["accent on dark on inkSoft", colors.accentOnDark, colors.inkSoft],
    ["button text on accent", colors.onAccent, colors.accent],
    ["button text on accent hover", colors.onAccent, colors.accentHover],
    ["danger on bg", colors.danger, colors.bg],
    ["success on bg", colors.success, colors.bg],
    ["nav text on the see-through bar over white", colors.textOnDark, over(colors.inkGlass, colors.bg)],
  ])("%s reaches 4.5:1", (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ["focus ring on bg", colors.focus, colors.bg],
    ["focus ring on surface", colors.focus, colors.surface],
    ["focus ring on dark on ink", colors.focusOnDark, colors.ink],
    ["focus ring on dark on inkSoft", colors.focusOnDark, colors.inkSoft],
  ])("%s reaches 3:1 (non-text contrast)", (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe("breakpoints", () => {
  it("are xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400", () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it("build min-width, max-width and range media queries", () => {
    expect(mq.up("md")).toBe("@media (min-width: 768px)");
    expect(mq.down("md")).toBe("@media (max-width: 767.98px)");
    expect(mq.between("md", "lg")).toBe("@media (min-width: 768px) and (max-width: 991.98px)");
  });
});

describe("imageSizes", () => {
  it("writes an image's sizes from the theme's breakpoints, widest first, whatever order they are given in", () => {
    expect(imageSizes({ sm: "31vw", xl: "260px", lg: "23vw" }, "47vw")).toBe(
      "(min-width: 1200px) 260px, (min-width: 992px) 23vw, (min-width: 576px) 31vw, 47vw",
    );
    expect(imageSizes({}, "100vw")).toBe("100vw");
  });
});
