/** @jest-environment node */
import { mainThreadWork, SETTLE_MS, type TraceEvent } from "../../tools/bench/lib/main-thread";

const URL = "http://127.0.0.1:9340/";
const PID = 7;
const TID = 1;

/** A complete event on the page's main thread, `at` and `ms` in milliseconds from navigation start. */
const x = (name: string, at: number, ms: number): TraceEvent => ({
  name,
  ph: "X",
  pid: PID,
  tid: TID,
  ts: at * 1000,
  dur: ms * 1000,
});

/** A trace of one navigation, loaded at 1,000 ms, with `events` on its main thread. */
const trace = (events: TraceEvent[]): TraceEvent[] => [
  {
    name: "thread_name",
    ph: "M",
    pid: PID,
    tid: TID,
    ts: 0,
    args: { name: "CrRendererMain" },
  },
  {
    name: "navigationStart",
    ph: "R",
    pid: PID,
    tid: TID,
    ts: 0,
    args: { frame: "F", data: { isLoadingMainFrame: true, documentLoaderURL: URL } },
  },
  { name: "loadEventEnd", ph: "R", pid: PID, tid: TID, ts: 1_000_000, args: { frame: "F" } },
  ...events,
];

describe("mainThreadWork: style and layout", () => {
  it("sums style recalculations and layouts wherever they run, a nested one once", () => {
    const work = mainThreadWork(
      trace([
        x("RunTask", 100, 80),
        x("ParseHTML", 100, 30),
        x("UpdateLayoutTree", 130, 20),
        x("Layout", 150, 25),
        // Forced by a script inside a layout (as a resize observer can): counted once, as the layout.
        x("UpdateLayoutTree", 160, 5),
        x("RunTask", 300, 40),
        x("FunctionCall", 300, 40),
        x("RecalculateStyles", 310, 10),
        x("PrePaint", 320, 4),
        x("Paint", 324, 6),
      ]),
      URL,
    );
    expect(work.mainThreadMs).toBe(120);
    expect(work.styleMs).toBe(35);
    expect(work.layoutMs).toBe(25);
    expect(work.styleLayoutMs).toBe(55);
    expect(work.paintMs).toBe(10);
  });

  it("counts only the window from navigation to load + the settle time given", () => {
    const events = [x("RunTask", 1_500, 20), x("Layout", 1_500, 20)];
    expect(mainThreadWork(trace(events), URL).layoutMs).toBe(20);
    expect(mainThreadWork(trace(events), URL, 400).layoutMs).toBe(0);
    expect(mainThreadWork(trace(events), URL, 400).mainThreadMs).toBe(0);
    expect(SETTLE_MS).toBeGreaterThan(500);
  });
});
