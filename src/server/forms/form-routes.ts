// The three forms, from request to stored row and mail. Each takes JSON (the page's script) or the
// browser's own submission, answered with a page: 303 to a thank-you page, or the form again with its
// messages (form-page.tsx). Nothing a visitor sends ever goes into a URL.

import { hash, randomBytes } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import {
  APPLICATION_FORM,
  BOT_REJECTED,
  CONTACT_FORM,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  RESUME_FILE_FIELD,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  SUBSCRIBE_FORM,
  apiPathOf,
  cleanForm,
  errorsByInput,
  hasErrors,
  isRecord,
  payloadFromInputs,
  validateForm,
  type AnyForm,
  type ContactPayload,
  type FieldErrors,
  type FormValues,
  type PayloadOf,
} from "../../lib/forms";
import {
  FORM_PAGE_POLICY,
  isNativeForm,
  formPage,
  nativeFormOf,
  notePage,
  postedInputNames,
  thankYouPage,
} from "./form-page";
import { applicationNotice, confirmationNotice, messageNotice } from "./mail";
import { resumeContent } from "./resumes";
import { batched } from "../storage/batch";
import { mediaType } from "../http/media-type";
import {
  CONFIRMATION_TIMES,
  confirmSubscription,
  insertApplication,
  insertMessages,
  requestSubscription,
  resumeIdOf,
  subscribe,
} from "./store";
import {
  ONE_FILE_ONLY,
  UNKNOWN_FIELD,
  discardRest,
  isOversized,
  readParts,
  receiveResume,
  refuseOversized,
} from "./resume-intake";

type Outcome<T> = { status: 201 | 202 } | { errors: FieldErrors<T> };

/** A described form (its route, rules and pages come from `spec`) and what is done with what it sends. */
interface Form<F extends AnyForm> {
  spec: F;
  /** Least time between the form appearing and its submission; 0 checks the honeypot only. */
  minFillMs: number;
  accept(payload: PayloadOf<F>): Promise<Outcome<PayloadOf<F>>>;
}

/** JSON forms are a few kB; this leaves room for a 5,000-character message in any script. */
const JSON_BODY_LIMIT = 64 * 1024;

/** Messages are the busiest form: those that arrive together are stored together (group commit). */
function contactForm({ db, mailer }: FastifyInstance): Form<typeof CONTACT_FORM> {
  const store = batched((messages: ContactPayload[]) => insertMessages(db, messages));
  return {
    spec: CONTACT_FORM,
    minFillMs: MIN_FILL_MS,
    async accept(message) {
      const id = await store(message);
      mailer?.send(async () => messageNotice(message, id));
      return { status: 201 };
    },
  };
}

const applicationForm = ({ db, mailer, resumes }: FastifyInstance): Form<typeof APPLICATION_FORM> => ({
  spec: APPLICATION_FORM,
  minFillMs: MIN_FILL_MS,
  async accept(payload) {
    const id = await insertApplication(db, payload);
    if (id === undefined) return { errors: { resume: RESUME_REQUIRED } };
    mailer?.send(async () =>
      applicationNotice(payload, id, await resumeContent(db, resumeIdOf(payload.resume), resumes.dir)),
    );
    return { status: 201 };
  },
});

const CONFIRM_PATH = "/subscribe/confirm";

/** What the database keeps of a confirmation token: it alone cannot confirm anything. */
const tokenHash = (token: string): string => hash("sha256", token);

/**
 * The newsletter box, whose only bot check is the honeypot; its answer never tells who is subscribed. With
 * mail, double opt-in (a confirmation link, at most once per resend interval); without, subscribed at once.
 */
const subscriptionForm = ({ db, mailer, settings }: FastifyInstance): Form<typeof SUBSCRIBE_FORM> => ({
  spec: SUBSCRIBE_FORM,
  minFillMs: 0,
  async accept({ email }) {
    const { publicOrigin } = settings;
    if (!mailer || publicOrigin === undefined) {
      await subscribe(db, email);
      return { status: 202 };
    }
    const token = randomBytes(32).toString("base64url");
    if (await requestSubscription(db, email, tokenHash(token))) {
      const link = `${publicOrigin}/api${CONFIRM_PATH}?token=${token}`;
      mailer.send(async () => confirmationNotice(email, link, CONFIRMATION_TIMES.expiryHours));
    }
    return { status: 202 };
  },
});

const CONFIRMED = {
  title: "Subscribed",
  text: "Your address is confirmed: we will e-mail you the club's news.",
};
const NOT_CONFIRMED = {
  title: "This link does not work",
  text: "It has expired, was already used or is incomplete. Subscribe again on the site to get a new one.",
};

const filled = (value: unknown): boolean => value !== undefined && value !== null && value !== "";

