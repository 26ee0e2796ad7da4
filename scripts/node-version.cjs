// The Node.js version check every entry point runs first (the compiled server's from `banner()`), against
// package.json's "engines.node" (">=22.13": typescript-eslint's eslint-visitor-keys needs it on the 22
// line). Plain CommonJS with no dependency, so any old Node runs it and stops with one line instead of a
// segmentation fault minutes later.

"use strict";
const path = require("node:path");

/** The oldest version package.json's engines.node allows, as [major, minor] (">=22.13" -> [22, 13]). */
function minimumVersion() {
  const range = require(path.join(__dirname, "..", "package.json")).engines.node;
  const match = /^>=\s*(\d+)(?:\.(\d+))?$/.exec(range);
  if (!match)
    throw new Error(`package.json engines.node must read ">=N" or ">=N.M", not ${JSON.stringify(range)}`);
  return [Number(match[1]), match[2] ? Number(match[2]) : 0];
}

/** The oldest version as it is written to people: "22.13", or "22" for ">=22". */
function minimumText() {
  const [major, minor] = minimumVersion();
  return minor ? `${major}.${minor}` : String(major);
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
  const [major, minor] = minimumVersion();
  const line = JSON.stringify(message(minimumText(), "__CURRENT__")).replace(
    "__CURRENT__",
    '" + process.versions.node + "',
  );
  // Its own "use strict" first, so the bundle's directive still applies to the whole file.
  return (
    `"use strict"; { const [a, b] = process.versions.node.split(".").map(Number); ` +
    `if (a < ${major} || (a === ${major} && b < ${minor})) { console.error(${line}); process.exit(1); } }`
  );
}

/** Stops this process with the line when its Node.js is older than engines.node allows. */
function check() {
  const [major, minor] = minimumVersion();
  const [have, haveMinor] = process.versions.node.split(".").map(Number);
  if (have < major || (have === major && haveMinor < minor)) {
    console.error(message(minimumText(), process.versions.node));
    process.exit(1);
  }
}

module.exports = { banner, check };

if (require.main === module) check();
