// How an uploaded resume is taken in, whichever way it comes: POST /api/resumes (the page's script) or the
// application form sent by the browser itself (multipart). One path: the declared length, the parser's
// limits, the address's hourly quota, the store, and each refusal's status and message.

import type { Readable } from "node:stream";

import type { FastifyReply, FastifyRequest } from "fastify";

import {
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_QUOTA,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  TOO_MANY_PARTS,
} from "../lib/forms";
import type { ResumeStore, SaveOutcome } from "./resumes";
import { resumeUrl } from "./store";

/** Room for the multipart envelope (and a form's other fields) around a file of the largest size. */
export const ENVELOPE_BYTES = 64 * 1024;

/** Busboy's limits: one byte over the largest resume lets the store see that it is too large. */
export const MULTIPART_LIMITS = { fileSize: RESUME_MAX_BYTES + 1, files: 1, fieldSize: 8 * 1024 };

/** The message and status for an upload the store refused. */
const REFUSALS: Record<Exclude<SaveOutcome, { ok: true }>["problem"], Refused> = {
  empty: { ok: false, status: 400, message: RESUME_REQUIRED },
  "not-pdf": { ok: false, status: 415, message: RESUME_NOT_PDF },
  "too-large": { ok: false, status: 413, message: RESUME_TOO_LARGE },
};

export interface Refused {
  ok: false;
  status: number;
  message: string;
}
export type Intake = { ok: true; url: string } | Refused;

/**
 * Takes in one uploaded file from `address`: refused over the address's hourly quota (the bytes are
 * read and dropped), then stored, or refused as empty, not a PDF or too large.
 */
export async function receiveResume(resumes: ResumeStore, file: Readable, address: string): Promise<Intake> {
  if (!(await resumes.allowed(address))) {
    file.resume();
    return { ok: false, status: 429, message: RESUME_QUOTA };
  }
  const outcome = await resumes.save(file, address);
  return outcome.ok ? { ok: true, url: resumeUrl(outcome.id) } : REFUSALS[outcome.problem];
}

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown })?.code as string;

/** A multipart error as a refusal: the limit that was exceeded, by name, or a malformed body. */
export function multipartProblem(error: unknown): Refused & { field?: typeof RESUME_FILE_FIELD } {
  switch (codeOf(error)) {
    case "FST_REQ_FILE_TOO_LARGE":
      return { ok: false, status: 413, message: RESUME_TOO_LARGE, field: RESUME_FILE_FIELD };
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
      return { ok: false, status: 413, message: TOO_MANY_PARTS };
    default:
      // Busboy's complaints about a malformed body carry no status: they are the client's fault.
      return { ok: false, status: 400, message: "Malformed multipart body" };
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
