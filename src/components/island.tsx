import { createContext, isValidElement, useContext, type ComponentType, type ReactNode } from "react";
import type { IslandName } from "../islands";

/**
 * Islands, the only parts of a built page React hydrates: the server renders `island(name, Component)`
 * inside `<div data-island="name" data-props="…">`, and the browser (src/lib/hydrate-islands.tsx) loads
 * that component by name (src/islands.ts) and hydrates the element as a root of its own.
 *
 * Props must survive JSON. A prop that is a React element is a *slot*: the browser keeps the server's
 * markup for it, without its code. A function or any other value stops the build.
 */

/** In the browser: the markup each slot of the island being hydrated had on the server. */
const SlotMarkup = createContext<Record<string, string> | null>(null);

/** Where a slot's markup sits inside its island (`display: contents`, global styles). */
export const SLOT_ATTRIBUTE = "data-slot";
export const ISLAND_ATTRIBUTE = "data-island";
/** On an island that waits to hydrate: what it waits for (a HydrateOn other than "load"). */
export const HYDRATE_ON_ATTRIBUTE = "data-hydrate-on";

/**
 * When the browser hydrates an island: "load" at once (the default), "visible" within 50 px of the
 * viewport or when a pointer or the focus reaches it, "scroll" on the page's first scroll.
 */
export type HydrateOn = "load" | "visible" | "scroll";

function Slot({ name, children }: { name: string; children?: ReactNode }) {
  const markup = useContext(SlotMarkup);
  if (markup) {
    return <div {...{ [SLOT_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: markup[name] ?? "" }} />;
  }
  return <div {...{ [SLOT_ATTRIBUTE]: name }}>{children}</div>;
}

/** An island's component, as src/islands.ts loads it: its name and the component it hydrates. */
export interface IslandComponent<P extends object> {
  (props: P): ReactNode;
  islandName: IslandName;
  Component: ComponentType<P>;
}

/** The JSON of an island's props, without its slots; throws on a value JSON would not keep. */
export function serializeProps(name: string, props: object): { json: string; slots: string[] } {
  const slots: string[] = [];
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isValidElement(value)) slots.push(key);
    else data[key] = value;
  }
  const json = JSON.stringify(data, function check(this: unknown, key, value: unknown) {
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") {
      throw new Error(
        `island "${name}": prop ${key || "(root)"} is a ${typeof value}, which cannot be sent to the browser`,
      );
    }
    if (isValidElement(value)) {
      throw new Error(
        `island "${name}": prop ${key} holds a React element below its top level; make it a top-level prop (a slot)`,
      );
    }
    return value;
  });
  return { json, slots };
}

/** Declares `Component` the island `name` (a key of src/islands.ts), hydrated on `hydrateOn`. */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  { hydrateOn = "load" }: { hydrateOn?: HydrateOn } = {},
): IslandComponent<P> {
  const Rendered = Component as ComponentType<object>;
  const waitsFor = hydrateOn === "load" ? {} : { [HYDRATE_ON_ATTRIBUTE]: hydrateOn };
  function Island(props: P) {
    const { json, slots } = serializeProps(name, props);
    const withSlots = { ...props } as Record<string, unknown>;
    for (const key of slots) {
      withSlots[key] = <Slot name={key}>{withSlots[key] as ReactNode}</Slot>;
    }
    return (
      <div
        {...{ [ISLAND_ATTRIBUTE]: name, ...waitsFor }}
        data-props={json}
        data-slots={slots.join(" ") || undefined}
      >
        <Rendered {...withSlots} />
      </div>
    );
  }
  Island.islandName = name;
  Island.Component = Component;
  Island.displayName = `Island(${name})`;
  return Island as IslandComponent<P>;
}

/** What the browser hydrates into an island's `<div data-island>`: its props, its slots as the server's markup. */
export function hydratedIsland<P extends object>(
  container: HTMLElement,
  { Component }: Pick<IslandComponent<P>, "Component">,
): ReactNode {
  const props = JSON.parse(container.dataset.props ?? "{}") as Record<string, unknown>;
  const markup: Record<string, string> = {};
  for (const key of (container.dataset.slots ?? "").split(" ").filter(Boolean)) {
    // The slot of this island, not of an island inside one of its slots.
    const slot = [...container.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}="${key}"]`)].find(
      (element) => element.closest(`[${ISLAND_ATTRIBUTE}]`) === container,
    );
    markup[key] = slot?.innerHTML ?? "";
    props[key] = <Slot name={key} />;
  }
  const Rendered = Component as ComponentType<object>;
  return (
    <SlotMarkup.Provider value={markup}>
      <Rendered {...props} />
    </SlotMarkup.Provider>
  );
}
