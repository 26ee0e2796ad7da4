// Every request body has a minimum rate: fewer than `stallBytes` in any `stallMs` is cut with 408 and the
// connection closed, so trickling senders cannot hold every socket. Counted on the socket, so a body the
// server itself holds back (a paced upload) is never cut.

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { DEFAULT_UPLOAD_PACING, formatBytes, type UploadPacing } from "../forms/upload-pacing";

export type MinimumRate = Pick<UploadPacing, "stallMs" | "stallBytes">;

export const BODY_STALLED = "BODY_STALLED";

/** A body that arrived slower than the minimum: its message names that minimum. */
export class BodyStalled extends Error {
  readonly statusCode = 408;
  readonly code = BODY_STALLED;
  constructor(rate: MinimumRate) {
    super(
      `The request stalled: less than ${formatBytes(rate.stallBytes)} of it arrived in ${rate.stallMs / 1000} s`,
    );
  }
}

/** Requests whose file part is being read by the upload pacer, which cuts it with its own message. */
const paced = new WeakSet<FastifyRequest>();

/** While `work` runs, the request's body is watched by the upload pacer instead (upload-pacing.ts). */
export async function pacedElsewhere<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  paced.add(request);
  try {
    return await work();
  } finally {
    paced.delete(request);
  }
}

const hasBody = (request: FastifyRequest): boolean =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"]) > 0;

function cut(request: FastifyRequest, reply: FastifyReply, rate: MinimumRate): void {
  const socket = request.raw.socket;
  request.raw.unpipe();
  if (reply.sent) return void socket.destroy();
  request.log.info({ route: request.routeOptions.url, stallMs: rate.stallMs }, "cut a stalled body");
  reply.header("connection", "close");
  reply.raw.once("finish", () => socket.destroy());
  void reply.send(new BodyStalled(rate));
}

/** Watches every body from its first byte to its last. */
export function minimumBodyRate(app: FastifyInstance): void {
  const rate: MinimumRate = DEFAULT_UPLOAD_PACING;
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(request)) return done();
    const socket = raw.socket;
    let counted = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || raw.destroyed || reply.raw.writableFinished) return clearInterval(timer);
      const read = socket.bytesRead;
      if (paced.has(request) || read - counted >= rate.stallBytes) {
        counted = read;
        return;
      }
      clearInterval(timer);
      cut(request, reply, rate);
    }, rate.stallMs);
    timer.unref();
    reply.raw.once("close", () => clearInterval(timer));
    done();
  });
}
