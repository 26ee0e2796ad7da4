// The running server's PGlite, offered to officers' CLI on a Unix socket in DATA_DIR, spoken to with pg
// like any PostgreSQL server.
//
// Why not @electric-sql/pglite-socket's PGLiteSocketServer: it runs each protocol message under PGlite's
// lock separately, so the server's own statements run between a client's Parse and its Sync (taking its
// unnamed statement) and inside a client's transaction (a ROLLBACK from the CLI would take back rows the
// server already answered 201 for; tried, it did). Here a client's messages run a pipeline at a time,
// up to its Sync, under the same gate the server's statements take, and the gate stays with the client
// until it is idle again: out of any transaction.

import { chmod, rm } from "node:fs/promises";
import net from "node:net";

import type { PgliteDatabase } from "./db";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** Parse, Bind, Describe, Execute, Close, CopyData: parts of a pipeline that a Sync or Flush ends. */
const PIPELINE_PARTS = new Set(["P", "B", "D", "E", "C", "d"]);
/** How long a client may keep the database to itself (in a transaction) without a word. */
const HOLD_TIMEOUT_MS = 30_000;

const message = (type: string, body: Buffer): Buffer => {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
/** Sync, then ROLLBACK: leaves PGlite idle whatever the departed client was in the middle of. */
const RESET = Buffer.concat([message("S", Buffer.alloc(0)), message("Q", Buffer.from("ROLLBACK\0"))]);

/** The backend's last message is ReadyForQuery with status I: no transaction, no pipeline open. */
const endsIdle = (output: Buffer): boolean =>
  output.length >= 6 &&
  output[output.length - 6] === 0x5a && // 'Z'
  output.readInt32BE(output.length - 5) === 5 &&
  output[output.length - 1] === 0x49; // 'I'

class Session {
  private input = Buffer.alloc(0);
  private started = false;
  private pipeline: Buffer[] = [];
  private readonly ready: Buffer[] = [];
  /** The work on this client's messages so far; each batch runs after the one before. */
  private work: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  private holdTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: net.Socket,
    private readonly db: PgliteDatabase,
  ) {
    socket.on("data", (chunk) => this.receive(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => void this.end());
  }

  private receive(chunk: Buffer): void {
    this.input = Buffer.concat([this.input, chunk]);
    while (!this.socket.destroyed) {
      const next = this.started ? this.typedMessage() : this.startupMessage();
      if (next === undefined) break;
      if (next === null) continue;
      const type = this.started ? String.fromCharCode(next[0] ?? 0) : "";
      this.started = true;
      if (type === "X") {
        // Terminate: finish what came before it, then hang up.
        this.work = this.work.then(() => this.drain()).then(() => void this.socket.end());
        return;
      }
      this.pipeline.push(next);
      if (!PIPELINE_PARTS.has(type)) {
        this.ready.push(Buffer.concat(this.pipeline));
        this.pipeline = [];
      }
    }
    this.work = this.work.then(() => this.drain());
  }

  /** The next message before startup: undefined until complete, null when handled here. */
  private startupMessage(): Buffer | null | undefined {
    if (this.input.length < 8) return undefined;
    const length = this.input.readInt32BE(0);
    if (length < 8 || length > 10_000) return this.fail();
    if (this.input.length < length) return undefined;
    const code = this.input.readInt32BE(4);
    const startup = this.take(length);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.socket.write("N");
      return null;
    }
    if (code === CANCEL_REQUEST) return this.fail();
    return startup;
  }

  private typedMessage(): Buffer | undefined {
    if (this.input.length < 5) return undefined;
    const length = this.input.readInt32BE(1);
    if (length < 4 || length > MAX_MESSAGE_BYTES) return this.fail();
    return this.input.length < length + 1 ? undefined : this.take(length + 1);
  }

  private take(bytes: number): Buffer {
    const taken = this.input.subarray(0, bytes);
    this.input = this.input.subarray(bytes);
    return taken;
  }

  private fail(): undefined {
    this.socket.destroy();
    return undefined;
  }

  private async execute(unit: Buffer): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await this.db.pglite.runExclusive(() =>
      this.db.pglite.execProtocolRawStream(unit, { onRawData: (data) => chunks.push(Buffer.from(data)) }),
    );
    return Buffer.concat(chunks);
  }

  private async drain(): Promise<void> {
    try {
      for (let unit = this.ready.shift(); unit !== undefined; unit = this.ready.shift()) {
        clearTimeout(this.holdTimer);
        this.release ??= await this.db.gate.acquire();
        if (this.socket.destroyed) return;
        const output = await this.execute(unit);
        this.socket.write(output);
        if (endsIdle(output)) this.unlock();
        else this.holdTimer = setTimeout(() => this.socket.destroy(), HOLD_TIMEOUT_MS);
      }
    } catch {
      this.socket.destroy();
    }
  }

  private unlock(): void {
    clearTimeout(this.holdTimer);
    this.release?.();
    this.release = undefined;
  }

  /** The client is gone: undo what it left open and give the database back. */
  private async end(): Promise<void> {
    this.ready.length = 0;
    await this.work;
    if (this.release === undefined) return;
    try {
      await this.execute(RESET);
    } finally {
      this.unlock();
    }
  }
}

export interface PgliteSocket {
  close(): Promise<void>;
}

/** Listens on `socketPath` (readable and writable by this user only) until closed. */
export async function servePglite(db: PgliteDatabase, socketPath: string): Promise<PgliteSocket> {
  // A socket file left by a server that was killed; the caller holds DATA_DIR's lock, so it is stale.
  await rm(socketPath, { force: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    new Session(socket, db);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}
