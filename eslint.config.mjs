import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

// tools/ (benches, the audit, the placeholder-media generator) may use the site's code, never the reverse:
// the site, its build and its checks run without the tools' dependencies.
const NO_TOOLS = {
  regex: "(^|/)tools(/|$)|^@sae/tools",
  message: "The site's code imports nothing from tools/: move what both need to scripts/lib/ or src/lib/.",
};
// The npm scripts use the build's modules, never the reverse.
const NO_SCRIPTS = {
  regex: "^(\\./|(\\.\\./)+)scripts/",
  message: "gatsby/ imports nothing from scripts/: move what both need to gatsby/ or src/lib/.",
};
// The site, its browser code and the server are below the build and the scripts (src/admin/, the
// editor's bundle, shares the content rules of gatsby/).
const NO_BUILD = {
  regex: "^(\\./|(\\.\\./)+)(gatsby|scripts)/",
  message: "src/ imports nothing from gatsby/ or scripts/: move what both need to src/lib/.",
};
// src/lib/content/ reads files with node:fs; the browser's code gets content from GraphQL.
const NO_NODE_READERS = {
  regex: "(^|/)lib/content/",
  message: "Components, pages and hooks read content by GraphQL, not with src/lib/content/ (node only).",
};

const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".cache",
      "public",
      "data",
      "test-results",
      "playwright-report",
      "src/gatsby-types.d.ts",
      "static",
      ".floor-site",
      "dist",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // react-icons/fa6 is one module: a page that imports one icon from it loads every icon any page uses.
    // Icons come from src/components/icons/, one module each.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              // gatsby/on-create-webpack-config.ts leaves gatsby-script out of the browser build.
              name: "gatsby",
              importNames: ["Script", "ScriptStrategy"],
              message: "Gatsby's <Script> is left out of the site's JavaScript; load the script another way.",
            },
            {
              // Pages are never rendered in the browser, only their islands (src/components/island.tsx),
              // and Gatsby's router is not running there: a <Link> would change the address and nothing else.
              name: "gatsby",
              importNames: ["Link", "navigate"],
              message:
                "Use a plain <a href>: every page is loaded from the server (src/components/island.tsx).",
            },
          ],
          patterns: [
            {
              group: ["react-icons", "react-icons/*"],
              allowTypeImports: true,
              message:
                "Add the icon to scripts/extract-icons.ts, run it, and import it from src/components/icons/.",
            },
            {
              // Its GatsbyImage adds JavaScript and an inline script per image to a photo's page; the
              // plugin still makes the images (gatsbyImageData), and Picture draws them with neither.
              group: ["gatsby-plugin-image"],
              allowTypeImports: true,
              message: "Draw gatsbyImageData with Picture from src/components/ui.",
            },
          ],
        },
      ],
    },
  },
  {
    // The forms server shares data and rules with the site through src/lib/ only: it never loads the
    // site's components (React, emotion, Gatsby) to read a label or a message. One exception: the form it
    // draws again after refusing a submission sent without JavaScript is the site's own form, rendered by
    // server-form-page.tsx, so a field is drawn in one place. Its pages are React elements that
    // src/lib/render-document.tsx renders with the site's theme: their files name React's and emotion's
    // types, nothing else of them. (Replaces the rule above, whose imports the server has no use for either.)
    files: ["src/server/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)components(/(?!forms/server-form-page$).*)?$",
              message:
                "The server imports nothing from the site's components but server-form-page: move what both need to src/lib/.",
            },
            {
              group: ["react", "react-dom", "react-dom/*", "@emotion/*", "gatsby*"],
              allowTypeImports: true,
              message:
                "The server imports nothing from React, emotion or Gatsby: move what both need to src/lib/.",
            },
          ],
        },
      ],
    },
  },
  // The layers import downwards only (docs/development.md, "Layout"). A later block replaces the rule of
  // an earlier one for the files both match, so each block lists the fences of the blocks before it.
  restrictImports(["src/**", "gatsby/**", "scripts/**", "gatsby-*.{ts,tsx}"], [NO_TOOLS]),
  restrictImports(["gatsby/**", "gatsby-*.{ts,tsx}"], [NO_TOOLS, NO_SCRIPTS]),
  restrictImports(["src/**"], [NO_TOOLS, NO_BUILD], ["src/admin/**"]),
  restrictImports(
    ["src/components/**", "src/pages/**", "src/templates/**", "src/hooks/**", "src/islands.ts"],
    [NO_TOOLS, NO_BUILD, NO_NODE_READERS],
  ),
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ["__tests__/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
