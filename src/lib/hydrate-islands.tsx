import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { CacheProvider, ThemeProvider, type EmotionCache } from "@emotion/react";
import { theme } from "../styles/theme";
import { ISLANDS, type IslandName } from "../islands";
import { HYDRATE_ON_ATTRIBUTE, hydratedIsland, ISLAND_ATTRIBUTE, type HydrateOn } from "../components/island";
import { pageEmotionCache } from "./emotion-cache";
import { replayClicks, replayTypedTextIn, takeEarlyClicks, takeTypedText } from "./early-input";
import { revealOnScroll } from "./reveal";
import { whenVisible } from "./when-visible";

/**
 * A built page in the browser: the server's HTML stays as it is, and only its islands
 * (src/components/island.tsx) are hydrated, each as a React root of its own with its own code, loaded
 * by name (src/islands.ts). An island inside another is hydrated with it. Scroll reveals need no React
 * (src/lib/reveal.ts). Text typed before is handed to each island's forms as it commits; once every
 * island hydrated on load has, early menu clicks are replayed and the document is marked
 * `data-hydrated` (the browser suite waits for it). Islands that wait (`hydrateOn` "visible" or
 * "scroll") are hydrated when that comes; each island is marked `data-hydrated` as it commits.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  // Called as the app's bundles are evaluated, a task of 60-80 ms on a phone at 4× CPU: the islands
  // start in the next one (clicks meanwhile are still recorded by src/lib/early-input.ts).
  await new Promise((resolve) => setTimeout(resolve, 0));
  revealOnScroll(root);
  const containers = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
  const loaded = await Promise.all(
    containers.map(async (container): Promise<LoadedIsland> => {
      const name = container.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
      const load = ISLANDS[name] as (() => Promise<LoadedIsland["island"]>) | undefined;
      if (!load) throw new Error(`island "${name}" is not in src/islands.ts`);
      const island = await load();
      if (island.islandName !== name) {
        throw new Error(`src/islands.ts loads island "${island.islandName}" for "${name}"`);
      }
      return { container, island };
    }),
  );
  const cache = pageEmotionCache();
  const waiting = loaded.filter(({ container }) => container.hasAttribute(HYDRATE_ON_ATTRIBUTE));
  for (const entry of waiting) {
    const hydrateOn = entry.container.getAttribute(HYDRATE_ON_ATTRIBUTE) as HydrateOn;
    whenNeeded(entry.container, hydrateOn, () => void hydrate(entry, cache, takeTypedText()));
  }
  const earlyClicks = takeEarlyClicks();
  const typedBefore = takeTypedText();
  await Promise.all(
    loaded.filter((entry) => !waiting.includes(entry)).map((entry) => hydrate(entry, cache, typedBefore)),
  );
  replayClicks(earlyClicks);
  document.documentElement.dataset.hydrated = "true";
}

interface LoadedIsland {
  container: HTMLElement;
  island: Parameters<typeof hydratedIsland>[1] & { islandName: string };
}

/**
 * Hydrates an island; resolves once it has committed. As a transition: React hydrates in slices and
 * yields to the browser between them; a click or keystroke on an island not hydrated yet makes React
 * hydrate it at once and replay the event.
 */
function hydrate(
  { container, island }: LoadedIsland,
  cache: EmotionCache,
  typedBefore: ReturnType<typeof takeTypedText>,
) {
  return new Promise<void>((resolve) => {
    const done = () => {
      replayTypedTextIn(container, typedBefore);
      container.dataset.hydrated = "true";
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        container,
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <OnCommit done={done}>{hydratedIsland(container, island)}</OnCommit>
          </ThemeProvider>
        </CacheProvider>,
        { onRecoverableError: (error) => console.error(`island "${island.islandName}":`, error) },
      );
    });
  });
}

/**
 * Calls `start` once, when an island that waits is needed: on the page's first scroll ("scroll"), or
 * when it comes within 50 px of the viewport ("visible"); for both, also as soon as a pointer goes down
 * in it or the focus enters it. Called from that pointerdown or focusin, hydrateRoot is in place before
 * the click or key that follows, which React then hydrates the island for and handles.
 */
function whenNeeded(container: HTMLElement, hydrateOn: HydrateOn, start: () => void): void {
  const interactions = ["pointerdown", "focusin"] as const;
  let stopWatching = () => undefined as void;
  const once = () => {
    stopWatching();
    for (const type of interactions) container.removeEventListener(type, once, true);
    start();
  };
  for (const type of interactions) container.addEventListener(type, once, true);
  if (hydrateOn === "scroll") {
    window.addEventListener("scroll", once, { once: true, passive: true });
    stopWatching = () => window.removeEventListener("scroll", once);
  } else {
    stopWatching = whenVisible(container, "50px 0px", (inView) => {
      if (inView) once();
    });
  }
}

/**
 * Calls `done` once its island has hydrated, in the task of that commit, and makes the island live in
 * that task. React runs a non-urgent commit's effects (where react-final-form registers each field) in
 * a later task, and the browser may deliver a key before it: React then puts the field back to the
 * form's value, still empty, and the letter is lost. An update from a layout effect is rendered at once,
 * and React runs the pending effects before any render, so they all run before the commit's task ends.
 */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  const [, setCommitted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- this update exists to run the effects now
  useLayoutEffect(() => setCommitted(true), []);
  useEffect(done, [done]);
  return <>{children}</>;
}
