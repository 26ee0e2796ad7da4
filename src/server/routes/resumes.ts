// Resume uploads. The file is kept private until an application claims it; what the visitor gets back is
// a reference (`url`) for the application form, not a way to download it. The bytes are streamed to the
// ResumeStore, never held by the event loop's database work.

import type { FastifyInstance } from "fastify";

import { RESUME_FILE_FIELD, RESUME_REQUIRED } from "../../lib/forms";
import type { ResumeStore } from "../resumes";
import {
  MULTIPART_LIMITS,
  multipartProblem,
  receiveResume,
  refuseOversized,
  type Intake,
} from "../resume-intake";

export async function resumeRoutes(
  app: FastifyInstance,
  { resumes }: { resumes: ResumeStore },
): Promise<void> {
  app.post(
    "/resumes",
    { config: { contentType: "multipart/form-data" }, onRequest: refuseOversized },
    async (request, reply) => {
      let intake: Intake | undefined;
      try {
        const part = await request.file({ limits: { ...MULTIPART_LIMITS, fields: 10, parts: 11 } });
        if (part?.fieldname === RESUME_FILE_FIELD)
          intake = await receiveResume(resumes, part.file, request.ip);
        else part?.file.resume();
      } catch (error) {
        const problem = multipartProblem(error);
        return reply
          .code(problem.status)
          .send(
            problem.field ? { errors: { [problem.field]: problem.message } } : { error: problem.message },
          );
      }
      if (intake === undefined)
        return reply.code(400).send({ errors: { [RESUME_FILE_FIELD]: RESUME_REQUIRED } });
      if (!intake.ok)
        return reply.code(intake.status).send({ errors: { [RESUME_FILE_FIELD]: intake.message } });
      return reply.code(201).send({ url: intake.url });
    },
  );
}
