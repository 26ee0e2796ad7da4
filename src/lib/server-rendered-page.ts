/**
 * What every page and template module is in the browser's bundles (gatsby/on-create-webpack-config.ts):
 * nothing. A built page is the server's HTML; React hydrates only its islands (src/lib/hydrate-islands.tsx)
 * and never renders a page component, so none of a page's own code is downloaded. The build checks that
 * every page chunk is this module (scripts/size-budget.ts looks for its marker).
 */

export const SERVER_RENDERED_PAGE_MARKER = "server-rendered page: only its islands hydrate";

export default function ServerRenderedPage(): null {
  throw new Error(SERVER_RENDERED_PAGE_MARKER);
}
