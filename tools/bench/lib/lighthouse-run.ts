/**
 * One Lighthouse first visit, shared by `npm run audit` and `npm run bench:first-visit`: mobile defaults
 * (simulated slow 4G and a 4× slowed CPU) in Debian's Chromium, a new Chrome with a new, empty profile
 * for every run (no cache, no cookies, no sessionStorage), every host but 127.0.0.1 failing at once.
 */
import type { Result as LighthouseResult } from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium-flags";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP…): a page's run is measured again this many times. */
export const MAX_FAILED_RUNS = 2;

export const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  "--no-default-browser-check",
  // Every host but the site's own fails at once, instead of waiting for a timeout.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/** The largest-paint element as Lighthouse describes it. */
export interface LcpNode {
  selector: string;
  /** The element's opening tag, as Lighthouse shortens it (each attribute value to 75 characters). */
  snippet: string;
  nodeLabel: string;
}

/** One Lighthouse run's figures. */
export interface Run {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** The largest-paint element, for display: `selector "label"`, or "none". */
  lcpElement: string;
  lcpNode?: LcpNode;
  /** Transfer sizes by resource type (Lighthouse's resource summary: "script", "image", "total"…). */
  bytes: Record<string, number>;
  /** Ids of the performance audits that lost points, for a failing page's message. */
  weak: Record<Category, string[]>;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Whether Lighthouse's largest-paint element is an image with fetchpriority="high" (ui/Picture's `priority`). */
export const isPriorityImage = (node: LcpNode | undefined): boolean =>
  !!node && /^<img\b[^>]*\sfetchpriority="high"/i.test(node.snippet);

export function toRun(lhr: LighthouseResult): Run {
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const weak = Object.fromEntries(
    CATEGORIES.map((key) => [
      key,
      (lhr.categories[key]?.auditRefs ?? [])
        .filter((ref) => key !== "performance" || ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
        )
        .map((audit) => audit!.id),
    ]),
  ) as Record<Category, string[]>;
  const summary = lhr.audits["resource-summary"]?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { selector?: string; snippet?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    scores,
    weak,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    lcpElement: node ? `${node.selector ?? "?"} "${(node.nodeLabel ?? "").slice(0, 40)}"` : "none",
    lcpNode: node
      ? { selector: node.selector ?? "?", snippet: node.snippet ?? "", nodeLabel: node.nodeLabel ?? "" }
      : undefined,
    bytes: Object.fromEntries((summary?.items ?? []).map((item) => [item.resourceType, item.transferSize])),
  };
}

/**
 * One first visit: a new Chrome with a new temporary profile, audited once, then closed and deleted.
 * Only `categories` are audited (the bench asks for performance alone: the others' audits run after the
 * trace, so they change no speed figure, and cost it 2 s a run on a 2-core machine); a category not
 * audited scores 0 in toRun.
 */
export async function firstVisit(
  url: string,
  categories: readonly Category[] = CATEGORIES,
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  // chrome-launcher gives every launch a new temporary user-data-dir and removes it on kill.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      // The page's picture, taken after the trace (so it changes no figure), is in no report we print:
      // skipping it saves 1.6 s of every run on a 2-core machine (55 runs in a bench).
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned nothing");
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** The value of a `--name=value` flag. */
export const argument = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
