// The result pages of a form sent without JavaScript (or before the page's script ran): the browser posts
// the form natively, and the server answers with a page of its own. A success is a 303 to a thank-you page
// (so a reload sends nothing twice); a refusal is the form again, every message beside its field and
// every value kept, so nothing typed is lost. Plain, accessible HTML in the site's colours: no script.

import { escapeHtml } from "../lib/escape-html";
import { colors, fonts } from "../styles/theme";
import type { DialogMessage } from "../lib/dialogs";
import {
  FORMS,
  NAME_PARTS,
  NAME_PART_MAX_LENGTH,
  inputNameOf,
  type AnyForm,
  type FieldSpec,
  type FormId,
} from "../lib/forms";
import { HONEYPOT_FIELD } from "../lib/forms";

export type NativeForm = FormId;

/** One input of a form's page: a field of its description, or a part of its name. */
interface Input {
  name: string;
  label: string;
  kind?: "text" | "email" | "tel" | "textarea" | "select" | "file";
  required?: boolean;
  autocomplete?: string;
  maxLength?: number;
  options?: readonly string[];
  placeholder?: string;
}

/** The form of `id`, as described in src/lib/forms.ts. */
export function formOf(id: NativeForm): AnyForm {
  const spec = FORMS.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(`No form ${id}`);
  return spec;
}

export const isNativeForm = (id: string): id is NativeForm => FORMS.some((spec) => spec.id === id);

/** The page's inputs, from the form's description: the name's three parts, then each field. */
export function inputsOf(id: NativeForm): Input[] {
  const fields: readonly FieldSpec[] = formOf(id).fields;
  return fields.flatMap((field): Input[] =>
    field.kind === "name"
      ? NAME_PARTS.map((part) => ({ ...part, maxLength: NAME_PART_MAX_LENGTH }))
      : [
          {
            name: inputNameOf(field),
            label: field.kind === "file" ? `${field.label} (PDF, at most 5 MB)` : field.label,
            kind: field.kind,
            required: field.required !== undefined,
            autocomplete: field.autocomplete,
            maxLength: field.kind === "file" || field.kind === "select" ? undefined : field.max,
            options: field.options,
            placeholder: field.placeholder,
          },
        ],
  );
}

/**
 * The names a form sends when the browser posts it by itself (from the site's page or the server's):
 * its inputs and the honeypot, and for a form with a file, the file input and the resume already stored.
 * The server refuses any other by name.
 */
export function postedInputNames(id: NativeForm): ReadonlySet<string> {
  const fields: readonly FieldSpec[] = formOf(id).fields;
  const file = fields.find((field) => field.kind === "file");
  return new Set([
    ...inputsOf(id).map((input) => input.name),
    HONEYPOT_FIELD,
    ...(file ? [file.name, inputNameOf(file)] : []),
  ]);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${fonts.body};color:${colors.text};background:${colors.surface};line-height:1.6}
header{background:${colors.ink};color:${colors.textOnDark};padding:1rem;border-bottom:4px solid ${colors.accent}}
header a{color:${colors.textOnDark}}
main{max-width:40rem;margin:1.5rem auto;padding:1.5rem;background:${colors.bg};border-radius:14px}
h1{font-family:${fonts.display};text-transform:uppercase;margin-top:0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select,textarea{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;color:${colors.text};
background:${colors.bg};border:2px solid ${colors.border};border-radius:8px}
textarea{height:8rem}
[aria-invalid=true]{border-color:${colors.danger}}
:focus-visible{outline:3px solid ${colors.focus};outline-offset:1px}
.error{color:${colors.danger};margin:.25rem 0 0;font-size:.9rem}
.summary{border-left:6px solid ${colors.danger};padding:.5rem 1rem;background:${colors.surface}}
.summary a{color:${colors.danger}}
.honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button,.button{display:inline-block;margin-top:1.5rem;min-height:44px;padding:.5rem 1.5rem;font:inherit;font-weight:600;
color:${colors.onAccent};background:${colors.accent};border:0;border-radius:999px;text-decoration:none;cursor:pointer}
`;

/** The pages' Content-Security-Policy: their one inline style, and posting to this server. */
export const FORM_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function document(title: string, body: string, siteOrigin: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | SAE ZHCET</title><style>${STYLE}</style></head>
<body><header><a href="${escapeHtml(siteOrigin)}/">SAE ZHCET Collegiate Club</a></header>
<main id="main">${body}</main></body></html>`;
}

/** A page that says one thing, with a way back to the site (`page` on it). */
export function notePage(
  message: DialogMessage,
  page: string,
  siteOrigin: string,
  back = "Back to the site",
): string {
  return document(
    message.title,
    `<h1>${escapeHtml(message.title)}</h1><p>${escapeHtml(message.text)}</p>` +
      `<a class="button" href="${escapeHtml(siteOrigin + page)}">${escapeHtml(back)}</a>`,
    siteOrigin,
  );
}

/** Where a form is posted, under the API's prefix: /<id> (/api/message…). */
export const formRoute = (id: NativeForm): string => `/${id}`;

const PLAIN_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

interface PostedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The form a request is the browser's own submission of (no script ran): a POST to a form's route,
 * urlencoded or multipart, from something that does not ask for JSON only. Such a request is answered
 * with pages, its errors included; the page's script (JSON bodies) gets JSON.
 */