/** A filled honeypot, or a form sent sooner than a person could fill it. */
function looksAutomated(values: Record<string, unknown>, minFillMs: number): boolean {
  if (filled(values[HONEYPOT_FIELD])) return true;
  if (minFillMs <= 0) return false;
  const elapsed = values[ELAPSED_FIELD];
  return typeof elapsed !== "number" || !Number.isFinite(elapsed) || elapsed < minFillMs;
}

interface PlainSubmission {
  inputs: Record<string, string>;
  /** Inputs the form does not have (or a second file), by name, with what each is told. */
  unknown: Record<string, string>;
  /** A resume sent with the application and stored (its URL), or why it was refused. */
  resume?: string;
  resumeError?: string;
  /** Reading ended before the body did: the status to answer, and what to say for the whole form. */
  cut?: { status: number; notice?: string };
}

const MALFORMED_FORM = "The form arrived incomplete. Please check it and send it again.";

/**
 * The inputs of an urlencoded or multipart submission, a file part stored as the resume; a body cut short
 * keeps what was read before, to show again. `oversized`: read the inputs, not the resume. Names not in
 * `known` are kept aside to be refused by name.
 */
async function readPlain(
  request: FastifyRequest,
  reply: FastifyReply,
  oversized: boolean,
  known: ReadonlySet<string>,
): Promise<PlainSubmission> {
  const inputs: Record<string, string> = {};
  const unknown: Record<string, string> = {};
  if (!request.isMultipart()) {
    const body = isRecord(request.body) ? request.body : {};
    for (const [name, value] of Object.entries(body)) {
      if (!known.has(name)) unknown[name] = UNKNOWN_FIELD;
      else if (typeof value === "string") inputs[name] = value;
    }
    return { inputs, unknown };
  }
  const submission: PlainSubmission = { inputs, unknown };
  /** The resume stored from this body: undone if the body turns out to hold a second file. */
  let storedId: string | undefined;
  const problem = await readParts(request, reply, 20, async (part) => {
    if (!known.has(part.fieldname)) {
      unknown[part.fieldname] = UNKNOWN_FIELD;
      if (part.type === "file") part.file.resume();
      return "next";
    }
    if (part.type === "field") {
      if (typeof part.value === "string") inputs[part.fieldname] = part.value;
      return "next";
    }
    // An empty file input is sent as a part with no file name and no bytes.
    if (part.fieldname !== RESUME_FILE_FIELD || part.filename === "") {
      part.file.resume();
      return "next";
    }
    if (storedId !== undefined || submission.resumeError !== undefined) {
      submission.resume = undefined;
      submission.resumeError = ONE_FILE_ONLY;
      submission.cut = { status: 400 };
      discardRest(request, reply);
      return "stop";
    }
    if (oversized) {
      // A browser sends the file input last: what was typed has been read.
      submission.resumeError = RESUME_TOO_LARGE;
      submission.cut = { status: 413 };
      discardRest(request, reply);
      return "stop";
    }
    const intake = await receiveResume(part.file, request, reply);
    if (intake.ok) {
      submission.resume = intake.url;
      storedId = intake.id;
      return "next";
    }
    submission.resumeError = intake.message;
    // Refused for what it is (not a PDF, empty), the rest of the form is still read and judged.
    if (intake.status === 400 || intake.status === 415) return "next";
    submission.cut = { status: intake.status };
    discardRest(request, reply, intake.close);
    return "stop";
  });
  if (problem) {
    if (problem.field) submission.resumeError = problem.message;
    submission.cut = {
      status: problem.status,
      notice: problem.field ? undefined : problem.status === 413 ? problem.message : MALFORMED_FORM,
    };
  }
  if (storedId !== undefined && submission.resume === undefined)
    await request.server.resumes.discard(storedId);
  return submission;
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header("content-security-policy", FORM_PAGE_POLICY)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(html);
}

/** Plain applications whose declared length is over the limit: read up to the resume, then refused. */
const oversized = new WeakSet<FastifyRequest>();

