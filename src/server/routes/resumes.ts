// Resume uploads. The file is kept private until an application claims it; what the visitor gets back is
// a reference (`url`) for the application form, not a way to download it. The bytes are streamed to the
// ResumeStore, never held by the event loop's database work.

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";

import {
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_QUOTA,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  TOO_MANY_PARTS,
} from "../../lib/validation";
import type { ResumeStore, SaveOutcome } from "../resumes";
import { resumeUrl } from "../store";

/** Room for the multipart envelope (and a form's other fields) around a file of the largest size. */
export const ENVELOPE_BYTES = 64 * 1024;

/** Busboy's limits: one byte over the largest resume lets the store see that it is too large. */
export const MULTIPART_LIMITS = { fileSize: RESUME_MAX_BYTES + 1, files: 1, fieldSize: 8 * 1024 };

/** The message and status for an upload the store refused. */
export const REFUSALS: Record<Exclude<SaveOutcome, { ok: true }>["problem"], [number, string]> = {
  empty: [400, RESUME_REQUIRED],
  "not-pdf": [415, RESUME_NOT_PDF],
  "too-large": [413, RESUME_TOO_LARGE],
};

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown })?.code as string;

/** A multipart error as an answer: the limit that was exceeded, by name, or a malformed body. */
export function multipartProblem(
  error: unknown,
): [number, { errors: Record<string, string> } | { error: string }] {
  switch (codeOf(error)) {
    case "FST_REQ_FILE_TOO_LARGE":
      return [413, { errors: { [RESUME_FILE_FIELD]: RESUME_TOO_LARGE } }];
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
      return [413, { error: TOO_MANY_PARTS }];
    default:
      // Busboy's complaints about a malformed body carry no status: they are the client's fault.
      return [400, { error: "Malformed multipart body" }];
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

export async function resumeRoutes(
  app: FastifyInstance,
  { resumes }: { resumes: ResumeStore },
): Promise<void> {
  app.post(
    "/resumes",
    { config: { contentType: "multipart/form-data" }, onRequest: refuseOversized },
    async (request, reply) => {
      if (!(await resumes.allowed(request.ip)))
        return reply.code(429).send({ errors: { [RESUME_FILE_FIELD]: RESUME_QUOTA } });
      let outcome: SaveOutcome | undefined;
      try {
        const part: MultipartFile | undefined = await request.file({
          limits: { ...MULTIPART_LIMITS, fields: 10, parts: 11 },
        });
        if (part?.fieldname === RESUME_FILE_FIELD) outcome = await resumes.save(part.file, request.ip);
        else part?.file.resume();
      } catch (error) {
        const [status, body] = multipartProblem(error);
        return reply.code(status).send(body);
      }
      if (outcome === undefined)
        return reply.code(400).send({ errors: { [RESUME_FILE_FIELD]: RESUME_REQUIRED } });
      if (!outcome.ok) {
        const [status, message] = REFUSALS[outcome.problem];
        return reply.code(status).send({ errors: { [RESUME_FILE_FIELD]: message } });
      }
      return reply.code(201).send({ url: resumeUrl(outcome.id) });
    },
  );
}
