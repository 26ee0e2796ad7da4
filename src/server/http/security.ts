// Security headers: the Content-Security-Policy the built site runs under, and the usual companions.

import { hash } from "node:crypto";

/**
 * The site's Content-Security-Policy: add a source here when the site loads something new. Each page's
 * inline scripts are added by hash when it is served; styles need 'unsafe-inline' (emotion inserts them).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https://i.ytimg.com"],
  "font-src": ["'self'"],
  "media-src": ["'self'"],
  "connect-src": ["'self'"],
  // Click-to-load embeds: YouTube videos, the Google map, a news article.
  "frame-src": [
    "https://www.youtube-nocookie.com",
    "https://www.google.com",
    "https://indiaeducationdiary.in",
  ],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
};

interface PolicyAdditions {
  /** Sources added to script-src, e.g. "'sha256-…'". */
  scriptSrc?: readonly string[];
  /** Sources added to connect-src, e.g. the API's origin when it is elsewhere. */
  connectSrc?: readonly string[];
}

/** A policy as its header's text. */
export const policyText = (policy: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");

export function contentSecurityPolicy({ scriptSrc = [], connectSrc = [] }: PolicyAdditions = {}): string {
  return policyText({
    ...CONTENT_SECURITY_POLICY,
    "script-src": [...(CONTENT_SECURITY_POLICY["script-src"] ?? []), ...scriptSrc],
    "connect-src": [...(CONTENT_SECURITY_POLICY["connect-src"] ?? []), ...connectSrc],
  });
}

/** For the API's JSON: nothing in it is ever meant to run or render. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  // For browsers that predate CSP's frame-ancestors.
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP sources for every inline (no src) script of an HTML document, hashed as the browser will. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${hash("sha256", body, "base64")}'`);
  }
  return [...hashes];
}
