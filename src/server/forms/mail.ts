// With SMTP_URL, mail to the club for each message and application, and the newsletter's confirmation
// link; sent after the row is stored, apart from the request, so a failure is logged and loses nothing.

import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

import { APPLICATION_FORM, CONTACT_FORM, type FormSpec } from "../../lib/forms";
import { readingOrder } from "./form-columns";
import type { ApplicationPayload, ContactPayload } from "../../lib/forms";

export interface Notice {
  /** The club's address unless given. */
  to?: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: Mail.Attachment[];
}

export interface Mailer {
  /** Queues the notice `compose` builds; never throws. */
  send(compose: () => Promise<Notice>): void;
  /** Resolves once every queued notice has been tried and the connection closed. */
  close(): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string;
  to: string;
  /** MAIL_FROM, else the club's address. */
  from?: string;
  log: { warn(details: object, message: string): void };
}

export function createMailer({ smtpUrl, to, from = to, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const pending = new Set<Promise<void>>();
  return {
    send(compose) {
      const attempt = compose()
        .then((notice) => transport.sendMail({ ...notice, to: notice.to ?? to, from }))
        .then(
          () => undefined,
          // The error's code only: its message can quote addresses.
          (error: unknown) =>
            log.warn({ mailError: (error as { code?: string }).code ?? "unknown" }, "mail failed"),
        )
        .finally(() => pending.delete(attempt));
      pending.add(attempt);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}

/** Bidi controls, which can make a line read other than it is ("‮fdp.exe"); joiners stay (Indic names). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Line breaks of every kind and the other controls: inside a one-line value they would start a new line. */
const BREAKS = /[\s\p{Cc}\u0085]+/gu;

const withoutBidi = (value: string): string => value.replace(BIDI_CONTROLS, "");

/** One line from visitor text (a header, or a "Label: value" line of the body), and not endless. */
const oneLine = (value: string, max = Infinity): string =>
  withoutBidi(value).replace(BREAKS, " ").trim().slice(0, max);

/** A Subject: one line of at most 120 characters. */
const subjectOf = (value: string): string => oneLine(value, 120);

/**
 * A submission's fields as "Label: value" lines, then long text quoted with "> ", so a visitor's own
 * "Email: …" line never reads as a field of the form.
 */
function body(spec: FormSpec, payload: Record<string, string>): string {
  const fields = readingOrder(spec);
  const short = fields.filter((field) => field.kind !== "textarea");
  const long = fields.filter((field) => field.kind === "textarea");
  const quoted = (text: string): string =>
    withoutBidi(text)
      .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
      .map((line) => `> ${line}`.trimEnd())
      .join("\n");
  return [
    short.map((field) => `${field.label}: ${oneLine(payload[field.name] ?? "")}`).join("\n"),
    ...long.map((field) => `${field.label}:\n${quoted(payload[field.name] ?? "")}`),
  ].join("\n\n");
}

export function messageNotice(message: ContactPayload, id: number): Notice {
  return {
    subject: subjectOf(
      `Website message #${id} from ${message.name}${message.subject ? `: ${message.subject}` : ""}`,
    ),
    replyTo: message.email,
    text: `${body(CONTACT_FORM, message)}\n`,
  };
}

export function applicationNotice(
  application: ApplicationPayload,
  id: number,
  resume: Buffer | undefined,
): Notice {
  return {
    subject: subjectOf(
      `Membership application #${id}: ${application.name} (${application.yr} year, ${application.branch})`,
    ),
    replyTo: application.email,
    text: `${body(APPLICATION_FORM, application)}\n\nThe resume is attached.\n`,
    attachments: resume && [
      { filename: `resume-${id}.pdf`, content: resume, contentType: "application/pdf" },
    ],
  };
}

/** The newsletter's double opt-in: the link that confirms the address, to the address itself. */
export function confirmationNotice(email: string, link: string, expiryHours: number): Notice {
  return {
    to: email,
    subject: "Confirm your subscription to the SAE ZHCET newsletter",
    text:
      `Someone, probably you, asked for news from the SAE ZHCET Collegiate Club at this address.\n\n` +
      `To confirm, open this link within ${expiryHours} hours:\n${link}\n\n` +
      `If it was not you, ignore this mail: the address is forgotten and never mailed again.\n`,
  };
}
