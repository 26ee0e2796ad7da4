/** Gatsby's generated map of page chunks (a webpack alias into .cache), imported by src/lib/browser-app.ts. */
declare module "$virtual/async-requires" {
  const asyncRequires: { components: Record<string, () => Promise<unknown>> };
  export default asyncRequires;
}
