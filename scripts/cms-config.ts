/**
 * The content editor's (Decap CMS) configuration, generated from content/schemas: one collection per
 * content folder, one editor field per schema property, labels and hints from each property's
 * `title` and `description`, required fields and formats enforced as the content check enforces them.
 * Nothing here names a collection or a field: a property added to a schema appears in the editor.
 *
 * The schemas are read and their `$ref`s to common.schema.json resolved by gatsby/collections.ts, as
 * for the GraphQL types and the content check. Schema conventions read:
 * - `"format": "image-path"` → image widget, uploads into the collection's own images/ folder, stored
 *   as the relative ./images/… path;
 * - `"format": "https-url"` → text field that must start https://;
 * - `"x-ref": "<folder>"` → relation widget on that collection's slug;
 * - `"x-singleton": true` → a single-file collection;
 * - `"x-widget": "text"` → multi-line text; `"x-graphql-type"` is ignored.
 *
 * `npx tsx scripts/cms-config.ts` prints it; the build writes it to public/admin/config.json, which
 * src/admin/start.js hands to Decap (CMS.init).
 */
import path from "node:path";
import {
  SCHEMA_SUFFIX,
  loadCollections,
  loadCommonDefinitions,
  resolveNode,
  type Collection,
  type SchemaNode,
} from "../gatsby/collections";
import { HTTPS_URL, HTTPS_URL_FORMAT, IMAGE_PATH_FORMAT, patternMessage } from "../gatsby/content-formats";

/** A schema node with the validation keywords the editor's fields mirror. */
export interface JsonSchema extends SchemaNode {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  "x-widget"?: string;
}

/** One Decap CMS field (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  default?: unknown;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  options?: string[];
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  field?: CmsField;
  fields?: CmsField[];
  choose_url?: boolean;
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  extension?: string;
  format: "json";
  create?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  media_folder: string;
  public_folder: string;
  fields?: CmsField[];
}

export interface CmsConfig {
  backend: Record<string, unknown>;
  local_backend: boolean;
  site_url?: string;
  media_folder: string;
  public_folder: string;
  omit_empty_optional_fields: boolean;
  collections: CmsCollection[];
}

export interface GenerateOptions {
  /** Folder of the JSON Schemas (content/schemas). */
  schemaDir: string;
  /** The content folder as a path from the repository root, as the editor writes it ("content"). */
  contentPath?: string;
  /** GitHub repository "owner/name" edited in production (CMS_GITHUB_REPO). */
  repo?: string;
  branch?: string;
  /** Origin of the site whose server runs the GitHub sign-in (src/server/routes/cms-auth.ts). */
  siteUrl?: string;
}

/** The sign-in route on our own server that hands the CMS a GitHub token (see cms-auth.ts). */
export const CMS_AUTH_ENDPOINT = "admin/auth";

/** Loose e-mail check for the editor; the content check applies the full format. */
const EMAIL_PATTERN = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$";

const humanize = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface FieldContext {
  folder: string;
  /** The shared definitions of common.schema.json that `$ref`s name. */
  definitions: Record<string, SchemaNode>;
  /** How deep below the entry's root the field sits (0: a top-level field). */
  depth: number;
}

/** A property with its `$ref` and `allOf` parts merged in (gatsby/collections.ts's one reading). */
const resolve = (node: JsonSchema, context: Pick<FieldContext, "definitions">): JsonSchema =>
  resolveNode(node, context.definitions) as JsonSchema;

/** The editor field for one schema property. */
export function fieldFor(
  name: string,
  property: JsonSchema,
  required: boolean,
  context: FieldContext,
): CmsField {
  const schema = resolve(property, context);
  const field: CmsField = { name, label: schema.title ?? humanize(name), widget: "string" };
  if (schema.description) field.hint = schema.description;
  if (!required) field.required = false;

  if (name === "$schema" && context.depth === 0) {
    // Points editors at the schema; set on new entries as on the hand-written ones.
    return { ...field, widget: "hidden", default: `../schemas/${context.folder}${SCHEMA_SUFFIX}` };
  }

  const target = schema["x-ref"];
  if (target) {
    return {
      ...field,
      widget: "relation",
      collection: target,
      value_field: "slug",
      search_fields: ["slug"],
      display_fields: ["slug"],
    };
  }

  if (schema.enum) {
    return { ...field, widget: "select", options: schema.enum.map(String) };
  }

  const nested = { ...context, depth: context.depth + 1 };
  switch (schema.type) {
    case "boolean":
      return { ...field, widget: "boolean", default: false };
    case "integer":
    case "number": {
      const numberField: CmsField = {
        ...field,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
      };
      if (schema.minimum !== undefined) numberField.min = schema.minimum;
      if (schema.maximum !== undefined) numberField.max = schema.maximum;
      return numberField;
    }
    case "object": {
      const fields = fieldsFor(schema, nested);
      // Decap checks an optional object's required fields even when it is left empty (a three-wheeler
      // has no combustion table), so they are optional here; the content check still requires them
      // whenever the object is there.
      return { ...field, widget: "object", fields: required ? fields : fields.map(optional) };
    }
    case "array": {
      const items = resolve(schema.items ?? {}, context);
      const list: CmsField = { ...field, widget: "list" };
      if (schema.minItems !== undefined) list.min = schema.minItems;
      if (schema.maxItems !== undefined) list.max = schema.maxItems;
      if (items.type === "object") list.fields = fieldsFor(items, nested);
      else list.field = fieldFor(singular(name), items, true, nested);
      return list;
    }
    default:
      return stringField(field, schema);
  }
}

