import "@testing-library/jest-dom";

// react-slick and reduced-motion checks read matchMedia, which jsdom lacks.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom's performance has no timeline (the forms' bot check reads the first paint's entry): it holds none.
if (typeof Performance.prototype.getEntriesByName !== "function") {
  Performance.prototype.getEntriesByName = () => [];
}

// React's server renderer (the islands' test renders a page as the server does) needs TextEncoder,
// which jsdom lacks.
if (typeof globalThis.TextEncoder === "undefined") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node's own, only where jsdom lacks it
  const { TextEncoder, TextDecoder } = require("node:util") as typeof import("node:util");
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
