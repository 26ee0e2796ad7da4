// E-mail to the club for each new message and application, and the newsletter's confirmation link to a
// new subscriber, when SMTP_URL is set. Mail goes out after the row is stored and apart from the request:
// a delivery failure is logged and never loses the row.

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
  /** Resolves once every queued notice has been tried. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

interface MailLog {
  warn(details: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl: string;
  to: string;
  from: string;
  log: MailLog;
}

export function createMailer({ smtpUrl, to, from, log }: MailerOptions): Mailer {
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
    async settled() {
      await Promise.all([...pending]);
    },
    async close() {
      await this.settled();
      transport.close();
    },
  };
}

/** A header line from visitor text: one line, and not endless. */
const oneLine = (value: string, max = 120): string => value.replace(/\s+/g, " ").slice(0, max);

/** A submission's fields as "Label: value" lines, in the officers' reading order; long text after them. */
function body(spec: FormSpec, payload: Record<string, string>): string {
  const fields = readingOrder(spec);
  const short = fields.filter((field) => field.kind !== "textarea");
  const long = fields.filter((field) => field.kind === "textarea");
  return [
    short.map((field) => `${field.label}: ${payload[field.name] ?? ""}`).join("\n"),
    ...long.map((field) => payload[field.name] ?? ""),
  ].join("\n\n");
}

export function messageNotice(message: ContactPayload, id: number): Notice {
  return {
    subject: oneLine(
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
    subject: oneLine(
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
