/**
 * Observed (not simulated) main-thread work of a first visit, for `npm run bench:first-visit`: a page is
 * opened in a new browser context (an empty profile: no cache, no cookies, no sessionStorage) on a phone's
 * screen, with the CPU slowed CPU_SLOWDOWN times by DevTools, under a Chrome trace; once the load event has
 * fired and SETTLE_MS more have passed, the trace is read on the main thread (CrRendererMain) of the
 * renderer that loaded the page:
 *
 * - main-thread work: the summed duration of its top-level tasks from navigation start to the load event
 *   + SETTLE_MS (a task that starts in that window counts whole);
 * - blocking: the part of each of those tasks beyond LONG_TASK_MS, summed (Total Blocking Time's rule,
 *   over the whole window rather than from first paint to interactive).
 *
 * - style and layout: the summed duration of the style recalculations (`UpdateLayoutTree`, once
 *   `RecalculateStyles`) and layouts (`Layout`) on that thread in the same window, wherever they run (in a
 *   task of their own, in a frame, or forced by a script), nested ones counted once; paint (`PrePaint`,
 *   `Paint`) beside it. What the page's CSS and DOM cost, whoever asks for it.
 *
 * All are in slowed time, as the trace records the slowed CPU's wall-clock durations.
 *
 * A visit can be made with JavaScript off (`javaScript: false`, a context with javaScriptEnabled false):
 * what the page costs without its scripts or Gatsby's, its HTML and CSS alone. Nothing runs after its load
 * event then but the browser's own frames (CSS animations, late images and fonts), so it is watched
 * SETTLE_NO_JS_MS after the load event, not SETTLE_MS.
 *
 * A top-level task is a complete ("X") `RunTask` event (category disabled-by-default-devtools.timeline),
 * or where a Chromium emits none, `ThreadControllerImpl::RunTask` (toplevel). Chromium 156 emits both for
 * every task, the first enclosing the second, so only one name is used, and events inside an earlier
 * counted one are skipped.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium-flags";

export const CPU_SLOWDOWN = 4;
/** How long after the load event the page is still watched: late hydration and deferred bundles. */
export const SETTLE_MS = 4000;
/** The same for a visit with JavaScript off: no script is left to run, only the browser's frames. */
export const SETTLE_NO_JS_MS = 1000;
/** A task longer than this blocks input (the long-task threshold of TBT). */
export const LONG_TASK_MS = 50;
const TASK_EVENTS = ["RunTask", "ThreadControllerImpl::RunTask"] as const;
/** Style recalculation (Chromium's name, and its older one), layout, and paint's two steps. */
const STYLE_EVENTS = new Set(["UpdateLayoutTree", "RecalculateStyles"]);
const LAYOUT_EVENTS = new Set(["Layout"]);
const PAINT_EVENTS = new Set(["PrePaint", "Paint"]);
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "__metadata",
];
/** Lighthouse's mobile screen (a Moto G Power): the layouts measured are the ones the audit measures. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
      isMainFrame?: boolean;
      frame?: string;
    };
  };
}

export interface MainThreadWork {
  mainThreadMs: number;
  blockingMs: number;
  /** Top-level tasks in the window, and how many were longer than LONG_TASK_MS. */
  tasks: number;
  longTasks: number;
  longestMs: number;
  /** The load event's end, from navigation start. */
  loadMs: number;
  /** The trace event counted as a task. */
  taskEvent: string;
  /** Style recalculation and layout in the window, each event counted once (see the top of the file). */
  styleLayoutMs: number;
  styleMs: number;
  layoutMs: number;
  paintMs: number;
}

/** The summed duration of `events` (sorted by start), an event inside an earlier counted one skipped. */
function outermostMs(events: readonly TraceEvent[]): number {
  let total = 0;
  let coveredUntil = -Infinity;
  for (const event of events) {
    if (event.ts < coveredUntil) continue;
    total += event.dur!;
    coveredUntil = event.ts + event.dur!;
  }
  return total / 1000;
}