export function nativeFormOf(request: PostedRequest, prefix: string): NativeForm | undefined {
  if (request.method !== "POST") return undefined;
  const type =
    String(request.headers["content-type"] ?? "")
      .split(";", 1)[0]
      ?.trim()
      .toLowerCase() ?? "";
  if (!PLAIN_TYPES.has(type)) return undefined;
  const accept = String(request.headers.accept ?? "").toLowerCase();
  if (accept.includes("application/json") && !accept.includes("text/html")) return undefined;
  const path = request.url.split("?", 1)[0];
  return FORMS.find((spec) => path === prefix + formRoute(spec.id))?.id;
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

/**
 * The page a plain submission gets when its body could not be read (too large to parse, over the rate
 * limit…): what happened, and a link back to the form. Nothing of the request is quoted; the browser's
 * Back button usually still holds what was typed.
 */
export function refusedPage(form: NativeForm, status: number, siteOrigin: string): string {
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
export function sitePage(status: number, siteOrigin = ""): string {
  const message =
    status >= 500
      ? { title: "Something went wrong", text: "This page could not be shown. Please try again later." }
      : (SITE_ERRORS[status] ?? {
          title: "Bad request",
          text: "This request could not be answered. Start again from the home page.",
        });
  return notePage(message, "/", siteOrigin);
}

/** The thank-you page a successful plain submission is sent on to. */
export function thankYouPage(form: NativeForm, siteOrigin: string): string {
  const { success, page } = formOf(form);
  return notePage(success, page, siteOrigin);
}

export interface FormState {
  /** The inputs' values as sent (the file input's excepted). */
  values: Record<string, string>;
  /** Messages keyed by input name. */
  errors: Record<string, string>;
  /** The resume already stored from this submission (its URL), so it need not be sent again. */
  resume?: string;
  /** A message for the whole form (a bot check, the rate limit). */
  notice?: string;
}

function control(
  input: Input,
  id: string,
  value: string,
  error: string | undefined,
  resume?: string,
): string {
  const described = [error && `${id}-error`, input.kind === "file" && resume && `${id}-kept`].filter(Boolean);
  const attributes = [
    `id="${id}"`,
    `name="${input.name}"`,
    input.required ? `aria-required="true"` : "",
    error ? `aria-invalid="true"` : "",
    described.length ? `aria-describedby="${described.join(" ")}"` : "",
    input.autocomplete ? `autocomplete="${input.autocomplete}"` : "",
    input.maxLength ? `maxlength="${input.maxLength}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  switch (input.kind) {
    case "textarea":
      return `<textarea ${attributes}>${escapeHtml(value)}</textarea>`;
    case "select":
      return `<select ${attributes}><option value="">${escapeHtml(input.placeholder ?? "")}</option>${(
        input.options ?? []
      )
        .map((o) => `<option${o === value ? " selected" : ""}>${escapeHtml(o)}</option>`)
        .join("")}</select>`;
    case "file":
      return (
        (resume
          ? `<p id="${id}-kept">Your resume is uploaded. Choose a file only to replace it.</p>` +
            `<input type="hidden" name="resume" value="${escapeHtml(resume)}">`
          : "") + `<input type="file" accept="application/pdf,.pdf" ${attributes}>`
      );
    default:
      return `<input type="${input.kind ?? "text"}" value="${escapeHtml(value)}" ${attributes}>`;
  }
}

/** The form again after a refusal: a list of the problems, then each field with its value and message. */
export function formPage(form: NativeForm, action: string, state: FormState, siteOrigin: string): string {
  const page = formOf(form);
  const inputs = inputsOf(form);
  const id = (name: string) => `native-${name}`;
  const problems = inputs.filter((input) => state.errors[input.name]);
  const summary =
    problems.length || state.notice
      ? `<div class="summary" role="alert"><h2>Please check the form</h2>` +
        (state.notice ? `<p>${escapeHtml(state.notice)}</p>` : "") +
        (problems.length
          ? `<ul>${problems
              .map(
                (input) =>
                  `<li><a href="#${id(input.name)}">${escapeHtml(input.label)}: ${escapeHtml(state.errors[input.name] ?? "")}</a></li>`,
              )
              .join("")}</ul>`
          : "") +
        `</div>`
      : "";
  const fields = inputs
    .map((input) => {
      const error = state.errors[input.name];
      return (
        `<div><label for="${id(input.name)}">${escapeHtml(input.label)}${input.required ? ` <span aria-hidden="true">*</span>` : ""}</label>` +
        control(input, id(input.name), state.values[input.name] ?? "", error, state.resume) +
        (error ? `<p class="error" id="${id(input.name)}-error">${escapeHtml(error)}</p>` : "") +
        `</div>`
      );
    })
    .join("");
  const enctype = inputs.some((input) => input.kind === "file") ? ` enctype="multipart/form-data"` : "";
  return document(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>${summary}` +
      `<form method="post" action="${escapeHtml(action)}"${enctype} novalidate>${fields}` +
      `<div class="honeypot" aria-hidden="true"><label for="native-${HONEYPOT_FIELD}">Leave this field empty</label>` +
      `<input id="native-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>` +
      `<button type="submit">${escapeHtml(page.submit)}</button></form>`,
    siteOrigin,
  );
}
