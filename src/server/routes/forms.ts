// The three JSON forms: one path for each from request to stored row, and on to the club's mailbox.

import type { FastifyInstance } from "fastify";

import {
  BOT_REJECTED,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  cleanApplication,
  cleanContact,
  cleanSubscribe,
  hasErrors,
  isRecord,
  validateApplication,
  validateContact,
  validateSubscribe,
  RESUME_REQUIRED,
  type ApplicationPayload,
  type ContactPayload,
  type FieldErrors,
  type FormValues,
  type SubscribePayload,
} from "../../lib/validation";
import type { Database } from "../db";
import { applicationNotice, messageNotice, type Mailer } from "../mail";
import { batched } from "../batch";
import { insertApplication, insertMessages, resumeContent, resumeIdOf, subscribe } from "../store";

export interface FormDeps {
  db: Database;
  mailer?: Mailer;
}

type Outcome<T> = { status: 200 | 201 } | { errors: FieldErrors<T> };

interface JsonForm<T> {
  url: string;
  /** Least time between the form appearing and its submission; 0 checks the honeypot only. */
  minFillMs: number;
  validate(values: FormValues<T>): FieldErrors<T>;
  clean(values: FormValues<T>): T;
  accept(payload: T, deps: FormDeps): Promise<Outcome<T>>;
}

/** JSON forms are a few kB; this leaves room for a 5,000-character message in any script. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Messages are the busiest form: those that arrive together are stored together (group commit). */
function contactForm(db: Database): JsonForm<ContactPayload> {
  const store = batched((messages: ContactPayload[]) => insertMessages(db, messages));
  return {
    url: "/message",
    minFillMs: MIN_FILL_MS,
    validate: validateContact,
    clean: cleanContact,
    async accept(message, { mailer }) {
      const id = await store(message);
      mailer?.send(async () => messageNotice(message, id));
      return { status: 201 };
    },
  };
}

const application: JsonForm<ApplicationPayload> = {
  url: "/register",
  minFillMs: MIN_FILL_MS,
  validate: validateApplication,
  clean: cleanApplication,
  async accept(payload, { db, mailer }) {
    const id = await insertApplication(db, payload);
    if (id === undefined) return { errors: { resume: RESUME_REQUIRED } };
    mailer?.send(async () =>
      applicationNotice(payload, id, await resumeContent(db, resumeIdOf(payload.resume))),
    );
    return { status: 201 };
  },
};

/** The newsletter box: one field, quickly typed, so the honeypot is its only bot check. */
const subscription: JsonForm<SubscribePayload> = {
  url: "/subscribe",
  minFillMs: 0,
  validate: validateSubscribe,
  clean: cleanSubscribe,
  async accept({ email }, { db }) {
    return { status: (await subscribe(db, email)) ? 201 : 200 };
  },
};

/** A filled honeypot, or a form sent sooner than a person could fill it. */
function looksAutomated(values: Record<string, unknown>, minFillMs: number): boolean {
  const honeypot = values[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return true;
  if (minFillMs <= 0) return false;
  const elapsed = values[ELAPSED_FIELD];
  return typeof elapsed !== "number" || !Number.isFinite(elapsed) || elapsed < minFillMs;
}

function registerForm<T>(app: FastifyInstance, form: JsonForm<T>, deps: FormDeps): void {
  app.post(
    form.url,
    { bodyLimit: JSON_BODY_LIMIT, config: { contentType: "application/json" } },
    async (request, reply) => {
      const body = request.body;
      if (!isRecord(body)) return reply.code(400).send({ error: "Send the form's fields as a JSON object" });
      if (looksAutomated(body, form.minFillMs)) return reply.code(400).send({ error: BOT_REJECTED });
      const values = body as FormValues<T>;
      const errors = form.validate(values);
      if (hasErrors(errors)) return reply.code(400).send({ errors });
      const outcome = await form.accept(form.clean(values), deps);
      if ("errors" in outcome) return reply.code(400).send({ errors: outcome.errors });
      return reply.code(outcome.status).send({ ok: true });
    },
  );
}

export async function formRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  registerForm(app, contactForm(deps.db), deps);
  registerForm(app, application, deps);
  registerForm(app, subscription, deps);
}
