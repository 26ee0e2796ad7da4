/** @jest-environment node */
// Publishing costs visitors nothing: the production setup on loopback (Caddy with deploy/Caddyfile, the
// socket and the service as deploy/sae-site.socket and sae-site.service have systemd run them, emulated by
// socket-supervisor.py) and two releases packed by scripts/release.sh. Through a loop of visitors (pages
// and contact forms, about 12 a second, each on its own connection through Caddy) it publishes, publishes
// the same commit again, rolls back, tries a release whose server cannot start and one that fails its
// health check, and kills the server with SIGKILL. No visitor's request may fail (anything but 2xx/3xx, or
// no answer); the figures are printed. Then Caddy's logs must hold none of the visitors' details.
// Needs Caddy (Debian: apt-get install caddy) and python3; without them it is skipped with one line.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { contactBody } from "./helpers";
import { ROOT, RELEASE_SCRIPT, packRelease } from "./release-fixtures";
import { alive } from "./service-process";

jest.setTimeout(240_000);

const HAVE_TOOLS =
  spawnSync("caddy", ["version"]).status === 0 && spawnSync("python3", ["--version"]).status === 0;
if (!HAVE_TOOLS)
  process.stdout.write(
    "zero-downtime.test.ts skipped: it needs Caddy and python3 (Debian: apt-get install caddy python3)\n",
  );

const DEPLOY = path.join(ROOT, "deploy");
const SUPERVISOR = path.join(__dirname, "socket-supervisor.py");
/** Where the unit files put the release and the data, replaced by the scratch host's. */
const UNIT_BASE = "/srv/sae-site";
const UNIT_DATA = "/var/lib/sae-site";
/** What visitors send that the logs must not keep. */
const USER_AGENT = "VisitorBrowser/1.0 (zero-downtime test)";
const QUERY_SECRET = "token=query-secret-1234";

/** The mode docs/operations.md gives Caddy's log folder. */
const LOG_DIR_MODE = Number.parseInt(
  /install -d -o caddy -g caddy -m (\d+) \/var\/log\/caddy/.exec(
    readFileSync(path.join(ROOT, "docs/operations.md"), "utf8"),
  )?.[1] ?? "777",
  8,
);

