// Resume uploads. The file is kept private in the database until an application claims it; what the
// visitor gets back is a reference (`url`) for the application form, not a way to download it.

import { randomUUID } from "node:crypto";

import type { FastifyInstance } from "fastify";
import type { MultipartFile } from "@fastify/multipart";

import {
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
} from "../../lib/validation";
import type { Database } from "../db";
import { insertResume, resumeUrl } from "../store";

/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;

/** A PDF starts with "%PDF-", whatever its name or declared type say. */
const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const isPdf = (content: Buffer): boolean => content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

const hasStatus = (error: unknown): error is { statusCode: number } =>
  typeof (error as { statusCode?: unknown })?.statusCode === "number";

export async function resumeRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post(
    "/resumes",
    {
      config: { contentType: "multipart/form-data" },
      // Refuse an oversized upload from its declared length, before reading it.
      onRequest: async (request, reply) => {
        if (Number(request.headers["content-length"]) > RESUME_MAX_BYTES + ENVELOPE_BYTES)
          return reply.code(413).send({ errors: { file: RESUME_TOO_LARGE } });
      },
    },
    async (request, reply) => {
      let content: Buffer | undefined;
      try {
        const part: MultipartFile | undefined = await request.file({
          limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
        });
        if (part?.fieldname === RESUME_FILE_FIELD) content = await part.toBuffer();
      } catch (error) {
        if (hasStatus(error) && error.statusCode === 413)
          return reply.code(413).send({ errors: { file: RESUME_TOO_LARGE } });
        // Busboy's complaints about a malformed body carry no status: they are the client's fault.
        return reply.code(400).send({ error: "Malformed multipart body" });
      }
      if (content === undefined || content.length === 0)
        return reply.code(400).send({ errors: { file: RESUME_REQUIRED } });
      if (!isPdf(content)) return reply.code(415).send({ errors: { file: RESUME_NOT_PDF } });
      const id = randomUUID();
      await insertResume(db, id, content);
      return reply.code(201).send({ url: resumeUrl(id) });
    },
  );
}