/** Main-thread work and blocking of the page at `url`, from a Chrome trace of its navigation. */
export function mainThreadWork(
  events: readonly TraceEvent[],
  url: string,
  settleMs = SETTLE_MS,
): MainThreadWork {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`the trace has no navigationStart for ${url}`);
  const { pid } = navigation;
  const frame = navigation.args?.frame;
  const load = events.find(
    (event) =>
      event.pid === pid &&
      event.ts >= navigation.ts &&
      ((event.name === "loadEventEnd" && event.args?.frame === frame) ||
        (event.name === "MarkLoad" &&
          event.args?.data?.isMainFrame === true &&
          event.args.data.frame === frame)),
  );
  if (!load) throw new Error(`the trace has no load event for ${url}`);
  const mainThread = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === pid &&
      event.args?.name === "CrRendererMain",
  );
  if (!mainThread)
    throw new Error(`the trace names no CrRendererMain thread in the page's renderer (${pid})`);
  const onMainThread = events.filter(
    (event) =>
      event.pid === pid && event.tid === mainThread.tid && event.ph === "X" && event.dur !== undefined,
  );
  const taskEvent = TASK_EVENTS.find((name) => onMainThread.some((event) => event.name === name));
  if (!taskEvent)
    throw new Error(`the trace has no ${TASK_EVENTS.join(" or ")} events on the page's main thread`);

  const windowEnd = load.ts + settleMs * 1000;
  const inWindow = onMainThread
    .filter((event) => event.ts >= navigation.ts && event.ts < windowEnd)
    .sort((a, b) => a.ts - b.ts);
  const candidates = inWindow.filter((event) => event.name === taskEvent);
  const named = (...sets: ReadonlySet<string>[]): TraceEvent[] =>
    inWindow.filter((event) => sets.some((set) => set.has(event.name)));
  const durations: number[] = [];
  let coveredUntil = -Infinity;
  for (const task of candidates) {
    if (task.ts < coveredUntil) continue; // nested in a task already counted
    durations.push(task.dur! / 1000);
    coveredUntil = task.ts + task.dur!;
  }
  return {
    mainThreadMs: durations.reduce((sum, ms) => sum + ms, 0),
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    tasks: durations.length,
    longTasks: durations.filter((ms) => ms > LONG_TASK_MS).length,
    longestMs: Math.max(0, ...durations),
    loadMs: (load.ts - navigation.ts) / 1000,
    taskEvent,
    styleLayoutMs: outermostMs(named(STYLE_EVENTS, LAYOUT_EVENTS)),
    styleMs: outermostMs(named(STYLE_EVENTS)),
    layoutMs: outermostMs(named(LAYOUT_EVENTS)),
    paintMs: outermostMs(named(PAINT_EVENTS)),
  };
}

export interface ObservedVisit extends MainThreadWork {
  /** Every script the page loaded in the window, by URL. */
  scripts: string[];
  /** Every request the page made in the window (the document, scripts, styles, fonts, images, media, beacons). */
  requests: number;
  /** How many img[fetchpriority="high"] the page holds once loaded. */
  priorityImages: number;
  /** The browser's own last largest-contentful-paint entry: its element's tag and fetchpriority. */
  lcp: { tag: string; priority: string | null };
  /** Whether the loading screen covered this visit (`<html data-loading-screen>`: "shown", "late"…). */
  loadingScreen: string;
  /**
   * When the visitor sees the page, in ms from the navigation's start: when the loading screen went on a
   * visit it covered (the largest paint under it is not seen), else the browser's largest paint.
   */
  seenMs: number;
}

