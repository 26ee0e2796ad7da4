import fs from "node:fs";
import { chromium } from "playwright-core";

/** Flags for Debian's headless Chromium in the browser suite and the audit: no sandbox, GPU or background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser the suite, the audit and the bench drive: CHROME_PATH when set; else Playwright's own
 * Chromium when it is installed (`npx playwright install chromium`, the usual way on macOS and Windows);
 * else the system's Chromium (Debian's package, /usr/bin/chromium, as CI uses).
 */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    // No browser of Playwright's own is known for this platform.
  }
  return "/usr/bin/chromium";
}
