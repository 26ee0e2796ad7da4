// How an uploaded resume is taken in, by POST /api/resumes or the application form posted natively: the
// declared length, the parser's limits, the hourly quota, the paced store, and each refusal's message.

import type { Readable } from "node:stream";

import type { Multipart } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";

import {
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
} from "../../lib/forms";
import type { SaveOutcome } from "./resumes";
import { resumeUrl } from "./store";
import { UploadStalled, formatBytes } from "./upload-pacing";
import { isStorageFault, storageFault } from "../http/faults";
import { pacedElsewhere } from "../http/slow-bodies";

/** Room for the multipart envelope around the largest file: part headers and at most 20 fields of 8 KB. */
const ENVELOPE_BYTES = 256 * 1024;

/** Busboy's limits: one byte over the largest resume lets the store see that it is too large. */
const MULTIPART_LIMITS = { fileSize: RESUME_MAX_BYTES + 1, fieldSize: 8 * 1024 };

/** When the server could not store an upload (a full disk, the database down): try again later. */
const STORAGE_FAILED = "The server could not store your resume just now. Please try again later.";
export const ONE_FILE_ONLY = "Send one resume: this upload held more than one file";
/** A part the form does not have: its name is the key of the error. */
export const UNKNOWN_FIELD = "This form has no such field";

export interface Refused {
  ok: false;
  status: number;
  message: string;
  /** The connection is closed after the answer (a stalled body is not read to its end). */
  close?: boolean;
}
export type Intake = { ok: true; url: string; id: string } | Refused;

const REFUSALS: Record<Exclude<SaveOutcome, { ok: true }>["problem"], Refused> = {
  empty: { ok: false, status: 400, message: RESUME_REQUIRED },
  "not-pdf": { ok: false, status: 415, message: RESUME_NOT_PDF },
  "too-large": { ok: false, status: 413, message: RESUME_TOO_LARGE },
  stalled: { ok: false, status: 408, message: new UploadStalled().message, close: true },
};

/** The bytes an upload may hold of its quota: its declared length, or the largest resume. */
const declaredBytes = (request: FastifyRequest): number => {
  const length = Number(request.headers["content-length"]);
  return Number.isFinite(length) && length > 0 ? Math.min(length, RESUME_MAX_BYTES) : RESUME_MAX_BYTES;
};

/**
 * Takes in one uploaded file: refused over the hourly quota (unread), else stored or refused as empty, not a
 * PDF, too large or stalled. A failure to store it is a storage fault (faults.ts).
 */
export async function receiveResume(
  file: Readable,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Intake> {
  const { resumes, faults } = request.server;
  let release: (() => void) | undefined;
  try {
    const hold = await resumes.reserve(request.ip, declaredBytes(request));
    if (!hold.ok) {
      // The quota's message names the limit the upload would pass.
      const { count, bytes } = resumes.quota;
      const most = hold.limit === "count" ? `${count} resumes` : `${formatBytes(bytes)} of resumes`;
      const message = `At most ${most} an hour may be sent from one connection. Please try again in an hour.`;
      return { ok: false, status: 429, message };
    }
    release = hold.release;
    const outcome = await pacedElsewhere(request, () => resumes.save(file, request.ip));
    return outcome.ok ? { ok: true, url: resumeUrl(outcome.id), id: outcome.id } : REFUSALS[outcome.problem];
  } catch (error) {
    if (!isStorageFault(error)) throw error;
    storageFault(faults, request, reply, error);
    return { ok: false, status: 503, message: STORAGE_FAILED };
  } finally {
    release?.();
  }
}

/** A multipart body refused by its parser; `field` when the refusal is the resume's. */
type MultipartProblem = Refused & { field?: typeof RESUME_FILE_FIELD };

/** A multipart error as a refusal: the limit that was exceeded, by name, or a malformed body. */
function multipartProblem(
  error: unknown,
  limits: Record<"parts" | "fields" | "files", number>,
): MultipartProblem {
  switch ((error as { code?: unknown })?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return { ok: false, status: 413, message: RESUME_TOO_LARGE, field: RESUME_FILE_FIELD };
    case "FST_PARTS_LIMIT":
      return { ok: false, status: 413, message: `The form has more than ${limits.parts} parts` };
    case "FST_FILES_LIMIT":
      return { ok: false, status: 413, message: `The form has more than ${limits.files} files` };
    case "FST_FIELDS_LIMIT":
      return { ok: false, status: 413, message: `The form has more than ${limits.fields} fields` };
    default:
      // Busboy's complaints about a malformed body carry no status: they are the client's fault.
      return { ok: false, status: 400, message: "Malformed multipart body" };
  }
}

/**
 * Hands a multipart body's parts to `take` until it says "stop". A parser's error ends the reading (the rest
 * discarded) and is returned as a refusal; a storage fault is thrown on (receiveResume answers its own).
 */
export async function readParts(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: number,
  take: (part: Multipart) => Promise<"next" | "stop">,
): Promise<MultipartProblem | undefined> {
  // A second file is let through the parser, so that it can be refused by name.
  const limits = { ...MULTIPART_LIMITS, files: 2, fields, parts: fields + 1 };
  try {
    for await (const part of request.parts({ limits })) {
      if ((await take(part)) === "stop") break;
    }
    return undefined;
  } catch (error) {
    discardRest(request, reply);
    if (isStorageFault(error)) throw error;
    return multipartProblem(error, limits);
  }
}

/** True when the declared length leaves no room for a resume within the limit. */
export const isOversized = (request: FastifyRequest): boolean =>
  Number(request.headers["content-length"]) > RESUME_MAX_BYTES + ENVELOPE_BYTES;

/** Refuses an oversized upload from its declared length, before reading it. */
export async function refuseOversized(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isOversized(request))
    return reply.code(413).send({ errors: { [RESUME_FILE_FIELD]: RESUME_TOO_LARGE } });
}

/**
 * Stops parsing a body not read to its end and discards the rest, so the answer goes out without a stall;
 * with `close` (a stalled body) the connection is closed once the answer is sent.
 */
export function discardRest(request: FastifyRequest, reply: FastifyReply, close = false): void {
  request.raw.unpipe();
  if (close) {
    reply.header("connection", "close");
    reply.raw.once("finish", () => request.raw.socket?.destroy());
    return;
  }
  request.raw.resume();
}