const optional = (field: CmsField): CmsField => ({ ...field, required: false });

const singular = (name: string): string => (name.endsWith("s") ? name.slice(0, -1) : `${name}Item`);

function stringField(field: CmsField, schema: JsonSchema): CmsField {
  // The media library stores uploads as ./images/<file>; its value is not a plain string until the
  // entry is saved, so the file type is left to the content check (the hint names it).
  if (schema.format === IMAGE_PATH_FORMAT) return { ...field, widget: "image", choose_url: false };
  const text: CmsField = { ...field, widget: schema["x-widget"] === "text" ? "text" : "string" };
  if (schema.format === HTTPS_URL_FORMAT) {
    text.pattern = [HTTPS_URL.source, "Must be a secure link starting with https://"];
  } else if (schema.pattern) {
    const message = patternMessage(schema);
    text.pattern = [schema.pattern, message.charAt(0).toUpperCase() + message.slice(1)];
  } else if (schema.format === "email") {
    text.pattern = [EMAIL_PATTERN, "Must be an e-mail address"];
  } else if (schema.maxLength !== undefined) {
    text.pattern = [`^[\\s\\S]{0,${schema.maxLength}}$`, `At most ${schema.maxLength} characters`];
  }
  return text;
}

function fieldsFor(schema: JsonSchema, context: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), context),
  );
}

/** The editor collection of one content collection (as gatsby/collections.ts reads it). */
export function collectionFor(
  collection: Collection,
  definitions: Record<string, SchemaNode>,
  contentPath: string,
): CmsCollection {
  const { folder } = collection;
  const context: FieldContext = { folder, definitions, depth: 0 };
  const schema = resolve(collection.schema, context);
  const fields = fieldsFor(schema, context);
  const common = {
    name: folder,
    label: humanize(folder),
    label_singular: schema.title ?? humanize(folder),
    format: "json" as const,
    // Uploads go to the collection's own images/ folder and are stored as ./images/<file>.
    media_folder: "images",
    public_folder: "./images",
  };
  if (schema.description) Object.assign(common, { description: schema.description });
  if (collection.singleton) {
    // The one entry's file is named after its slug, which such a schema fixes to a single value.
    const slugValues = resolve(schema.properties?.slug ?? {}, context).enum;
    const slug = slugValues?.length === 1 ? String(slugValues[0]) : folder;
    return {
      ...common,
      files: [
        {
          name: slug,
          label: schema.title ?? humanize(slug),
          file: `${contentPath}/${folder}/${slug}.json`,
          fields,
        },
      ],
    };
  }
  return {
    ...common,
    folder: `${contentPath}/${folder}`,
    extension: "json",
    create: true,
    // One file per entry, named after its slug.
    identifier_field: "slug",
    slug: "{{slug}}",
    summary: "{{slug}}",
    fields,
  };
}

/** The whole editor configuration (what Decap's config.yml would hold); async for its callers' sake. */
export async function generateCmsConfig(options: GenerateOptions): Promise<CmsConfig> {
  const contentPath = options.contentPath ?? "content";
  const definitions = loadCommonDefinitions(options.schemaDir);
  const collections = loadCollections(options.schemaDir).map((collection) =>
    collectionFor(collection, definitions, contentPath),
  );
  const backend: Record<string, unknown> = {
    name: "github",
    repo: options.repo ?? "OWNER/REPOSITORY",
    branch: options.branch ?? "main",
    auth_endpoint: CMS_AUTH_ENDPOINT,
  };
  if (options.siteUrl) backend.base_url = options.siteUrl;
  return {
    backend,
    // Used only when the editor runs on localhost and `npm run cms` serves the working copy.
    local_backend: true,
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    media_folder: `${contentPath}/uploads`,
    public_folder: "./images",
    omit_empty_optional_fields: true,
    collections,
  };
}

export const toJson = (config: CmsConfig): string => `${JSON.stringify(config, null, 2)}\n`;

if (require.main === module) {
  generateCmsConfig({ schemaDir: path.resolve(__dirname, "..", "content", "schemas") })
    .then((config) => process.stdout.write(toJson(config)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
