/**
 * The content schemas' own vocabulary, defined once: the custom formats of common.schema.json
 * ("https-url", "image-path") with their rules, and the message an editor reads when a value breaks
 * one or a pattern.
 */
import type Ajv from "ajv";

export const HTTPS_URL_FORMAT = "https-url";
export const IMAGE_PATH_FORMAT = "image-path";

/** content/README.md's convention: an entry's images sit in its collection's images/ folder, JPEG or PNG. */
export const IMAGE_PATH = /^\.\/images\/.+\.(jpe?g|png)$/;

/** An https:// link with no white space: the whole rule an editor's form can check as it is typed. */
export const HTTPS_URL = /^https:\/\/\S+$/;

function isHttpsUrl(value: string): boolean {
  if (!HTTPS_URL.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** What a value that fails a format must be, in an editor's words (format name → message). */
export const FORMAT_MESSAGES: Record<string, string> = {
  [HTTPS_URL_FORMAT]: "must be an https:// URL",
  [IMAGE_PATH_FORMAT]: 'must be a relative image path such as "./images/name.jpg"',
  email: "must be an e-mail address",
  date: "must be a date written YYYY-MM-DD",
};

/** What a value that breaks a schema's "pattern" must be, in an editor's words ("x-pattern-message"). */
export function patternMessage(schema: Record<string, unknown>): string {
  const words = schema["x-pattern-message"];
  return typeof words === "string" ? `must be ${words}` : `must match ${String(schema.pattern)}`;
}

/** Teaches ajv the content schemas' formats; a non-strict ajv ignores their x- keywords, which never reject. */
export function addContentVocabulary(ajv: Ajv): Ajv {
  ajv.addFormat(HTTPS_URL_FORMAT, { type: "string", validate: isHttpsUrl });
  ajv.addFormat(IMAGE_PATH_FORMAT, { type: "string", validate: (value: string) => IMAGE_PATH.test(value) });
  return ajv;
}
