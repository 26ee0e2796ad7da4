/**
 * One IntersectionObserver per distance, shared by every element that waits to come into view (scroll
 * reveals, the college heads' carousel): a few lines on the platform's own API instead of a library in
 * every page's JavaScript.
 */

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
 * Calls `callback` with whether `element` is within `rootMargin` of the viewport: at once when
 * observed, then on every change, until the returned function stops it; never during this call. Without
 * IntersectionObserver (old browsers, jsdom) it reports the element as in view, once.
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
