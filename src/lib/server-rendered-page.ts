/**
 * What every page and template module is in the browser's bundles (gatsby/on-create-webpack-config.ts):
 * nothing, as only islands hydrate. scripts/size-budget.ts checks every page chunk holds its marker.
 */

export const SERVER_RENDERED_PAGE_MARKER = "server-rendered page: only its islands hydrate";

export default function ServerRenderedPage(): null {
  throw new Error(SERVER_RENDERED_PAGE_MARKER);
}
