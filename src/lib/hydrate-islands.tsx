import { startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";
import { ISLANDS, type IslandName } from "../islands";
import { hydratedIsland, ISLAND_ATTRIBUTE } from "../components/island";
import { replayClicks, replayTypedTextIn, takeEarlyClicks, takeTypedText } from "./early-input";
import { revealOnScroll } from "./reveal";

/**
 * A built page in the browser: the server's HTML stays as it is, and only its islands
 * (src/components/island.tsx) are hydrated, each as a React root of its own with its own code, loaded
 * by name (src/islands.ts). An island inside another is hydrated with it. Scroll reveals need no React
 * (src/lib/reveal.ts). Text typed before is handed to each island's forms as it commits; once every
 * island has hydrated, early menu clicks are replayed and the document is marked `data-hydrated` (the
 * browser suite waits for it).
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  revealOnScroll(root);
  const containers = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
  const loaded = await Promise.all(
    containers.map(async (container) => {
      const name = container.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
      const load = ISLANDS[name] as
        (() => Promise<Parameters<typeof hydratedIsland>[1] & { islandName: string }>) | undefined;
      if (!load) throw new Error(`island "${name}" is not in src/islands.ts`);
      const island = await load();
      if (island.islandName !== name) {
        throw new Error(`src/islands.ts loads island "${island.islandName}" for "${name}"`);
      }
      return { container, island };
    }),
  );
  const earlyClicks = takeEarlyClicks();
  const typedBefore = takeTypedText();
  // As a transition: React hydrates in slices and yields to the browser between them; a click or
  // keystroke on an island not hydrated yet makes React hydrate it at once and replay the event.
  const committed = loaded.map(
    ({ container, island }) =>
      new Promise<void>((resolve) => {
        const done = () => {
          replayTypedTextIn(container, typedBefore);
          resolve();
        };
        startTransition(() => {
          hydrateRoot(
            container,
            <ThemeProvider theme={theme}>
              <OnCommit done={done}>{hydratedIsland(container, island)}</OnCommit>
            </ThemeProvider>,
            { onRecoverableError: (error) => console.error(`island "${island.islandName}":`, error) },
          );
        });
      }),
  );
  await Promise.all(committed);
  replayClicks(earlyClicks);
  document.documentElement.dataset.hydrated = "true";
}

/** Calls `done` once its island has hydrated (its first commit). */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return <>{children}</>;
}