/**
 * The browser for observed visits. `--disable-site-isolation-trials`: a phone's Chrome (Android) gives a
 * process of its own only to sites a visitor logs into, so a visit loads in the tab's renderer; desktop
 * Chromium starts a new renderer for the site mid-navigation, and that process's first events (the
 * navigationStart the window is measured from) were missing from the trace in about one visit in six
 * (9 of 48 here, against 0 of 48 with the flag, floor and pages alike; the floor's and the pages' medians
 * both came out 1–11 % lower, their ratios within the runs' spread). A lost visit was made again, and a
 * burst of them could stop the bench. It takes no less time: with the flag, stopping the trace takes about
 * 5 s longer in one visit in five (3 of 14 here, none of 14 without it), as long as the lost visits cost
 * (a CI bench: 20.6 min with none lost, against 20.5 and 23.4 min with 11 and 32 lost).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_FLAGS,
      "--disable-site-isolation-trials",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
}

interface VisitFigures {
  priorityImages: number;
  lcp: { tag: string; priority: string | null };
  loadingScreen: string;
  seenMs: number;
}

/** What the page reports once watched: its prioritised images, its largest paint, its loading screen. */
function readVisit(page: Page): Promise<VisitFigures> {
  return page.evaluate(
    () =>
      new Promise<VisitFigures>((resolve) => {
        const priorityImages = document.querySelectorAll('img[fetchpriority="high"]').length;
        const none = { tag: "none", priority: null };
        const loadingScreen = document.documentElement.dataset.loadingScreen ?? "none";
        const coverGoneAt = (window as { coverGoneAt?: number }).coverGoneAt;
        // No function declared in here: the bench's transpiler would name it with a helper the page lacks.
        const covered = loadingScreen === "shown" && coverGoneAt !== undefined ? coverGoneAt : 0;
        setTimeout(() => resolve({ priorityImages, lcp: none, loadingScreen, seenMs: covered || NaN }), 1000);
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
          const element = entry?.element;
          resolve({
            priorityImages,
            lcp: element
              ? { tag: element.tagName.toLowerCase(), priority: element.getAttribute("fetchpriority") }
              : none,
            loadingScreen,
            seenMs: Math.max(covered, entry?.startTime ?? NaN),
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/**
 * The same without the page's timers or observers, which do not run with JavaScript off: the largest paint
 * is not known (reported as none) and nothing covered the page.
 */
function readWithoutScripts(page: Page): Promise<VisitFigures> {
  return page.evaluate(() => ({
    priorityImages: document.querySelectorAll('img[fetchpriority="high"]').length,
    lcp: { tag: "none", priority: null },
    loadingScreen: document.documentElement.dataset.loadingScreen ?? "none",
    seenMs: NaN,
  }));
}

/** One first visit of `url` in a new context of `browser`, traced with the CPU slowed; see the top of the file. */
export async function observeFirstVisit(
  browser: Browser,
  url: string,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<ObservedVisit> {
  const settleMs = javaScript ? SETTLE_MS : SETTLE_NO_JS_MS;
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: javaScript });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const scripts = new Set<string>();
    let trace: Buffer | undefined;
    let requests = 0;
    let settled = false;
    page.on("request", () => {
      if (!settled) requests += 1;
    });
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.addInitScript(() => {
      addEventListener("loadingcovergone", () => {
        (window as { coverGoneAt?: number }).coverGoneAt = performance.now();
      });
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let documentUrl = url;
    try {
      // The document's own URL (after any redirect), as the trace names it; the page may rewrite its address later.
      documentUrl = (await page.goto(url, { waitUntil: "load", timeout: 60_000 }))?.url() ?? url;
      await page.waitForTimeout(settleMs);
      settled = true;
      trace = await browser.stopTracing();
    } finally {
      if (!trace) await browser.stopTracing().catch(() => undefined);
    }
    // With JavaScript off the page runs no timer nor observer callback: only what can be read at once.
    const found = javaScript ? await readVisit(page) : await readWithoutScripts(page);
    const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    return {
      ...mainThreadWork(events, documentUrl, settleMs),
      scripts: [...scripts],
      requests,
      ...found,
    };
  } finally {
    await context.close();
  }
}
