#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: `scripts/with-postgres.sh npx jest __tests__/server`.
# Without PostgreSQL (and not root, so it cannot be installed) the command runs with SKIP_POSTGRES=1: the
# suites that need PostgreSQL are left out, and one line says how to run them.
# It creates a cluster in a temporary directory, starts it on 127.0.0.1 at a free port (its Unix socket in
# that directory too), creates a database, exports TEST_DATABASE_URL for the command, and afterwards stops
# the server and deletes everything. It exits with the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [arguments...]" >&2
  exit 2
fi

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
    echo "$dir"
  elif command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  fi
}

PG_BIN=${PG_BIN:-$(find_bin)}
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" -ne 0 ] || [ "${SKIP_POSTGRES:-}" = 1 ]; then
    # A student's laptop: the suites run on SQLite alone; CI (root, Debian) installs PostgreSQL below.
    echo "PostgreSQL is not installed: its suites are skipped (to run them, install PostgreSQL — Debian/Ubuntu: sudo apt-get install postgresql; macOS: brew install postgresql — and run this again)." >&2
    SKIP_POSTGRES=1 exec "$@"
  fi
  echo "Installing PostgreSQL (apt-get install postgresql)..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(find_bin)
  [ -n "$PG_BIN" ] || { echo "PostgreSQL was installed but initdb was not found" >&2; exit 1; }
fi

# PostgreSQL will not run as root: as root, the cluster belongs to the postgres user of Debian's package.
# (Expanded as ${run_as[@]+"${run_as[@]}"}: macOS's bash 3.2 calls an empty array unbound under set -u.)
run_as=()
tmp=$(mktemp -d /tmp/with-postgres.XXXXXX)
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "Running as root needs the 'postgres' system user (Debian's postgresql package creates it)." >&2
    rm -rf "$tmp"
    exit 1
  fi
  chown postgres: "$tmp"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  ${run_as[@]+"${run_as[@]}"} "$PG_BIN/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')

${run_as[@]+"${run_as[@]}"} "$PG_BIN/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --no-sync >"$tmp/initdb.log" 2>&1 ||
  { cat "$tmp/initdb.log" >&2; exit 1; }
# A throwaway cluster for tests: no fsync, so that a suite's thousands of small commits stay quick.
if ! ${run_as[@]+"${run_as[@]}"} "$PG_BIN/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null; then
  cat "$tmp/server.log" >&2
  exit 1
fi
${run_as[@]+"${run_as[@]}"} "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres forms_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/forms_test"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (TEST_DATABASE_URL)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
