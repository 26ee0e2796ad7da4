// The pages answering a form posted without JavaScript: a thank-you page (after a 303, so a reload sends
// nothing twice), or the form again with every value kept and each message beside its field. No script.

import type { Interpolation, Theme } from "@emotion/react";
import type { FastifyRequest } from "fastify";
import type { ComponentProps, ReactNode } from "react";
import { ServerForm } from "../../components/forms/server-form-page";
import { renderDocument } from "../../lib/render-document";
import { mediaType } from "../http/media-type";
import type { DialogMessage } from "../../lib/dialogs";
import {
  FORMS,
  HONEYPOT_FIELD,
  NAME_PARTS,
  RESUME_FILE_FIELD,
  apiPathOf,
  type AnyForm,
  type FieldSpec,
  type FormId,
} from "../../lib/forms";

/** The form of `id`, as described in src/lib/forms.ts. */
function formOf(id: FormId): AnyForm {
  const spec = FORMS.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(`No form ${id}`);
  return spec;
}

export const isNativeForm = (id: string): id is FormId => FORMS.some((spec) => spec.id === id);

/**
 * The names a natively posted form sends, in page order: its text inputs (a name's three parts), the stored
 * resume's and the file input's, then the honeypot.
 */
export function postedInputNames(id: FormId): ReadonlySet<string> {
  const fields: readonly FieldSpec[] = formOf(id).fields;
  const inputs = fields.flatMap((field) =>
    field.kind === "name"
      ? NAME_PARTS.map((part) => part.name)
      : field.kind === "file"
        ? [field.name, RESUME_FILE_FIELD]
        : [field.name],
  );
  return new Set([...inputs, HONEYPOT_FIELD]);
}

/** The pages' policy: inline styles (the select's arrow is a data: image), and posting to this server. */
export const FORM_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The pages' own rules: the site's colours and faces, a header band, the content on a card. */
const frameStyles = ({ colors, fonts, lineHeights, radii, space }: Theme): Interpolation<Theme> => ({
  "*": { boxSizing: "border-box" },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    color: colors.text,
    background: colors.surface,
    lineHeight: lineHeights.body,
  },
  h1: { fontFamily: fonts.display, textTransform: "uppercase", marginTop: 0 },
  ":focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: "1px" },
  ".visually-hidden": {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: 0,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
  },
  // The problems above a refused form (server-form-page.tsx).
  ".summary": {
    borderLeft: `6px solid ${colors.danger}`,
    padding: `${space[2]} ${space[4]}`,
    marginBottom: space[5],
    background: colors.surface,
    a: { color: colors.danger },
  },
  header: {
    background: colors.ink,
    color: colors.textOnDark,
    padding: space[4],
    borderBottom: `4px solid ${colors.accent}`,
    a: { color: colors.textOnDark },
  },
  main: {
    maxWidth: "48rem",
    margin: `${space[5]} auto`,
    padding: space[5],
    background: colors.bg,
    borderRadius: radii.lg,
  },
});

/** The way back: a pill in the accent colour. */
const button = ({ colors, fontWeights, radii, sizes, space }: Theme): Interpolation<Theme> => ({
  display: "inline-block",
  marginTop: space[5],
  minHeight: sizes.tapTarget,
  padding: `${space[2]} ${space[5]}`,
  font: "inherit",
  fontWeight: fontWeights.semibold,
  color: colors.onAccent,
  background: colors.accent,
  border: 0,
  borderRadius: radii.pill,
  textDecoration: "none",
});

/** A whole page: the site's name linking home, then `children`. */
function framePage(title: string, siteOrigin: string, children: ReactNode): string {
  return renderDocument(
    <>
      <header>
        <a href={`${siteOrigin}/`}>SAE ZHCET Collegiate Club</a>
      </header>
      <main id="main">{children}</main>
    </>,
    { title: `${title} | SAE ZHCET`, global: frameStyles, head: <meta name="robots" content="noindex" /> },
  );
}

/** A page that says one thing, with a way back to the site (`page` on it). */
export function notePage(
  message: DialogMessage,
  page: string,
  siteOrigin: string,
  back = "Back to the site",
): string {
  return framePage(
    message.title,
    siteOrigin,
    <>
      <h1>{message.title}</h1>
      <p>{message.text}</p>
      <a css={button} href={siteOrigin + page}>
        {back}
      </a>
    </>,
  );
}

const PLAIN_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The form a request is the browser's own submission of (answered with pages): a plain POST to its route. */
export function nativeFormOf(request: FastifyRequest): FormId | undefined {
  if (request.method !== "POST") return undefined;
  if (!PLAIN_TYPES.has(mediaType(request))) return undefined;
  const accept = String(request.headers.accept ?? "").toLowerCase();
  if (accept.includes("application/json") && !accept.includes("text/html")) return undefined;
  const path = request.url.split("?", 1)[0];
  return FORMS.find((spec) => path === apiPathOf(spec))?.id;
}

/** What a refused plain submission whose body was not read is told, by status. */
const REFUSED: Record<number, DialogMessage> = {
  413: {
    title: "The form is too large",
    text: "What you sent is larger than the form allows (64 KB). Please shorten it and send it again.",
  },
  415: {
    title: "The form could not be read",
    text: "Your browser sent the form in a way this server does not accept. Please send it again.",
  },
  429: {
    title: "Too many requests",
    text: "Too many forms were sent from your connection in a short time. Please wait a minute, then send it again.",
  },
};
const REFUSED_OTHER: DialogMessage = {
  title: "The form could not be sent",
  text: "Your form could not be read. Please try again.",
};
const FAILED: DialogMessage = {
  title: "Something went wrong",
  text: "Your form could not be saved because of a problem on our side. Please try again in a few minutes.",
};

/** The page for a plain submission whose body could not be read: what happened, and a link to the form. */
export function refusedPage(form: FormId, status: number, siteOrigin: string): string {
  const message = status >= 500 ? FAILED : (REFUSED[status] ?? REFUSED_OTHER);
  return notePage(
    { ...message, text: `${message.text} Your browser's Back button may still hold what you typed.` },
    formOf(form).page,
    siteOrigin,
    "Back to the form",
  );
}

const SITE_ERRORS: Record<number, DialogMessage> = {
  400: {
    title: "Bad request",
    text: "This address could not be read. Check it, or start again from the home page.",
  },
  404: { title: "Page not found", text: "There is no page at this address." },
};

/** The site's own page for an error outside the API (a URL that does not decode…): it quotes nothing. */
export function sitePage(status: number): string {
  const message =
    status >= 500
      ? { title: "Something went wrong", text: "This page could not be shown. Please try again later." }
      : (SITE_ERRORS[status] ?? {
          title: "Bad request",
          text: "This request could not be answered. Start again from the home page.",
        });
  return notePage(message, "/", "");
}

/** The thank-you page a successful plain submission is sent on to. */
export function thankYouPage(form: FormId, siteOrigin: string): string {
  const { success, page } = formOf(form);
  return notePage(success, page, siteOrigin);
}

/**
 * The form again after a refusal: the site's own form (src/components/forms/), drawn on the server, with
 * what was sent and `notice` for the whole form (a bot check, the rate limit).
 */
export function formPage(
  form: FormId,
  state: ComponentProps<typeof ServerForm>["state"],
  siteOrigin: string,
): string {
  const spec = formOf(form);
  return framePage(spec.title, siteOrigin, <ServerForm spec={spec} state={state} />);
}
