/** @type {import("jest").Config} */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost" },
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
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@gatsbyjs)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.ts"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/setup-tests.ts"],
};
