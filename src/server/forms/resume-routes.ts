// POST /api/resumes: one file, RESUME_FILE_FIELD, and nothing else (any other part is refused by name, a
// second file undoes the first). The visitor gets a reference for the application form, never a download.

import type { FastifyInstance } from "fastify";

import { RESUME_FILE_FIELD, RESUME_REQUIRED } from "../../lib/forms";
import { isStorageFault } from "../http/faults";
import {
  MULTIPART_LIMITS,
  ONE_FILE_ONLY,
  UNKNOWN_FIELD,
  discardRest,
  multipartProblem,
  receiveResume,
  refuseOversized,
  type Intake,
} from "./resume-intake";

/** A second file is let through the parser, so that it can be refused by name. */
const LIMITS = { ...MULTIPART_LIMITS, files: 2, fields: 10, parts: 11 };

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  const { resumes, faults } = app;
  app.post(
    "/resumes",
    { config: { contentType: "multipart/form-data" }, onRequest: refuseOversized },
    async (request, reply) => {
      let intake: Intake | undefined;
      /** A part refused by its name, and what it is told. */
      let refused: { field: string; message: string } | undefined;
      try {
        for await (const part of request.parts({ limits: LIMITS })) {
          if (part.type === "file" && part.fieldname === RESUME_FILE_FIELD && intake === undefined) {
            intake = await receiveResume(resumes, part.file, request, reply, faults);
            if (!intake.ok) break;
            continue;
          }
          refused =
            part.type === "file" && part.fieldname === RESUME_FILE_FIELD
              ? { field: RESUME_FILE_FIELD, message: ONE_FILE_ONLY }
              : { field: part.fieldname, message: UNKNOWN_FIELD };
          break;
        }
      } catch (error) {
        discardRest(request, reply);
        if (intake?.ok) await resumes.discard(intake.id);
        // The server's own fault: named as one by the API's error handler.
        if (isStorageFault(error)) throw error;
        const problem = multipartProblem(error, LIMITS);
        return reply
          .code(problem.status)
          .send(
            problem.field ? { errors: { [problem.field]: problem.message } } : { error: problem.message },
          );
      }
      if (refused) {
        discardRest(request, reply);
        if (intake?.ok) await resumes.discard(intake.id);
        // Without a file before it, the upload also lacks its resume: both are said.
        const missing = intake === undefined ? { [RESUME_FILE_FIELD]: RESUME_REQUIRED } : {};
        return reply.code(400).send({ errors: { [refused.field]: refused.message, ...missing } });
      }
      if (intake === undefined)
        return reply.code(400).send({ errors: { [RESUME_FILE_FIELD]: RESUME_REQUIRED } });
      if (!intake.ok) {
        discardRest(request, reply, intake.close);
        return reply.code(intake.status).send({ errors: { [RESUME_FILE_FIELD]: intake.message } });
      }
      return reply.code(201).send({ url: intake.url });
    },
  );
}
