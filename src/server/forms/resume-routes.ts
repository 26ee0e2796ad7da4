// POST /api/resumes: one file, RESUME_FILE_FIELD, and nothing else (any other part is refused by name, a
// second file undoes the first). The visitor gets a reference for the application form, never a download.

import type { FastifyInstance } from "fastify";

import { RESUME_FILE_FIELD, RESUME_REQUIRED } from "../../lib/forms";
import {
  ONE_FILE_ONLY,
  UNKNOWN_FIELD,
  discardRest,
  readParts,
  receiveResume,
  refuseOversized,
  type Intake,
} from "./resume-intake";

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  const { resumes } = app;
  app.post(
    "/resumes",
    { config: { contentType: "multipart/form-data" }, onRequest: refuseOversized },
    async (request, reply) => {
      let intake: Intake | undefined;
      /** A part refused by its name, and what it is told. */
      let refused: { field: string; message: string } | undefined;
      const problem = await readParts(request, reply, 10, async (part) => {
        const resume = part.type === "file" && part.fieldname === RESUME_FILE_FIELD;
        if (resume && intake === undefined) {
          intake = await receiveResume(part.file, request, reply);
          return intake.ok ? "next" : "stop";
        }
        refused = resume
          ? { field: RESUME_FILE_FIELD, message: ONE_FILE_ONLY }
          : { field: part.fieldname, message: UNKNOWN_FIELD };
        return "stop";
      });
      if (problem) {
        if (intake?.ok) await resumes.discard(intake.id);
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
