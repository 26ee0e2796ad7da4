import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./tools/bench/lib/chromium-flags";

/**
 * The browser suite: Debian's Chromium (no browser download) against the production build,
 * served by the project's own server (compiled, as production runs it) on 127.0.0.1. Build first (`npm run build`).
 */
const PORT = Number(process.env.E2E_PORT ?? 9100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The handover build's spec (__tests__/e2e/handover-build.spec.ts), a project of its own. */
const HANDOVER = /handover-build\.spec\.ts$/;

export default defineConfig({
  testDir: "__tests__/e2e",
  outputDir: "test-results/artifacts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: HANDOVER,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The production build of a handed-over copy (no browser): after the browser tests, so that it never
    // slows a page under test. `--project=handover --no-deps` runs it alone.
    { name: "handover", testMatch: HANDOVER, dependencies: ["desktop"] },
  ],
  webServer: {
    // The server as production runs it: compiled, under plain node.
    command: `tsx scripts/build-server.ts && exec node dist/server/index.js`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      RATE_LIMIT_MAX: "1000",
      NODE_ENV: "production",
    },
  },
});
