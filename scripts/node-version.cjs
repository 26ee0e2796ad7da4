// The Node.js version check every entry point runs first: `npm install` (preinstall), `npm start`,
// `npm run serve`, the CLI, the editor, and the compiled server (dist/server/index.js and cli.js, whose
// first lines scripts/build-server.ts writes from `banner()`). The one fact is package.json's
// "engines.node" (">=22"); this file only reads it. Plain CommonJS with no dependency, so any old Node
// runs it and stops with one line instead of a segmentation fault minutes later.
//
//   node scripts/node-version.cjs    exits 1 with the line below on a Node.js older than engines.node

"use strict";
const path = require("node:path");

/** The oldest major version package.json's engines.node allows (">=22" -> 22). */
function minimumMajor() {
  const range = require(path.join(__dirname, "..", "package.json")).engines.node;
  const match = /^>=\s*(\d+)/.exec(range);
  if (!match) throw new Error(`package.json engines.node must read ">=N", not ${JSON.stringify(range)}`);
  return Number(match[1]);
}

/** The one line an old Node.js gets: the versions needed and how to get one. */
function message(minimum, current) {
  return (
    `This project needs Node.js ${minimum} or newer; this is Node.js ${current}. ` +
    `Install a newer one ("nvm install" reads .nvmrc, or https://nodejs.org/en/download), then run the command again.`
  );
}

/** Source code, for the top of a compiled bundle, that stops an older Node.js with the same line. */
function banner() {
  const minimum = minimumMajor();
  const line = JSON.stringify(message(minimum, "__CURRENT__")).replace(
    "__CURRENT__",
    '" + process.versions.node + "',
  );
  // Its own "use strict" first, so the bundle's directive still applies to the whole file.
  return `"use strict"; if (Number(process.versions.node.split(".")[0]) < ${minimum}) { console.error(${line}); process.exit(1); }`;
}

/** Stops this process with the line when its Node.js is older than engines.node allows. */
function check() {
  const minimum = minimumMajor();
  if (Number(process.versions.node.split(".")[0]) < minimum) {
    console.error(message(minimum, process.versions.node));
    process.exit(1);
  }
}

module.exports = { minimumMajor, message, banner, check };

if (require.main === module) check();
