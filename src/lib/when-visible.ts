/** One IntersectionObserver per distance, shared by every element that waits to come into view. */

type Callback = (inView: boolean) => void;

const observers = new Map<string, IntersectionObserver>();
const callbacks = new WeakMap<Element, Callback>();

function observerFor(rootMargin: string): IntersectionObserver {
  let observer = observers.get(rootMargin);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => callbacks.get(entry.target)?.(entry.isIntersecting)),
      { rootMargin },
    );
    observers.set(rootMargin, observer);
  }
  return observer;
}

/**
 * Calls `callback` with whether `element` is within `rootMargin` of the viewport, when observed and on
 * every change (never during this call) until the returned function stops it; without
 * IntersectionObserver, once, as in view.
 */
export function whenVisible(element: Element, rootMargin: string, callback: Callback): () => void {
  if (typeof IntersectionObserver === "undefined") {
    let live = true;
    queueMicrotask(() => live && callback(true));
    return () => {
      live = false;
    };
  }
  const observer = observerFor(rootMargin);
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    callbacks.delete(element);
  };
}
