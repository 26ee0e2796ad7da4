// Storage faults (a full disk, a failed write, a database that does not answer): answered 503 with
// Retry-After, logged with their cause, and remembered a while so /api/health answers 503 (reads still work).

import { StorageFailure } from "../forms/resumes";

/** How long a client is asked to wait, and how long a fault keeps /api/health at 503. */
export const RETRY_AFTER_SECONDS = 60;

export const STORAGE_FAULT_MESSAGE =
  "The server could not store this just now (a fault on our side). Please try again in a minute.";

/** Node's and the file system's codes for a failed write or an unreachable database. */
const SYSTEM_CODES = new Set([
  "ENOSPC",
  "EDQUOT",
  "EIO",
  "EROFS",
  "EMFILE",
  "ENFILE",
  "EACCES",
  "EPERM",
  // Not ECONNRESET or EPIPE: a visitor leaving mid-body causes those.
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** SQLite's (better-sqlite3's err.code, with its extended forms such as SQLITE_IOERR_WRITE). */
const SQLITE_CODE = /^SQLITE_(FULL|IOERR|CANTOPEN|READONLY|CORRUPT|NOTADB|BUSY|LOCKED|NOMEM|PROTOCOL)/;
/** PostgreSQL's SQLSTATEs: connection, resources, shutdown, system, internal, serialization/deadlock. */
const PG_SQLSTATE = /^(08...|53...|57P..|58...|XX...|40001|40P01)$/;
/** node-postgres' own errors, which carry no code. */
const PG_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|connection error|cannot use a pool after calling end/i;

/** The error, then its causes (a wrapped fault is still one). */
function* chain(error: unknown): Generator<unknown> {
  for (let depth = 0; error !== undefined && error !== null && depth < 5; depth++) {
    yield error;
    error = (error as { cause?: unknown }).cause;
  }
}

/** True when `error` (or what caused it) is a fault of the server's storage, not of the request. */
export function isStorageFault(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof StorageFailure) return true;
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (SYSTEM_CODES.has(code) || SQLITE_CODE.test(code) || PG_SQLSTATE.test(code))
    )
      return true;
    if (typeof message === "string" && PG_MESSAGE.test(message)) return true;
  }
  return false;
}

/** What the log keeps of a fault: its codes and messages down the chain, never the request's values. */
function faultCause(error: unknown) {
  return [...chain(error)].map((link) => {
    const { name, code, syscall, message } = link as Record<string, unknown>;
    return { name, code, syscall, message: isStorageFault(link) ? message : undefined };
  });
}

/** The last storage fault, for /api/health. */
export class FaultMemory {
  private lastAt = -Infinity;
  private lastCause: string | undefined;

  report(error: unknown): void {
    this.lastAt = Date.now();
    const first = faultCause(error).find((link) => link.code !== undefined) ?? faultCause(error)[0];
    this.lastCause = String(first?.code ?? first?.name ?? "unknown");
  }

  /** The last fault's code while it is recent, else undefined. */
  get failing(): string | undefined {
    return Date.now() - this.lastAt < RETRY_AFTER_SECONDS * 1000 ? this.lastCause : undefined;
  }
}

/** Names a storage fault: logged at error level with its cause, remembered, and Retry-After set. */
export function storageFault(
  faults: FaultMemory,
  request: { log: { error(object: object, message: string): void } },
  reply: { header(name: string, value: string): unknown },
  error: unknown,
): void {
  faults.report(error);
  request.log.error({ cause: faultCause(error) }, "storage fault: answered 503");
  reply.header("retry-after", String(RETRY_AFTER_SECONDS));
}