/** Every value of `key` in a unit file, in order. */
const unitValues = (file: string, key: string): string[] =>
  [...readFileSync(path.join(DEPLOY, file), "utf8").matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map(
    (match) => match[1] ?? "",
  );
const unitValue = (file: string, key: string): string => {
  const [value, ...more] = unitValues(file, key);
  if (value === undefined || more.length > 0) throw new Error(`${file} should set ${key}= once`);
  return value;
};
/** A path in the units, on the scratch host. */
const onHost = (host: string, value: string): string => value.replaceAll(UNIT_BASE, host);

/** A free port on 127.0.0.1 for Caddy. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** `text` with `from` replaced by `to`, which must be there (so a changed Caddyfile fails loudly). */
function replaced(text: string, from: string | RegExp, to: string): string {
  const result = text.replace(from, to);
  if (result === text) throw new Error(`deploy/Caddyfile no longer has ${String(from)}`);
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

interface Visit {
  phase: string;
  kind: string;
  ok: boolean;
  outcome: string;
  ms: number;
}

/** One visitor's request through Caddy, on a connection of its own; resolves with how it went. */
function visit(port: number, kind: string, n: number): Promise<Omit<Visit, "phase">> {
  const started = Date.now();
  const post = kind === "POST /api/message";
  const body = post ? JSON.stringify(contactBody({ message: `Visitor ${n} writes during a publish.` })) : "";
  const urlPath = post ? "/api/message" : kind.slice("GET ".length);
  return new Promise((resolve) => {
    const done = (ok: boolean, outcome: string) => resolve({ kind, ok, outcome, ms: Date.now() - started });
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: post ? "POST" : "GET",
        agent: false,
        timeout: 90_000,
        headers: {
          "user-agent": USER_AGENT,
          ...(post ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          done(status >= 200 && status < 400, String(status));
        });
        response.on("error", (error) => done(false, error.message));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 90 s")));
    outgoing.on("error", (error) => done(false, (error as NodeJS.ErrnoException).code ?? error.message));
    outgoing.end(body);
  });
}

/** Visitors arriving every `everyMs` whatever the others' fate, each phase's requests counted apart. */
function visitorLoop(port: number, everyMs: number) {
  const kinds = ["GET /", "POST /api/message", "GET /team/", `GET /?${QUERY_SECRET}`, "POST /api/message"];
  const visits: Visit[] = [];
  const pending = new Set<Promise<void>>();
  const postsUnderWay = { count: 0 };
  const begun = Date.now();
  let phase = "warm-up";
  let n = 0;
  const timer = setInterval(() => {
    if (pending.size >= 1000) return;
    const kind = kinds[n % kinds.length] ?? "GET /";
    const sentIn = phase;
    const post = kind.startsWith("POST");
    if (post) postsUnderWay.count += 1;
    const promise = visit(port, kind, n++).then((result) => {
      if (post) postsUnderWay.count -= 1;
      visits.push({ ...result, phase: sentIn });
      pending.delete(promise);
    });
    pending.add(promise);
  }, everyMs);
  return {
    visits,
    postsUnderWay,
    sent: () => n,
    enter(name: string) {
      phase = name;
    },
    /** Stops sending, waits for every answer, and says for how many seconds visitors came. */
    async stop(): Promise<number> {
      clearInterval(timer);
      const seconds = (Date.now() - begun) / 1000;
      await Promise.all(pending);
      return seconds;
    },
  };
}

(HAVE_TOOLS ? describe : describe.skip)("publishing behind Caddy and the socket", () => {
  let scratch: string;
  let host: string;
  let state: string;
  let socketPort: number;
  let caddyPort: number;
  let accessLog: string;
  let caddyLog: string;
  const started: ChildProcess[] = [];

  const serverPid = (): number => Number(readFileSync(path.join(state, "pid"), "utf8"));

  /** `release.sh ARGS` on the scratch host, without blocking the visitors' loop. */
  function release(...args: string[]): Promise<{ status: number | null; output: string; seconds: number }> {
    const begun = Date.now();
    const child = spawn("bash", [RELEASE_SCRIPT, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        RESTART_COMMAND: `python3 ${SUPERVISOR} restart ${state}`,
        HEALTH_URL: `http://127.0.0.1:${socketPort}/api/health`,
        HEALTH_SECONDS: "30",
        UNIT_DIR: path.join(scratch, "units"),
        NODE: process.execPath,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve) =>
      child.once("exit", (status) => resolve({ status, output, seconds: (Date.now() - begun) / 1000 })),
    );
  }

  const health = async (): Promise<string> => {
    const response = await fetch(`http://127.0.0.1:${caddyPort}/api/health`);
    return ((await response.json()) as { commit: string }).commit;
  };

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), "zero-downtime-"));
    host = path.join(scratch, "host");
    state = path.join(scratch, "state");
    mkdirSync(path.join(host, "releases"), { recursive: true });
    mkdirSync(state);
    // The host's installed units are this checkout's: activate has nothing to ask.
    cpSync(DEPLOY, path.join(scratch, "units"), { recursive: true });

    packRelease(scratch, host, "aaaaaaa", ["team"], ["acme"]);
    packRelease(scratch, host, "bbbbbbb", ["team", "news"], ["acme", "newco"]);
    // A release whose server cannot start, and one whose server answers another commit than its own.
    for (const commit of ["ccccccc", "ddddddd"]) {
      cpSync(path.join(host, "releases/aaaaaaa"), path.join(host, "releases", commit), { recursive: true });
      writeFileSync(path.join(host, "releases", commit, "COMMIT"), `${commit}\n`);
    }
    writeFileSync(path.join(host, "releases/ccccccc/dist/server/index.js"), 'throw new Error("broken");\n');

    // The socket and the service, as the units say, on a free port and the scratch host.
    const [listenHost, listenPort] = unitValue("sae-site.socket", "ListenStream").split(":");
    const environment = Object.fromEntries(
      unitValues("sae-site.service", "Environment")
        .flatMap((line) => line.split(/\s+/))
        .map((pair) => pair.split("=", 2) as [string, string]),
    );
    expect(`${environment.HOST}:${environment.PORT}`).toBe(`${listenHost}:${listenPort}`);
    socketPort = await freePort();
    const supervisor = spawn(
      "python3",
      [
        SUPERVISOR,
        "serve",
        state,
        `${listenHost}:${socketPort}`,
        unitValue("sae-site.socket", "Backlog"),
        unitValue("sae-site.service", "RestartSec"),
        unitValue("sae-site.service", "TimeoutStopSec"),
        onHost(host, unitValue("sae-site.service", "WorkingDirectory")),
        "--",
        ...onHost(host, unitValue("sae-site.service", "ExecStart"))
          .replace(/^\/usr\/bin\/node /, `${process.execPath} `)
          .split(" "),
      ],
      {
        env: {
          ...process.env,
          ...environment,
          DATA_DIR: (environment.DATA_DIR ?? "").replace(UNIT_DATA, path.join(host, "data")),
          // Should the server not take the socket, it binds PORT itself: the same port, and fails loudly.
          PORT: String(socketPort),
          // Every visitor comes from 127.0.0.1 here: the per-address limit would refuse the loop.
          RATE_LIMIT_MAX: "1000000",
          LOG_LEVEL: "warn",
          DATABASE_URL: "",
          SMTP_URL: "",
          PUBLIC_DIR: "",
        },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    started.push(supervisor);
    await until("the supervisor's socket", () => existsSync(path.join(state, "port")));

    const first = await release("activate", host, "aaaaaaa");
    expect(first).toMatchObject({ status: 0 });

    // deploy/Caddyfile on loopback: plain HTTP on a free port, the socket's port upstream, the logs in
    // the scratch folder, no admin endpoint; the www redirect (another name) left out.
    caddyPort = await freePort();
    accessLog = path.join(scratch, "caddy/access.log");
    caddyLog = path.join(scratch, "caddy/caddy.log");
    mkdirSync(path.dirname(accessLog), { mode: LOG_DIR_MODE });
    let caddyfile = readFileSync(path.join(DEPLOY, "Caddyfile"), "utf8");
    caddyfile = replaced(caddyfile, /^\{\n/m, "{\n\tadmin off\n");
    caddyfile = replaced(caddyfile, /^www\.example\.org \{[\s\S]*?^\}\n/m, "");
    caddyfile = replaced(caddyfile, /^example\.org \{/m, `http://127.0.0.1:${caddyPort} {`);
    caddyfile = replaced(
      caddyfile,
      `reverse_proxy ${listenHost}:${listenPort} `,
      `reverse_proxy ${listenHost}:${socketPort} `,
    );
    caddyfile = replaced(caddyfile, "/var/log/caddy/sae-site.log", accessLog);
    writeFileSync(path.join(scratch, "Caddyfile"), caddyfile);
    const caddy = spawn(
      "caddy",
      ["run", "--config", path.join(scratch, "Caddyfile"), "--adapter", "caddyfile"],
      {
        env: { ...process.env, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
        stdio: ["ignore", openSync(caddyLog, "a"), openSync(caddyLog, "a")],
      },
    );
    started.push(caddy);
    await until("Caddy", () =>
      health().then(
        (commit) => commit === "aaaaaaa",
        () => false,
      ),
    );
  });

  afterAll(async () => {
    for (const child of started.reverse()) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
      child.kill("SIGTERM");
      if (child.exitCode === null && child.signalCode === null) await exited;
      clearTimeout(timer);
    }
    if (state && existsSync(path.join(state, "pid")) && alive(serverPid()))
      process.kill(serverPid(), "SIGKILL");
    rmSync(scratch, { recursive: true, force: true });
  });

  it("loses no visitor's request over a publish, a republish, a rollback, two failed releases and a kill -9", async () => {
    const loop = visitorLoop(caddyPort, 80);
    const phases: { name: string; seconds: number; note: string }[] = [];
    /** Ten more visitors, whatever the time they take to come. */
    const tenMore = async () => {
      const sent = loop.sent();
      await until("ten more visitors", () => loop.sent() >= sent + 10);
    };
    /** Runs one phase: its step, then ten more visitors on what it left live. */
    const phase = async (name: string, step: () => Promise<{ seconds: number; note: string }>) => {
      loop.enter(name);
      const { seconds, note } = await step();
      await tenMore();
      phases.push({ name, seconds, note });
    };
    const releaseStep =
      (expected: "live" | "refused", commit: string, ...args: string[]) =>
      async () => {
        const run = await release(...args);
        expect({ step: args.join(" "), status: run.status === 0 ? "live" : "refused" }).toEqual({
          step: args.join(" "),
          status: expected,
        });
        expect(await health()).toBe(commit);
        const said = run.output.split("\n").filter((line) => line.startsWith("release: "));
        return { seconds: run.seconds, note: (said.at(-1) ?? "").replace(/^release: /, "") };
      };

    let seconds = 0;
    try {
      await tenMore();
      await phase("publish", releaseStep("live", "bbbbbbb", "activate", host, "bbbbbbb"));
      await phase("republish", releaseStep("live", "bbbbbbb", "activate", host, "bbbbbbb"));
      await phase("rollback", releaseStep("live", "aaaaaaa", "rollback", host));
      // The failed releases never take traffic: the live server is not even restarted.
      const live = serverPid();
      await phase("cannot start", releaseStep("refused", "aaaaaaa", "activate", host, "ccccccc"));
      await phase("fails health", releaseStep("refused", "aaaaaaa", "activate", host, "ddddddd"));
      expect(serverPid()).toBe(live);
      await phase("kill -9", async () => {
        const killed = serverPid();
        // At a moment no form is on its way: one the server is in the middle of when it dies is lost (a
        // page is asked again by Caddy). What is measured is the restart.
        await until("a moment with no form under way", () => loop.postsUnderWay.count === 0);
        const begun = Date.now();
        process.kill(killed, "SIGKILL");
        await until(
          "the restarted server",
          () => existsSync(path.join(state, "pid")) && serverPid() !== killed,
        );
        await until("the restarted server's answer", () =>
          health().then(
            (commit) => commit === "aaaaaaa",
            () => false,
          ),
        );
        return {
          seconds: (Date.now() - begun) / 1000,
          note: `restarted by the supervisor as pid ${serverPid()}`,
        };
      });
    } finally {
      // However a step went: no visitor is left sending once the test ends.
      seconds = await loop.stop();
    }

    const rows = ["warm-up", ...phases.map((p) => p.name)].map((name) => {
      const mine = loop.visits.filter((v) => v.phase === name);
      const failed = mine.filter((v) => !v.ok);
      const step = phases.find((p) => p.name === name);
      return {
        phase: name,
        requests: mine.length,
        forms: mine.filter((v) => v.kind.startsWith("POST")).length,
        failed: failed.length,
        failures: [...new Set(failed.map((v) => `${v.kind} → ${v.outcome}`))].join("; "),
        slowestMs: Math.max(0, ...mine.map((v) => v.ms)),
        switchSeconds: step ? step.seconds.toFixed(1) : "",
        result: step?.note ?? "",
      };
    });
    process.stdout.write(
      `zero-downtime: ${loop.visits.length} requests in ${seconds.toFixed(1)} s through Caddy ` +
        `(${(loop.visits.length / seconds).toFixed(1)}/s)\n` +
        rows
          .map(
            (r) =>
              `  ${r.phase.padEnd(13)} ${String(r.requests).padStart(4)} requests (${r.forms} forms), ` +
              `${r.failed} failed${r.failures ? ` (${r.failures})` : ""}, slowest ${r.slowestMs} ms` +
              (r.switchSeconds ? `, step ${r.switchSeconds} s: ${r.result}` : ""),
          )
          .join("\n") +
        "\n",
    );
    expect(rows.map((r) => [r.phase, r.failed, r.failures])).toEqual(rows.map((r) => [r.phase, 0, ""]));
  });

  it("logs no visitor's address, browser or query string, in files only root and caddy read", async () => {
    await until("the access log", () => existsSync(accessLog));
    const access = readFileSync(accessLog, "utf8");
    const entries = access
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { request: Record<string, unknown>; status: number });
    // The request is still there: method, path and status.
    expect(entries.some((e) => e.request.method === "POST" && e.request.uri === "/api/message")).toBe(true);
    expect(entries.some((e) => e.request.uri === "/" && e.status === 200)).toBe(true);
    for (const [name, text] of [
      ["access log", access],
      ["Caddy's log", readFileSync(caddyLog, "utf8")],
    ] as const) {
      expect([name, text.includes(USER_AGENT)]).toEqual([name, false]);
      expect([name, text.includes(QUERY_SECRET)]).toEqual([name, false]);
      expect([name, /remote_ip|client_ip|"headers"/.test(text)]).toEqual([name, false]);
    }
    expect(entries.every((e) => Object.keys(e.request).sort().join() === "host,method,proto,uri")).toBe(true);
    // Caddy 2.6 makes the file 0644: the folder, made as the guide says, keeps others out.
    const othersRead = (file: string) => (statSync(file).mode & 0o004) !== 0;
    const othersEnter = (dir: string) => (statSync(dir).mode & 0o001) !== 0;
    expect(othersEnter(path.dirname(accessLog)) && othersRead(accessLog)).toBe(false);
    expect(LOG_DIR_MODE & 0o007).toBe(0);
  });
});
