#!/bin/bash
# The day's backups off the host, and the restore drill (docs/operations.md, "Backups off the host").
# Run as root by sae-site-backup.timer (DATA_DIR is the service user's alone), or by the operator:
#
#   bash /srv/sae-site/current/deploy/sae-site-backup.sh          copy off the host, then the drill
#   bash /srv/sae-site/current/deploy/sae-site-backup.sh drill    the drill alone
#
# copy:  checks that the server made today's backup, sends DATA_DIR/backups to the restic repository
#        named by BACKUP_REPOSITORY (encrypted with the password in /etc/sae-site/restic-password; made
#        at the first run), then forgets and prunes old copies (14 daily, 8 weekly, 12 monthly).
# drill: restores the latest copy from the repository into a scratch folder, `restore`s its newest backup
#        into a scratch SQLite database with the release's compiled CLI, and compares that database's
#        `stats` with the live one's. Fails when the newest copy is older than two days, the restore fails
#        or the restored database is empty while the live one is not.
# A failure is mailed to the club (the CLI's `alert`, through the server's SMTP settings) and pinged to
# BACKUP_PING_URL/fail; a success pings BACKUP_PING_URL (a dead man's switch: healthchecks.io's check
# notices when no ping comes).
#
# Settings: /etc/sae-site/backup.env (BACKUP_REPOSITORY, BACKUP_PING_URL, and what the repository needs,
# e.g. AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for s3:), then the server's /etc/sae-site/env (the
# DATABASE_URL and SMTP settings the CLI reads). The SAE_* variables below move it elsewhere (tests).

set -uo pipefail

mode=${1:-all}
case "$mode" in
  all | drill) ;;
  *)
    echo "usage: $0 [drill]" >&2
    exit 2
    ;;
esac

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
release=${SAE_RELEASE:-$(dirname "$here")}
data_dir=${SAE_DATA_DIR:-/var/lib/sae-site}
service_user=${SAE_USER:-sae-site}
node=${SAE_NODE:-node}
cli="$release/dist/server/cli.js"
keep=${BACKUP_KEEP:---keep-daily 14 --keep-weekly 8 --keep-monthly 12}
tag=sae-site-daily

