/** @jest-environment node */
// Every command the guides give works as written. The commands are read from the READMEs' and docs/'s
// fenced sh/bash/console blocks and from their inline code that starts a command (`npm …`, `npx …`,
// `node …`, `bash …`, or a setting followed by one: `DATA_DIR=… npm …`). Each is classified below: run
// here (read-only, or writing only into a scratch folder) or not, with the reason. A command in the guides
// that is in neither list fails this test, so a new one must be classified; an entry no guide gives any
// more fails it too.
//
// The safe ones run in a scratch project: a temporary folder holding a link to each of the project's
// files and folders but its data, so that `./data`, `out/` and the like land in the scratch folder, with
// a database of its own (one message, one subscriber) and no setting of the shell it was started from.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { openServerDatabase } from "../../src/server/storage/open-database";
import { insertMessages, subscribe } from "../../src/server/forms/store";
import { contactPayload } from "../fixtures/payloads";

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, "..", "..");
const GUIDES = [
  "README.md",
  "content/README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

/** What the seeded scratch database holds, for the commands' expected output. */
const SEEDED = { message: "guide-commands@example.org", subscriber: "guide-reader@example.org" };

interface Run {
  /** What runs, when the guide's command holds a placeholder (FILE, DIR); the command itself otherwise. */
  as?: string;
  /** What its output (stdout and stderr, without npm's own "> script" lines) must hold. */
  output: RegExp;
  /** Files it must have written, relative to the scratch project. */
  writes?: string[];
}
type Plan = { run: Run } | { notRun: string };

const HOST = { notRun: "the host's set-up as root (operations.md): installs, users, services, DNS" };
const GITHUB = { notRun: "changes the GitHub repository's settings, or runs its workflow (network)" };
const INSTALL = { notRun: "installs node_modules or a browser (network)" };
const HEAVY = { notRun: "a build, a server or a whole suite: minutes, under the CI's own run" };
const TOOLS = { notRun: "runs the project's own checks (jest, tsc, eslint, prettier), which npm test runs" };
const WRITES = { notRun: "writes into the project (content/, static/, dist/, snapshots)" };
const LIVE = { notRun: "on the live host (the service's user, its release, its database)" };
const OFFSITE = {
  notRun:
    "the host's backup timer as root (restic, /etc/sae-site, systemd); __tests__/server/offsite-backup.test.ts " +
    "runs deploy/sae-site-backup.sh against a repository on loopback",
};
const RESTORE = {
  notRun:
    "the live host's restore as root (systemctl, the service's user); __tests__/server/restore-procedure.test.ts " +
    "runs these steps on the compiled release",
};
const LAUNCH = {
  notRun:
    "reads every photo of the content (over a minute); __tests__/scripts/launch-check.test.ts covers it",
};

/** Every command the guides give, and what becomes of it here. */
const COMMANDS: Record<string, Plan> = {
  // Read-only, or writing only into the scratch project.
  "npm run check:content": { run: { output: /Content check passed/ } },
  "npm run submissions -- help": { run: { output: /Usage: npm run submissions -- <command>/ } },
  "npm run submissions -- list messages": { run: { output: new RegExp(SEEDED.message) } },
  "npm run submissions -- list subscribers": { run: { output: new RegExp(SEEDED.subscriber) } },
  "npm run submissions -- backup FILE": {
    run: {
      as: "npm run submissions -- backup backup.ndjson",
      output: /backup\.ndjson/,
      writes: ["backup.ndjson"],
    },
  },
  "npm run submissions -- erase EMAIL": {
    run: {
      // An address the seed does not hold: the seeded rows stay for the other commands.
      as: "npm run submissions -- erase nobody@example.org",
      output: /Erased nobody@example\.org: 0 messages, 0 applications, 0 subscribers, 0 resume files/,
    },
  },
  "npm run submissions -- restore FILE": {
    run: {
      // Into the empty database a server's first start leaves in DATA_DIR=restored.
      as:
        "npm run submissions -- backup to-restore.ndjson && " +
        "DATA_DIR=restored npm run submissions -- restore to-restore.ndjson && " +
        "DATA_DIR=restored npm run submissions -- list messages",
      output: new RegExp(SEEDED.message),
    },
  },
  "DATA_DIR=./data npm run submissions -- report traffic": {
    run: { output: /In all: \d+ page views, \d+ visitors/ },
  },
  "DATA_DIR=./data npm run submissions -- report sponsors --from 2026-01-01 --to 2026-12-31 --csv out/ --html out/":
    { run: { output: /sponsors\.csv/, writes: ["out/sponsors.csv", "out/sponsor-months.csv"] } },
  "npx tsx gatsby/cms-config.ts": { run: { output: /collections/ } },

  // Not run here.
  "DATA_DIR=./data npm run submissions -- report sponsors --publish content/pages/sponsors.json": {
    notRun:
      "rewrites the site's own content file; __tests__/server/visit-counts/report.test.ts runs it on a copy",
  },
  "npm run submissions -- report sponsors --publish content/pages/sponsors.json": {
    notRun:
      "rewrites the site's own content file; __tests__/server/visit-counts/report.test.ts runs it on a copy",
  },
  "npm run check:content -- --launch": LAUNCH,
  "npm run check:content -- --launch --html launch-check": LAUNCH,
  "npm run check:content -- --launch --html DIR": LAUNCH,
  "NAME=value command": { notRun: "the form of a setting given to one command, not a command" },
  "npm install && npm start": INSTALL,
  "npm install": INSTALL,
  "npm ci": INSTALL,
  "npx playwright install chromium": INSTALL,
  "bash scripts/system-deps.sh caddy restic rclone": INSTALL,
  "npm start": HEAVY,
  "npm test": HEAVY,
  "npm run build": HEAVY,
  "npm run check:html": {
    notRun: "checks a built site (public/) with the Nu HTML Checker on Java: seconds, but only after a build",
  },
  "npm run build:server": WRITES,
  "npm run serve": HEAVY,
  "npm run develop": HEAVY,
  "npm run cms": HEAVY,
  "npm run test:e2e": HEAVY,
  "npm run screenshots": HEAVY,
  "npm run audit": HEAVY,
  "npm run bench:api": HEAVY,
  "npm run bench:api -- --mode beacons": HEAVY,
  "npm run bench:build": HEAVY,
  "npm run bench:first-visit": HEAVY,
  "npm run bench:first-visit -- --runs=5 --pages=ci --no-lighthouse": HEAVY,
  "npx playwright test forms.spec.ts": HEAVY,
  "npx playwright test --project=handover --no-deps": HEAVY,
  "npx playwright test visual --update-snapshots": WRITES,
  "npx tsx scripts/check-contract.ts": {
    notRun: "checks a production build (public/), which npm run build makes",
  },
  "npx jest __tests__/components/hero.test.tsx": TOOLS,
  "SKIP_POSTGRES=1 npx jest --selectProjects server": TOOLS,
  "bash scripts/with-postgres.sh npx jest --selectProjects server": TOOLS,
  "npx tsc --noEmit && npx eslint src && npx prettier --check .": TOOLS,
  "npm run format:content": WRITES,
  "npm run media": WRITES,
  "npm run media:import": WRITES,
  "npm run media:import --": WRITES,
  "npm run media:import -- <file>": WRITES,
  "npm run media:import -- content/gallery/images/pit-lane.jpg content/alumni/images/first-last.jpg": WRITES,
  "npm run album": WRITES,
  'npm run album -- new "Name" <folder>': WRITES,
  'npm run album -- new "Formula Bharat 2025" ~/Pictures/fb2025': WRITES,
  "node dist/server/index.js": LIVE,
  "node dist/server/cli.js": LIVE,
  "sudo -u deploy bash /srv/sae-site/current/release.sh status /srv/sae-site": LIVE,
  "sudo -u deploy bash /srv/sae-site/current/release.sh rollback /srv/sae-site": LIVE,
  "systemctl status sae-site && journalctl -u sae-site -n 100": LIVE,
  "sudo -u sae-site DATA_DIR=/var/lib/sae-site node /srv/sae-site/current/dist/server/cli.js stats": LIVE,
  'curl -fsS "https://$SITE/api/health"': LIVE,
  // docs/operations.md's backups off the host, restore on the live host, and export for an officer.
  "apt-get install -y restic curl": OFFSITE,
  "head -c 32 /dev/urandom | base64 > /etc/sae-site/restic-password && chmod 600 /etc/sae-site/restic-password":
    OFFSITE,
  "cat > /etc/sae-site/backup.env <<'EOF'": OFFSITE,
  "chmod 600 /etc/sae-site/backup.env": OFFSITE,
  "install -m 644 /srv/sae-site/current/deploy/sae-site-backup.service /srv/sae-site/current/deploy/sae-site-backup.timer /etc/systemd/system/":
    OFFSITE,
  "systemctl daemon-reload && systemctl enable --now sae-site-backup.timer": OFFSITE,
  "systemctl start sae-site-backup && journalctl -u sae-site-backup -n 30": OFFSITE,
  "bash /srv/sae-site/current/deploy/sae-site-backup.sh drill": OFFSITE,
  "set -a && . /etc/sae-site/backup.env && set +a": OFFSITE,
  'RESTIC_REPOSITORY="$BACKUP_REPOSITORY" RESTIC_PASSWORD_FILE=/etc/sae-site/restic-password restic restore latest --host sae-site --target /var/tmp/sae-restore':
    OFFSITE,
  "chown -R sae-site: /var/tmp/sae-restore && ls /var/tmp/sae-restore/var/lib/sae-site/backups/": OFFSITE,
  "systemctl stop sae-site.socket sae-site": RESTORE,
  "mv /var/lib/sae-site /var/lib/sae-site.before-restore": RESTORE,
  "install -d -o sae-site -g sae-site -m 700 /var/lib/sae-site": RESTORE,
  "sudo -u sae-site DATA_DIR=/var/lib/sae-site node /srv/sae-site/current/dist/server/cli.js restore /var/lib/sae-site.before-restore/backups/forms-2026-05-01.ndjson":
    RESTORE,
  "systemctl start sae-site": RESTORE,
  "curl -fsS http://127.0.0.1:9000/api/health && sudo -u sae-site DATA_DIR=/var/lib/sae-site node /srv/sae-site/current/dist/server/cli.js stats":
    RESTORE,
  "DATABASE_URL=… node …/cli.js restore FILE": RESTORE,
  "install -d -o sae-site -g sae-site -m 700 /var/tmp/sae-export": LIVE,
  "sudo -u sae-site DATA_DIR=/var/lib/sae-site node /srv/sae-site/current/dist/server/cli.js export /var/tmp/sae-export/forms":
    LIVE,
  "SITE=club.example.org": HOST,
  "REPO=https://github.com/OWNER/REPOSITORY": HOST,
  "apt-get update && apt-get install -y ca-certificates curl gnupg git rsync sudo": HOST,
  "curl -fsSL https://deb.nodesource.com/setup_22.x -o /tmp/nodesource_setup.sh && bash /tmp/nodesource_setup.sh":
    HOST,
  "apt-get install -y nodejs && node --version": HOST,
  "curl -1sLf https://dl.cloudsmith.io/public/caddy/stable/gpg.key | gpg --dearmor -o /usr/share/keyrings/caddy-stable-archive-keyring.gpg":
    HOST,
  "curl -1sLf https://dl.cloudsmith.io/public/caddy/stable/debian.deb.txt -o /etc/apt/sources.list.d/caddy-stable.list":
    HOST,
  "apt-get update && apt-get install -y caddy": HOST,
  "useradd --system --home-dir /var/lib/sae-site --shell /usr/sbin/nologin sae-site": HOST,
  "useradd --create-home --shell /bin/bash deploy": HOST,
  "install -d -o deploy -g deploy -m 755 /srv/sae-site /srv/sae-site/releases": HOST,
  "install -d -m 700 /etc/sae-site": HOST,
  "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart sae-site' > /etc/sudoers.d/sae-site-deploy":
    HOST,
  "chmod 440 /etc/sudoers.d/sae-site-deploy && visudo -cf /etc/sudoers.d/sae-site-deploy": HOST,
  'git clone --depth 1 "$REPO" /tmp/sae-site': HOST,
  "install -m 644 /tmp/sae-site/deploy/sae-site.socket /tmp/sae-site/deploy/sae-site.service /etc/systemd/system/":
    HOST,
  "systemctl daemon-reload && systemctl enable sae-site.socket sae-site": HOST,
  'sed "s/example\\.org/$SITE/g" /tmp/sae-site/deploy/Caddyfile > /etc/caddy/Caddyfile': HOST,
  "install -d -o caddy -g caddy -m 750 /var/log/caddy": HOST,
  "caddy validate --config /etc/caddy/Caddyfile && systemctl reload caddy": HOST,
  "cat > /etc/sae-site/env <<'EOF'": HOST,
  "chmod 600 /etc/sae-site/env": HOST,
  "ssh-keygen -t ed25519 -N '' -C sae-site-deploy -f sae-site-deploy": GITHUB,
  'ssh root@"$SITE" "install -d -o deploy -g deploy -m 700 ~deploy/.ssh && cat >> ~deploy/.ssh/authorized_keys && chown deploy: ~deploy/.ssh/authorized_keys" < sae-site-deploy.pub':
    HOST,
  'gh variable set SITE_URL --body "https://$SITE"': GITHUB,
  'gh secret set DEPLOY_HOST --body "$SITE"': GITHUB,
  "gh secret set DEPLOY_USER --body deploy": GITHUB,
  "gh secret set DEPLOY_PATH --body /srv/sae-site": GITHUB,
  "gh secret set DEPLOY_SSH_KEY < sae-site-deploy": GITHUB,
  "gh workflow run site.yml --ref main && gh run watch": GITHUB,
};

/** A fenced block's lines as commands: continuations joined, a here-document's body dropped, comments off. */
function blockCommands(language: string, body: string): string[] {
  const lines = body.split("\n").map((line) => line.trim());
  const commands: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? "";
    if (language === "console") {
      if (!line.startsWith("$ ")) continue;
      line = line.slice(2);
    }
    while (line.endsWith("\\") && i + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++i]}`;
    const heredoc = /<<-?\s*'?(\w+)'?/.exec(line);
    if (heredoc) while (i + 1 < lines.length && lines[i + 1] !== heredoc[1]) i++;
    if (heredoc) i++;
    // A comment: a # at the line's start or after a space, before a space.
    const command = line.replace(/(^|\s)#(\s.*)?$/, "").trim();
    if (command) commands.push(command);
  }
  return commands;
}

/** The commands a guide gives: its shell blocks', and its inline code that starts a command. */
function commandsOf(text: string): string[] {
  const commands: string[] = [];
  const fence = /^[ \t]*```(\w*)[^\n]*\n([\s\S]*?)^[ \t]*```[ \t]*$/gm;
  for (const [, language = "", body = ""] of text.matchAll(fence))
    if (["sh", "bash", "shell", "console"].includes(language))
      commands.push(...blockCommands(language, body));
  const prose = text.replace(fence, "");
  for (const [, code = ""] of prose.matchAll(/`([^`\n]+)`/g))
    if (/^(npm|npx|node|bash) \S|^[A-Z_]+=\S* \S/.test(code)) commands.push(code.trim());
  return commands;
}

