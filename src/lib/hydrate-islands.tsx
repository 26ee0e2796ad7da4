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
 * A built page in the browser: the server's HTML stays, and only its outermost islands
 * (src/components/island.tsx) hydrate, each a React root with its own code (src/islands.ts). Once those
 * hydrated on load have, early clicks are replayed and the document is marked `data-hydrated`.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  // Not in the long task that evaluates the bundles (early-input.ts still records clicks meanwhile).
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

/** Hydrates an island as a transition (an event on it hydrates it at once); resolves on its commit. */
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
 * Calls `start` once: on the first scroll ("scroll") or within 50 px of the viewport ("visible"), or at a
 * pointerdown or focusin in it, so hydrateRoot is in place before the click or key that follows.
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
 * Calls `done` in the task of its island's hydration commit, with the commit's effects run: React would
 * run them (react-final-form registering its fields) in a later task, and a key before it is lost. A
 * layout effect's update renders at once, and React runs pending effects before any render.
 */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  const [, setCommitted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- this update exists to run the effects now
  useLayoutEffect(() => setCommitted(true), []);
  useEffect(done, [done]);
  return <>{children}</>;
}