# KEY=value lines of an environment file (as systemd reads them: no shell expansion), exported.
load_env() {
  local file=$1 line key value
  [ -r "$file" ] || return 0
  while IFS= read -r line || [ -n "$line" ]; do
    [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
    [[ "$line" =~ ^[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key=${BASH_REMATCH[1]}
    value=${BASH_REMATCH[2]}
    if [[ "$value" =~ ^\"(.*)\"$ || "$value" =~ ^\'(.*)\'$ ]]; then value=${BASH_REMATCH[1]}; fi
    export "$key=$value"
  done <"$file"
}
load_env "${SAE_BACKUP_CONFIG:-/etc/sae-site/backup.env}"
load_env "${SAE_ENV_FILE:-/etc/sae-site/env}"
export RESTIC_REPOSITORY=${BACKUP_REPOSITORY:-}
export RESTIC_PASSWORD_FILE=${RESTIC_PASSWORD_FILE:-/etc/sae-site/restic-password}
export RESTIC_CACHE_DIR=${RESTIC_CACHE_DIR:-/var/cache/sae-site-backup}
export DATA_DIR=$data_dir

# The CLI as the service's user (who alone reads DATA_DIR), or as root on a scratch folder.
cli_as_service() {
  if [ "$(id -un)" = "$service_user" ]; then
    "$node" "$cli" "$@"
  else
    runuser -u "$service_user" -- env DATA_DIR="$data_dir" "$node" "$cli" "$@"
  fi
}

# "3 messages, 1 applications, 2 subscribers" → "3 1 2"
numbers() { grep -oE '[0-9]+' | tr '\n' ' '; }

copy() {
  [ -n "$RESTIC_REPOSITORY" ] || {
    echo "BACKUP_REPOSITORY is not set in ${SAE_BACKUP_CONFIG:-/etc/sae-site/backup.env}"
    return 1
  }
  local today backups
  today=$(date -u +%F)
  backups="$data_dir/backups"
  if [ ! -f "$backups/forms-$today.ndjson" ]; then
    echo "The server made no backup today: $backups/forms-$today.ndjson is missing" \
      "(journalctl -u sae-site says why; is the service running, BACKUP_DAYS not 0?)"
    failed_daily=1
  fi
  [ -d "$backups" ] || {
    echo "$backups does not exist: nothing to copy"
    return 1
  }
  local answer
  if ! answer=$(restic cat config 2>&1 >/dev/null); then
    # The first run makes the repository; any other refusal (a wrong password, no answer) is reported.
    if [[ "$answer" == *"Is there a repository at the following location"* ]]; then
      echo "No repository at $RESTIC_REPOSITORY yet: making it (restic init)"
      restic init --quiet || return 1
    else
      echo "$answer"
      return 1
    fi
  fi
  restic backup --quiet --host sae-site --tag "$tag" "$backups" || return 1
  # shellcheck disable=SC2086 # $keep is a list of options
  restic forget --quiet --host sae-site --tag "$tag" $keep --prune || return 1
  echo "copy: $backups sent to $RESTIC_REPOSITORY; $(restic snapshots --host sae-site --tag "$tag" --json |
    grep -o '"short_id"' | wc -l) copies kept"
}

drill() {
  [ -n "$RESTIC_REPOSITORY" ] || {
    echo "BACKUP_REPOSITORY is not set"
    return 1
  }
  local scratch newest day age restored live
  scratch=$(mktemp -d /tmp/sae-site-drill.XXXXXX)
  # shellcheck disable=SC2064 # the folder is known now
  trap "rm -rf '$scratch'" RETURN
  restic restore latest --quiet --host sae-site --tag "$tag" --target "$scratch/copy" || return 1
  newest=$(find "$scratch/copy" -name 'forms-*.ndjson' | sort | tail -n 1)
  [ -n "$newest" ] || {
    echo "drill: the latest copy holds no backup"
    return 1
  }
  day=$(basename "$newest" .ndjson)
  day=${day#forms-}
  age=$((($(date -u +%s) - $(date -u -d "$day" +%s)) / 86400))
  echo "drill: latest copy off the host holds $(basename "$newest") ($age days old)"
  if [ "$age" -gt 2 ]; then
    echo "drill: the newest backup off the host is from $day: backups have stopped"
    return 1
  fi
  DATABASE_URL='' DATA_DIR="$scratch/db" "$node" "$cli" restore "$newest" 2>&1 | sed 's/^/drill: /'
  [ "${PIPESTATUS[0]}" -eq 0 ] || return 1
  restored=$(DATABASE_URL='' DATA_DIR="$scratch/db" "$node" "$cli" stats 2>/dev/null) || return 1
  live=$(cli_as_service stats 2>/dev/null) || {
    echo "drill: the live database does not answer stats"
    return 1
  }
  echo "drill: restored: $restored"
  echo "drill: live:     $live"
  read -r -a got <<<"$(numbers <<<"$restored")"
  read -r -a has <<<"$(numbers <<<"$live")"
  if [ "$((got[0] + got[1] + got[2]))" -eq 0 ] && [ "$((has[0] + has[1] + has[2]))" -gt 0 ]; then
    echo "drill: the restored copy is empty, the live database is not"
    return 1
  fi
  if [ "$restored" = "$live" ]; then
    echo "drill: ok, the same counts"
  else
    echo "drill: ok; since $day the live database changed by" \
      "$((has[0] - got[0])) messages, $((has[1] - got[1])) applications, $((has[2] - got[2])) subscribers"
  fi
}

ping() {
  [ -n "${BACKUP_PING_URL:-}" ] || return 0
  curl -fsS -m 10 --retry 3 -o /dev/null --data-binary @"$log" "$BACKUP_PING_URL$1" ||
    echo "could not ping $BACKUP_PING_URL$1"
}

log=$(mktemp /tmp/sae-site-backup.XXXXXX)
trap 'rm -f "$log"' EXIT
failed_daily=0
{
  status=0
  if [ "$mode" = all ]; then copy || status=1; fi
  if [ "$status" -eq 0 ]; then drill || status=1; fi
  [ "$failed_daily" -eq 0 ] || status=1
  exit "$status"
} 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

if [ "$status" -eq 0 ]; then
  ping ""
  exit 0
fi
echo "FAILED: the off-host backup or its drill (reported by e-mail and to BACKUP_PING_URL/fail)"
ping /fail
{
  echo "The off-host backup ($mode) on $(hostname) failed at $(date -u '+%F %T') UTC. Its output:"
  echo
  tail -n 60 "$log"
  echo
  echo "Run it again by hand: bash $here/sae-site-backup.sh$([ "$mode" = drill ] && echo " drill")"
} | "$node" "$cli" alert "SAE site: the off-host backup failed on $(hostname)" ||
  echo "could not send the alert by e-mail"
exit 1