function registerForm<F extends AnyForm>(app: FastifyInstance, form: Form<F>): void {
  type T = PayloadOf<F>;
  const { spec } = form;
  const { siteOrigin } = app;
  const plainTypes = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
  const action = apiPathOf(spec);
  /** The form's file field (the application's resume): it takes multipart, and the stored file's URL. */
  const file = (spec.fields as AnyForm["fields"]).find((field) => field.kind === "file");
  const validate = (values: FormValues<T>): FieldErrors<T> => validateForm(spec, values);
  /** What the page's script may send: the fields and the bot checks. */
  const knownKeys = new Set<string>([
    ...spec.fields.map((field) => field.name),
    HONEYPOT_FIELD,
    ELAPSED_FIELD,
  ]);
  const knownInputs = postedInputNames(spec.id);

  /** An application too large for its resume: JSON at once, or a plain one read up to its resume. */
  async function oversizedApplication(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!isOversized(request)) return;
    if (nativeFormOf(request) === undefined) return refuseOversized(request, reply);
    oversized.add(request);
  }

  async function json(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (!isRecord(body)) return reply.code(400).send({ error: "Send the form's fields as a JSON object" });
    if (looksAutomated(body, form.minFillMs)) return reply.code(400).send({ error: BOT_REJECTED });
    // A field this server does not know is refused by name, never dropped: it would not be stored.
    const strangers = Object.keys(body).filter((key) => !knownKeys.has(key));
    if (strangers.length > 0)
      return reply
        .code(400)
        .send({ errors: Object.fromEntries(strangers.map((key) => [key, UNKNOWN_FIELD])) });
    const values = body as FormValues<T>;
    const errors = validate(values);
    if (hasErrors(errors)) return reply.code(400).send({ errors });
    const outcome = await form.accept(cleanForm(spec, values));
    if ("errors" in outcome) return reply.code(400).send({ errors: outcome.errors });
    return reply.code(outcome.status).send({ ok: true });
  }

  /** A submission by the browser itself: no elapsed time to check (no script ran), the honeypot is. */
  async function plain(request: FastifyRequest, reply: FastifyReply) {
    const submission = await readPlain(request, reply, oversized.has(request), knownInputs);
    const { inputs, cut } = submission;
    const resume = submission.resume ?? (file && inputs[file.name]);
    // The page says a resume is kept (and carries it on) only when nothing was said against it.
    const again = (status: number, errors: Record<string, string>, notice?: string) =>
      sendPage(
        reply,
        status,
        formPage(
          spec.id,
          {
            action,
            values: inputs,
            errors,
            resume: file && (errors[file.name] || errors[RESUME_FILE_FIELD]) ? undefined : resume,
            notice,
          },
          siteOrigin,
        ),
      );
    if (filled(inputs[HONEYPOT_FIELD])) return again(400, {}, BOT_REJECTED);
    // Part of the body was not read: its inputs are shown again, but not judged as if empty.
    if (cut?.notice) return again(cut.status, {}, cut.notice);
    // An input this server does not know is refused by name, never dropped: it would not be stored.
    const strangers = Object.keys(submission.unknown);
    if (strangers.length > 0)
      return again(
        400,
        {},
        `The form sent fields it does not have: ${strangers
          .slice(0, 5)
          .map((name) => name.slice(0, 40))
          .join(", ")}. Please send it again.`,
      );
    const values = payloadFromInputs(spec, file ? { ...inputs, [file.name]: resume ?? "" } : inputs);
    const errors = errorsByInput(spec, {
      ...validate(values),
      ...(file && submission.resumeError && { [file.name]: submission.resumeError }),
    });
    const tooLarge = submission.resumeError === RESUME_TOO_LARGE;
    if (hasErrors(errors)) return again(cut?.status ?? (tooLarge ? 413 : 400), errors);
    const outcome = await form.accept(cleanForm(spec, values));
    if ("errors" in outcome) return again(400, errorsByInput(spec, outcome.errors));
    return reply.code(303).header("location", `${app.prefix}/sent/${spec.id}`).send();
  }

  app.post(
    `/${spec.id}`,
    {
      bodyLimit: JSON_BODY_LIMIT,
      config: {
        contentType: file ? ["application/json", ...plainTypes] : ["application/json", plainTypes[0]],
      },
      onRequest: file ? oversizedApplication : undefined,
    },
    async (request, reply) =>
      mediaType(request) === "application/json" ? json(request, reply) : plain(request, reply),
  );
}

export async function formRoutes(app: FastifyInstance): Promise<void> {
  const { siteOrigin } = app;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  registerForm(app, contactForm(app));
  registerForm(app, applicationForm(app));
  registerForm(app, subscriptionForm(app));

  app.get<{ Querystring: { token?: unknown } }>(CONFIRM_PATH, async (request, reply) => {
    const token = request.query.token;
    // A real token is 43 characters of base64url; anything else cannot match and is not looked up.
    const confirmed =
      typeof token === "string" &&
      /^[\w-]{43}$/.test(token) &&
      (await confirmSubscription(app.db, tokenHash(token)));
    const message = confirmed ? CONFIRMED : NOT_CONFIRMED;
    return sendPage(reply, confirmed ? 200 : 400, notePage(message, SUBSCRIBE_FORM.page, siteOrigin));
  });

  app.get<{ Params: { form: string } }>("/sent/:form", async (request, reply) => {
    const form = request.params.form;
    if (!isNativeForm(form)) return reply.code(404).send({ error: "Not found" });
    return sendPage(reply, 200, thankYouPage(form, siteOrigin));
  });
}
