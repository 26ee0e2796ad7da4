#!/usr/bin/env bash
# Installs the Debian packages a command needs when they are missing (idempotent, quick when present).
#   scripts/system-deps.sh chromium      → /usr/bin/chromium for Playwright and Lighthouse
#   scripts/system-deps.sh postgresql    → PostgreSQL server binaries for the API suite
#   scripts/system-deps.sh caddy restic rclone → the proxy and the backup tools the operations suites run
#   scripts/system-deps.sh java          → Java for the Nu HTML Checker (npm run check:html)
set -euo pipefail

missing=()
for pkg in "$@"; do
  case "$pkg" in
    # CHROME_PATH, Debian's chromium, or Playwright's own browser (`npx playwright install chromium`).
    chromium) [ -n "${CHROME_PATH:-}" ] || command -v chromium >/dev/null 2>&1 ||
      node -e 'process.exit(require("fs").existsSync(require("playwright-core").chromium.executablePath()) ? 0 : 1)' 2>/dev/null ||
      missing+=(chromium) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql) ;;
    # The Nu HTML Checker (vnu-jar) runs on any Java 11 or later.
    java) command -v java >/dev/null 2>&1 || missing+=(default-jre-headless) ;;
    *) dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg") ;;
  esac
done
[ -z "${missing[*]-}" ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}. On Debian/Ubuntu: sudo apt-get install -y ${missing[*]}; elsewhere, for the browser: npx playwright install chromium." >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
