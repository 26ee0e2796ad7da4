#!/usr/bin/env bash
# One release of the site: the built pages, the compiled server and the content the server reads (the
# sponsors, the site's settings) in one folder, BASE/releases/<commit>/, made live by switching the link
# BASE/current to it in one rename. The service runs BASE/current/dist/server/index.js, so pages, server
# and content always change together, and going back is switching the link back.
#
#   release.sh pack OUT              on the build machine, after `npm run build`: writes the release to OUT
#   release.sh activate BASE COMMIT  on the host, once OUT is copied to BASE/releases/COMMIT: start its server
#                                    beside the live one until it answers /api/health (a release that fails
#                                    this never goes live), then switch, restart, check /api/health;
#                                    switches back to the previous release if that fails
#   release.sh rollback BASE [COMMIT]  on the host: back to the release that was live before this one (or
#                                    to COMMIT), checked, restarted and checked the same way
#   release.sh status BASE           the live release, the ones kept, and what /api/health says
#
# Settings (environment):
#   pack:      RELEASE_COMMIT (default: git's HEAD), SITE_DIR (the built site, default ./public),
#              CONTENT_DIR (default ./content)
#   on host:   RESTART_COMMAND (default "sudo systemctl restart sae-site"),
#              HEALTH_URL (default http://127.0.0.1:9000/api/health), HEALTH_SECONDS (60),
#              KEEP_RELEASES (5), UNIT_DIR (where the units are installed, /etc/systemd/system),
#              NODE (default node)
set -euo pipefail

