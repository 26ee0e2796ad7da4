const os = require("node:os");

// No test may depend on finishing within jest's default 5 s: on a busy 2-core machine (a build beside
// `npm test`) a component test that waits on animations or dynamic imports takes longer. A test that
// needs more than this sets its own.
const testTimeout = 60_000;

/** @type {import("jest").Config} */
const site = {
  testTimeout,
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost" },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?|ttf|eot|mp4|webm|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/__tests__/e2e/",
    "<rootDir>/__tests__/fixtures/",
    "<rootDir>/__tests__/setup/",
    "<rootDir>/__tests__/server/",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@gatsbyjs)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.ts"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/setup-tests.ts"],
};

// The forms server's suites run in Node. Babel also compiles, to CommonJS, what jest could not load
// otherwise: the ESM-only packages Fastify's plugins and inject() require, wherever npm nested them.
const SERVER_TRANSFORMED = ["content-disposition", "cookie"];
/** @type {import("jest").Config} */
const server = {
  testTimeout,
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/server/**/*.test.ts"],
  transform: { "^.+\\.c?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  // Looks at the package after the last node_modules/ of a path.
  transformIgnorePatterns: [`node_modules/(?!.*node_modules/)(?!(${SERVER_TRANSFORMED.join("|")})/)`],
};

module.exports = {
  // Jest's default is one worker per core but one, so on a 2-core machine (CI's) every suite ran in a single
  // process, one after another. Many of them mostly wait, on servers and child processes (the release,
  // restart, backup and guide-command suites, the handover copy's own jest): a second worker runs another
  // suite meanwhile.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    { displayName: "site", ...site },
    { displayName: "server", ...server },
  ],
};
