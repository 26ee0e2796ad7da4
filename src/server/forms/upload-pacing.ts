// How uploads share the server: every upload is read from its start (an unread one would time out idle),
// `lanes` of them at full speed and the rest at `waitingBytesPerSecond`; a lane passes on after `leaseMs`
// while others wait. An upload that delivers fewer than `stallBytes` in `stallMs` is cut.

import { Transform, type TransformCallback } from "node:stream";

/** Two lanes keep pages fast under many uploads; 64 KiB/s is a slow phone's pace. */
export const UPLOAD_PACING = {
  /** Uploads read at full speed at once, server-wide. */
  lanes: 2,
  /** How fast each other upload is read while it waits for a lane (and the burst it may send at once). */
  waitingBytesPerSecond: 64 * 1024,
  /** How long a lane is held while other uploads wait for one. */
  leaseMs: 1_000,
  /** An upload that delivers fewer than `stallBytes` in any `stallMs` is cut. */
  stallMs: 10_000,
  stallBytes: 10 * 1024,
};

/** An upload that delivered less than the pacing's minimum: its message names that minimum. */
export class UploadStalled extends Error {
  constructor() {
    super(
      `The upload stalled: less than ${formatBytes(UPLOAD_PACING.stallBytes)} arrived in ${UPLOAD_PACING.stallMs / 1000} s`,
    );
  }
}

/** 512 bytes, 10 KB, 5 MB: binary units as the site's messages write them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 2 ** 20 && bytes % 2 ** 20 === 0) return `${bytes / 2 ** 20} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** One upload's bytes on their way in, paced by its pacer. */
class Paced extends Transform {
  /** Bytes this upload may still pass on without a lane (may go below 0: a debt paid by waiting). */
  private tokens: number;
  private refilled = Date.now();
  /** A chunk held until the debt is paid or a lane is given. */
  private held?: { chunk: Buffer; done: TransformCallback; timer: NodeJS.Timeout };
  private leaseTimer?: NodeJS.Timeout;
  private readonly stallTimer: NodeJS.Timeout;
  private received = 0;
  private receivedAtCheck = 0;
  fast = false;

  constructor(private readonly pacer: UploadPacer) {
    super();
    this.tokens = UPLOAD_PACING.waitingBytesPerSecond;
    this.stallTimer = setInterval(() => this.checkStall(), UPLOAD_PACING.stallMs);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.fast) return done(null, chunk);
    const rate = UPLOAD_PACING.waitingBytesPerSecond;
    const now = Date.now();
    this.tokens = Math.min(rate, this.tokens + ((now - this.refilled) * rate) / 1000) - chunk.length;
    this.refilled = now;
    if (this.tokens >= 0) return done(null, chunk);
    // Over the waiting pace: held until the debt is paid, unless a lane comes first.
    const timer = setTimeout(() => this.release(), (-this.tokens * 1000) / rate);
    this.held = { chunk, done, timer };
    this.pacer.want(this);
  }

  override _flush(done: TransformCallback): void {
    this.finish();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.finish();
    done(error);
  }

  /** Given a lane: the held chunk goes on at once, and the rest at full speed. */
  granted(): void {
    this.fast = true;
    this.leaseTimer = setInterval(() => this.pacer.leaseOver(this), UPLOAD_PACING.leaseMs);
    this.release();
  }

  /** The lane passed to another upload: back to the waiting pace, with no burst saved up. */
  revoked(): void {
    this.fast = false;
    clearInterval(this.leaseTimer);
    this.tokens = 0;
    this.refilled = Date.now();
  }

  private release(): void {
    const held = this.held;
    if (!held) return;
    clearTimeout(held.timer);
    this.held = undefined;
    held.done(null, held.chunk);
  }

  private checkStall(): void {
    if (this.received - this.receivedAtCheck < UPLOAD_PACING.stallBytes) this.destroy(new UploadStalled());
    this.receivedAtCheck = this.received;
  }

  private finish(): void {
    clearInterval(this.stallTimer);
    clearInterval(this.leaseTimer);
    if (this.held) clearTimeout(this.held.timer);
    this.held = undefined;
    this.pacer.leave(this);
  }
}

/** The server's lanes, and the uploads waiting for one (first come, first served). */
export class UploadPacer {
  private readonly fast = new Set<Paced>();
  private readonly waiting: Paced[] = [];

  /** A pass-through for one upload's bytes, paced; it fails with UploadStalled when the upload stalls. */
  stream(): Transform {
    return new Paced(this);
  }

  want(upload: Paced): void {
    if (upload.fast || this.waiting.includes(upload)) return;
    this.waiting.push(upload);
    this.next();
  }

  leaseOver(upload: Paced): void {
    if (this.waiting.length === 0) return;
    this.fast.delete(upload);
    upload.revoked();
    this.next();
  }

  leave(upload: Paced): void {
    this.fast.delete(upload);
    const index = this.waiting.indexOf(upload);
    if (index >= 0) this.waiting.splice(index, 1);
    this.next();
  }

  private next(): void {
    while (this.fast.size < UPLOAD_PACING.lanes) {
      const upload = this.waiting.shift();
      if (!upload) return;
      this.fast.add(upload);
      upload.granted();
    }
  }
}