RESTART_COMMAND=${RESTART_COMMAND:-sudo systemctl restart sae-site}
HEALTH_URL=${HEALTH_URL:-http://127.0.0.1:9000/api/health}
HEALTH_SECONDS=${HEALTH_SECONDS:-60}
KEEP_RELEASES=${KEEP_RELEASES:-5}
UNIT_DIR=${UNIT_DIR:-/etc/systemd/system}
NODE=${NODE:-node}

say() { printf 'release: %s\n' "$*"; }
fail() {
  printf 'release: %s\n' "$*" >&2
  exit 1
}

# --- pack ------------------------------------------------------------------------------------------------

pack() {
  local out=${1:?usage: release.sh pack OUT}
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  local site=${SITE_DIR:-$root/public}
  local content=${CONTENT_DIR:-$root/content}
  local commit=${RELEASE_COMMIT:-$(git -C "$root" rev-parse HEAD)}
  [ -f "$site/index.html" ] || fail "no built site in $site: run npm run build first"
  [ -d "$content/sponsors" ] && [ -f "$content/site/site.json" ] || fail "no content in $content"

  rm -rf "$out"
  mkdir -p "$out/content" "$out/node_modules"
  # -p keeps the times: the brotli and gzip copies stay newer than their files, so they are served.
  cp -Rp "$site" "$out/public"
  cp -Rp "$content/sponsors" "$content/site" "$out/content/"
  RELEASE_COMMIT=$commit "$root/node_modules/.bin/tsx" "$root/scripts/build-server.ts" --outdir "$out/dist/server"

  # The native SQLite module as installed here, with what it loads at run time (the packages it depends
  # on, less those used only to install or compile it); `activate` reinstalls it on a host where it does
  # not load.
  "$NODE" - "$root/node_modules" "$out/node_modules" <<'JS'
const { cpSync, existsSync, readFileSync } = require("node:fs");
const path = require("node:path");
const [from, to] = process.argv.slice(2);
const INSTALL_ONLY = new Set(["prebuild-install", "node-addon-api", "node-gyp"]);
// Its C sources and the compiler's leftovers: only the compiled .node file is loaded.
const SOURCES = new Set(["deps", "src", "obj", "obj.target", ".deps", "test_extension.node", "Makefile"]);
const LEFTOVER = /\.(?:a|o|mk|gypi|d)$/;
const copied = new Set();
const copy = (name) => {
  if (copied.has(name) || INSTALL_ONLY.has(name)) return;
  copied.add(name);
  const dir = path.join(from, name);
  if (!existsSync(dir)) throw new Error(`${name} is not installed in ${from}`);
  cpSync(dir, path.join(to, name), {
    recursive: true,
    preserveTimestamps: true,
    filter: (file) => !SOURCES.has(path.basename(file)) && !LEFTOVER.test(file),
  });
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  for (const dependency of Object.keys(manifest.dependencies ?? {})) copy(dependency);
};
copy("better-sqlite3");
JS
  local version
  version=$("$NODE" -p "require('$root/node_modules/better-sqlite3/package.json').version")
  # Its prebuilt binaries serve: npm is told not to run its install script, a compile that needs a toolchain.
  printf '{ "private": true, "dependencies": { "better-sqlite3": "%s" }, "allowScripts": { "better-sqlite3": false } }\n' \
    "$version" >"$out/package.json"

  cp "$root/scripts/release.sh" "$out/release.sh"
  # The unit and the Caddyfile this release was made for, to install from the host (docs/operations.md).
  cp -Rp "$root/deploy" "$out/deploy"
  printf '%s\n' "$commit" >"$out/COMMIT"
  say "packed $commit into $out ($(du -sh "$out" | cut -f1))"
}

# --- on the host -----------------------------------------------------------------------------------------

# The commit BASE/current points at, or nothing.
live_commit() {
  local target
  target=$(readlink "$1/current" 2>/dev/null) || return 0
  basename "$target"
}

# Points BASE/current at releases/COMMIT in one rename: a reader sees the old link or the new, never none.
switch_to() {
  local base=$1 commit=$2
  ln -sfn "releases/$commit" "$base/current.next"
  mv -Tf "$base/current.next" "$base/current"
}

# `healthy COMMIT`: waits for HEALTH_URL to answer 200 with COMMIT, for HEALTH_SECONDS at most.
# `healthy COMMIT DIR`: the preflight. Starts DIR's server beside the live one, on a free loopback port with
# an empty scratch DATA_DIR (its migrations run on an empty SQLite database) and no mail, and waits the
# same for its /api/health; then stops it. Fails at once if that server exits or answers another commit.
healthy() {
  "$NODE" - "$HEALTH_URL" "$HEALTH_SECONDS" "$@" <<'JS'
const { spawn } = require("node:child_process");
const { mkdtempSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const [liveUrl, seconds, commit, dir] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const giveUp = (why) => {
  console.error(`release: ${why}`);
  process.exit(1);
};

/** Polls `url` until it answers 200 with the commit; `stop()` names a reason to give up sooner. */
async function poll(url, stop) {
  let last = "no answer";
  while (Date.now() < deadline) {
    const why = stop();
    if (why) return why;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = await response.json().catch(() => ({}));
      if (response.status === 200 && body.commit === commit) return undefined;
      last = `${response.status}, commit ${body.commit ?? "not given"}`;
      if (dir && response.status === 200) return `${url} answers commit ${body.commit}, not ${commit}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  return `${url} did not answer 200 with commit ${commit} within ${seconds} s (last: ${last})`;
}

(async () => {
  if (!dir) {
    const why = await poll(liveUrl, () => undefined);
    return why ? giveUp(why) : process.exit(0);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), "release-preflight-"));
  const env = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: scratch };
  for (const name of ["DATABASE_URL", "SMTP_URL", "PUBLIC_DIR", "LISTEN_FDS", "LISTEN_PID"]) delete env[name];
  env.BACKUP_DAYS = "0";
  const server = spawn(process.execPath, [path.join(dir, "dist/server/index.js")], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited;
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const gone = new Promise((resolve) => server.once("exit", (code, signal) => resolve((exited = code ?? signal))));
  const stop = () => exited !== undefined && `its server exited (${exited}):\n${output.trim().slice(-2000)}`;
  let url;
  while (!url && !stop() && Date.now() < deadline) {
    url = /Site running at (http:\/\/\S+)/.exec(output)?.[1];
    await sleep(100);
  }
  const why = url ? await poll(`${url}/api/health`, stop) : stop() || `its server did not start within ${seconds} s`;
  server.kill("SIGTERM");
  const killer = setTimeout(() => server.kill("SIGKILL"), 30_000);
  await gone;
  clearTimeout(killer);
  rmSync(scratch, { recursive: true, force: true });
  if (why) giveUp(`preflight of ${commit} failed: ${why}`);
  console.log(`release: preflight: ${commit} started beside the live release and answered ${url}/api/health`);
})();
JS
}

restart() {
  say "restarting: $RESTART_COMMAND"
  bash -c "$RESTART_COMMAND"
}

# The release must load its native module with this host's Node.js before it may go live.
ensure_native() {
  local dir=$1
  if (cd "$dir" && "$NODE" -e 'new (require("better-sqlite3"))(":memory:").close()') 2>/dev/null; then
    return 0
  fi
  say "better-sqlite3 as shipped does not load with Node.js $("$NODE" --version): installing it for this host"
  rm -rf "$dir/node_modules"
  (cd "$dir" && npm install --omit=dev --no-audit --no-fund --no-package-lock)
  (cd "$dir" && "$NODE" -e 'new (require("better-sqlite3"))(":memory:").close()') ||
    fail "better-sqlite3 does not load in $dir"
}

# Switches to COMMIT, restarts and checks; on failure switches back to PREVIOUS (if any) and fails. The
# service's socket (deploy/sae-site.socket) holds visitors' connections while it restarts.
go_live() {
  local base=$1 commit=$2 previous=$3
  switch_to "$base" "$commit"
  restart || true
  if healthy "$commit"; then
    printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$commit" >>"$base/releases.log"
    say "live: $commit"
    return 0
  fi
  if [ -z "$previous" ]; then
    fail "$commit did not come up healthy, and there is no earlier release to go back to"
  fi
  say "$commit did not come up healthy: switching back to $previous"
  switch_to "$base" "$previous"
  restart || true
  if healthy "$previous"; then
    fail "$commit failed its health check; $previous is live again"
  fi
  fail "$commit failed its health check, and $previous did not come back healthy either: check the service"
}

# Names the command that installs the release's systemd units when they differ from those installed.
check_units() {
  local dir=$1 file changed=()
  for file in "$dir"/deploy/*.service "$dir"/deploy/*.socket "$dir"/deploy/*.timer; do
    cmp -s "$file" "$UNIT_DIR/$(basename "$file")" || changed+=("$file")
  done
  [ ${#changed[@]} -eq 0 ] && return 0
  say "this release's systemd units differ from those in $UNIT_DIR; to install them, as root:"
  say "  install -m 644 ${changed[*]} $UNIT_DIR/ && systemctl daemon-reload && systemctl restart sae-site.socket sae-site"
}

activate() {
  local base=${1:?usage: release.sh activate BASE COMMIT} commit=${2:?usage: release.sh activate BASE COMMIT}
  base=$(cd "$base" && pwd)
  local dir=$base/releases/$commit
  [ -f "$dir/dist/server/index.js" ] || fail "no release in $dir"
  [ "$(cat "$dir/COMMIT")" = "$commit" ] || fail "$dir holds release $(cat "$dir/COMMIT"), not $commit"
  ensure_native "$dir"
  # Copied files get new times: the build's compressed copies are made newer than their files again.
  find "$dir/public" -type f \( -name '*.br' -o -name '*.gz' \) -exec touch {} +
  healthy "$commit" "$dir"
  local previous
  previous=$(live_commit "$base")
  [ "$previous" = "$commit" ] && previous=""
  go_live "$base" "$commit" "$previous"
  check_units "$dir"
  prune "$base" "$commit" "$previous"
}

rollback() {
  local base=${1:?usage: release.sh rollback BASE [COMMIT]}
  base=$(cd "$base" && pwd)
  local current target=${2:-}
  current=$(live_commit "$base")
  if [ -z "$target" ]; then
    # The release that was live before the current one: the last other commit in the log still kept.
    local line
    while read -r _ line; do
      if [ "$line" != "$current" ] && [ -d "$base/releases/$line" ]; then target=$line; fi
    done <"$base/releases.log"
  fi
  [ -n "$target" ] || fail "no earlier release kept in $base/releases to roll back to"
  [ -f "$base/releases/$target/dist/server/index.js" ] || fail "no release $target in $base/releases"
  say "rolling back from ${current:-nothing} to $target"
  healthy "$target" "$base/releases/$target"
  go_live "$base" "$target" "$current"
  check_units "$base/releases/$target"
}

# Keeps the KEEP_RELEASES newest releases, and always the live one and the one before it.
prune() {
  local base=$1 keep1=$2 keep2=$3 name count=0
  while read -r name; do
    count=$((count + 1))
    if [ "$count" -gt "$KEEP_RELEASES" ] && [ "$name" != "$keep1" ] && [ "$name" != "$keep2" ]; then
      rm -rf "${base:?}/releases/$name"
      say "deleted old release $name"
    fi
  done < <(ls -1t "$base/releases")
}

status() {
  local base=${1:?usage: release.sh status BASE}
  say "live: $(live_commit "$base")"
  say "kept: $(ls -1t "$base/releases" | tr '\n' ' ')"
  HEALTH_SECONDS=1 healthy "$(live_commit "$base")" && say "healthy"
}

case "${1:-}" in
  pack) pack "${@:2}" ;;
  activate) activate "${@:2}" ;;
  rollback) rollback "${@:2}" ;;
  status) status "${@:2}" ;;
  *) fail "usage: release.sh pack OUT | activate BASE COMMIT | rollback BASE [COMMIT] | status BASE" ;;
esac
