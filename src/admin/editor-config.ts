/**
 * What the editor's page reads from its server: config.json (gatsby/cms-config.ts), adjusted before Decap
 * reads it, and content.json (gatsby/editor-content.ts), which saves are checked against.
 */
import type { EditorContent } from "../../gatsby/editor-content";
import type { CmsCollection, CmsConfig, CmsField } from "../../gatsby/cms-config";

/** config.json as the editor's page receives it and changes it before Decap reads it. */
export type EditorConfig = Omit<CmsConfig, "local_backend" | "summaryLabels" | "publish_mode"> & {
  load_config_file?: boolean;
  local_backend?: boolean | { url: string };
  publish_mode?: CmsConfig["publish_mode"];
  summaryLabels?: CmsConfig["summaryLabels"];
};

/**
 * config.json, set for this page: on localhost (`npm run cms`) no review workflow, as local files have no
 * branches, and the decap-server port from the address (/admin/?local_backend_port=9124).
 */
export async function loadConfig(): Promise<EditorConfig> {
  const response = await fetch("config.json", { cache: "no-cache" });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as EditorConfig;
  config.load_config_file = false;
  if (/^(localhost|127\.0\.0\.1)$/.test(window.location.hostname)) delete config.publish_mode;
  const port = new URLSearchParams(window.location.search).get("local_backend_port");
  if (port && /^[0-9]{2,5}$/.test(port)) {
    config.local_backend = { url: `http://${window.location.hostname}:${port}/api/v1` };
  }
  return config;
}

type CmsFile = NonNullable<CmsCollection["files"]>[number];

/** The editor collection an entry belongs to, and for a single-file collection the file's own settings. */
export function entryConfig(
  config: EditorConfig,
  collectionName: unknown,
  slug: unknown,
): { collection: CmsCollection | undefined; file: CmsFile | undefined } {
  const collection = config.collections.find((candidate) => candidate.name === collectionName);
  const file = collection && (collection.files || []).find((candidate) => candidate.name === slug);
  return { collection, file };
}

export function fieldsOf(config: EditorConfig, collectionName: unknown, slug: unknown): CmsField[] {
  const found = entryConfig(config, collectionName, slug);
  if (!found.collection) return [];
  return found.collection.fields || (found.file ? found.file.fields : []);
}

/** The folder of an editor collection ("content/vehicles" → "vehicles"; a single file's folder likewise). */
export function folderOf(config: EditorConfig, collectionName: unknown, slug: unknown): string | undefined {
  const found = entryConfig(config, collectionName, slug);
  if (!found.collection) return undefined;
  const where = found.collection.folder || (found.file && found.file.file.replace(/\/[^/]*$/, "")) || "";
  return where.split("/").pop();
}

// Read again before every save and upload (under `npm run cms` it is the disk); the preview draws from
// the last one read.
let latestContent: Promise<EditorContent> | undefined;

/** content.json as it is now. */
export function loadContent(): Promise<EditorContent> {
  latestContent = fetch("content.json", { cache: "no-store" }).then((response) => {
    if (!response.ok) throw new Error(`content.json: HTTP ${response.status}`);
    return response.json() as Promise<EditorContent>;
  });
  return latestContent;
}

/** content.json as last read (read now if it has not been yet). */
export const lastContent = (): Promise<EditorContent> => latestContent ?? loadContent();
