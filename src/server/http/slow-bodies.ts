// Every request body has a minimum rate: fewer than `stallBytes` in any `stallMs` is cut with 408 and the
// connection closed, so trickling senders cannot hold every socket. Counted on the socket, so a body the
// server itself holds back (a paced upload) is never cut.

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { UPLOAD_PACING, formatBytes } from "../forms/upload-pacing";

const { stallBytes, stallMs } = UPLOAD_PACING;

export const BODY_STALLED = "BODY_STALLED";

/** What a body that arrived slower than the minimum is told: that minimum. */
const STALLED_MESSAGE = `The request stalled: less than ${formatBytes(stallBytes)} of it arrived in ${stallMs / 1000} s`;

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

function cut(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  request.raw.unpipe();
  if (reply.sent) return void socket.destroy();
  request.log.info({ route: request.routeOptions.url, stallMs }, "cut a stalled body");
  reply.header("connection", "close");
  reply.raw.once("finish", () => socket.destroy());
  void reply.send(Object.assign(new Error(STALLED_MESSAGE), { statusCode: 408, code: BODY_STALLED }));
}

/** Watches every body from its first byte to its last. */
export function minimumBodyRate(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(request)) return done();
    const socket = raw.socket;
    let counted = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || raw.destroyed || reply.raw.writableFinished) return clearInterval(timer);
      const read = socket.bytesRead;
      if (paced.has(request) || read - counted >= stallBytes) {
        counted = read;
        return;
      }
      clearInterval(timer);
      cut(request, reply);
    }, stallMs);
    timer.unref();
    reply.raw.once("close", () => clearInterval(timer));
    done();
  });
}