const given = new Map<string, string[]>();
for (const guide of GUIDES)
  for (const command of commandsOf(readFileSync(path.join(ROOT, guide), "utf8")))
    given.set(command, [...new Set([...(given.get(command) ?? []), guide])]);

describe("the guides' commands", () => {
  it("are each classified: run by this test, or not and why", () => {
    const unclassified = [...given].filter(([command]) => !(command in COMMANDS));
    expect(unclassified.map(([command, guides]) => `${guides.join(", ")}: ${command}`)).toEqual([]);
    const stale = Object.keys(COMMANDS).filter((command) => !given.has(command));
    expect(stale).toEqual([]);
  });

  it("work as written, where they are safe to run", async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), "guide-commands-"));
    try {
      for (const entry of readdirSync(ROOT))
        if (![".git", "data", "dist", "public", ".cache"].includes(entry))
          symlinkSync(path.join(ROOT, entry), path.join(scratch, entry));
      const seeded = await openServerDatabase({ dataDir: path.join(scratch, "data") });
      await insertMessages(seeded.db, [contactPayload({ email: SEEDED.message })]);
      await subscribe(seeded.db, SEEDED.subscriber);
      await seeded.close();
      await (await openServerDatabase({ dataDir: path.join(scratch, "restored") })).close();

      const runs = Object.entries(COMMANDS).flatMap(([command, plan]) =>
        "run" in plan && given.has(command) ? [{ command, ...plan.run }] : [],
      );
      expect(runs.length).toBeGreaterThan(0);
      const failures: string[] = [];
      await pool(runs, 2, async (run) => {
        const { code, output: everything } = await shell(run.as ?? run.command, scratch);
        const output = everything.replace(/^> .*\n/gm, "");
        const missing = (run.writes ?? []).filter((file) => !existsSync(path.join(scratch, file)));
        if (code !== 0 || !run.output.test(output) || missing.length > 0)
          failures.push(
            `${run.command}\n  exit ${String(code)}, expected 0; output should match ` +
              `${String(run.output)}; missing: ${missing.join(", ") || "none"}\n${output.slice(-2000)}`,
          );
      });
      expect(failures).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

/** The settings a command must not inherit from the shell that started the tests. */
const CLEARED = [
  "DATA_DIR",
  "DATABASE_URL",
  "SMTP_URL",
  "PORT",
  "HOST",
  "PUBLIC_DIR",
  "GATSBY_API_URL",
  "CI",
];

/** Runs `command` with bash in `cwd`, the Node running this test first on PATH; its exit code and output. */
function shell(command: string, cwd: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  for (const name of CLEARED) delete env[name];
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ""}`;
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `work` for each item, at most `size` at a time. */
async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
