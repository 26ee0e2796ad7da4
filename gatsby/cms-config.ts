/**
 * The content editor's (Decap CMS) configuration, generated from content/schemas alone: a collection per
 * content folder, a field per schema property. `npx tsx gatsby/cms-config.ts` prints it; the build writes
 * it to public/admin/config.json.
 */
import path from "node:path";
import {
  SCHEMA_SUFFIX,
  collectionEntries,
  loadCollections,
  loadCommonDefinitions,
  resolveNode,
  type Collection,
  type SchemaNode,
} from "../src/lib/content/content-folder";
import { HTTPS_URL, HTTPS_URL_FORMAT, IMAGE_PATH_FORMAT, patternMessage } from "./content-formats";

/** A schema node with the validation keywords the editor's fields mirror. */
export interface JsonSchema extends SchemaNode {
  pattern?: string;
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
  "x-summary"?: string;
  "x-images-per-entry"?: boolean;
  "x-for"?: Record<string, string[]>;
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
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
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
  sortable_fields?: string[];
  filter?: { field: string; value: string };
  media_folder: string;
  public_folder: string;
  fields?: CmsField[];
}

export interface CmsConfig {
  backend: Record<string, unknown>;
  local_backend: boolean;
  publish_mode?: "editorial_workflow";
  site_url?: string;
  media_folder: string;
  public_folder: string;
  omit_empty_optional_fields: boolean;
  collections: CmsCollection[];
  /**
   * Not Decap's: what a reference in a list's summary shows (`{ team: { "zfr-cv": "ZFR-CV" } }`), added to
   * each entry as it is read by src/admin/json-format.ts and removed before a save.
   */
  summaryLabels: Record<string, Record<string, string>>;
}

/** The prefix of the value a list summary shows for a reference (`{{_label_team}}`); never saved. */
export const SUMMARY_LABEL = "_label_";

interface GenerateOptions {
  /** Folder of the JSON Schemas (content/schemas), in the content folder whose teams split the vehicles. */
  schemaDir: string;
  /** GitHub repository "owner/name" edited in production (CMS_GITHUB_REPO). */
  repo?: string;
  branch?: string;
  /** Origin of the site whose server runs the GitHub sign-in (src/server/editor-sign-in/cms-auth.ts). */
  siteUrl?: string;
}

/** The content folder as a path from the repository root, as the editor writes it. */
const CONTENT_PATH = "content";

/** The sign-in route on our own server that hands the CMS a GitHub token (see cms-auth.ts). */
const CMS_AUTH_ENDPOINT = "admin/auth";

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
  /** Uploads go to images/<entry slug>/ rather than images/ (`"x-images-per-entry"`). */
  imagesPerEntry: boolean;
  /** The shared definitions of common.schema.json that `$ref`s name. */
  definitions: Record<string, SchemaNode>;
}

/** A property with its `$ref` and `allOf` parts merged in (src/lib/content/content-folder.ts's one reading). */
const resolve = (node: JsonSchema, context: Pick<FieldContext, "definitions">): JsonSchema =>
  resolveNode(node, context.definitions) as JsonSchema;

/** The editor field for one schema property; `mayLeaveOut`: an optional group may be left out whole. */
function fieldFor(
  name: string,
  property: JsonSchema,
  required: boolean,
  context: FieldContext,
  mayLeaveOut = !required,
): CmsField {
  const schema = resolve(property, context);
  const field: CmsField = { name, label: schema.title ?? humanize(name), widget: "string" };
  if (schema.description) field.hint = schema.description;
  if (!required) field.required = false;

  if (name === "$schema") {
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
      const fields = fieldsFor(schema, context);
      const group: CmsField = { ...field, widget: "object", fields };
      // An optional group keeps its fields' own `required`, so Decap labels "(optional)" only a field that
      // may be emptied alone; the group says it may be left out as a whole. src/admin/widgets.ts checks the
      // fields of a group left empty as absent, and the content check refuses one emptied alone.
      if (mayLeaveOut && fields.some((inner) => inner.required !== false)) {
        group.hint = [field.hint, LEFT_OUT_HINT].filter(Boolean).join(" ");
      }
      return group;
    }
    case "array": {
      const items = resolve(schema.items ?? {}, context);
      const list: CmsField = { ...field, widget: "list" };
      if (schema.minItems !== undefined) list.min = schema.minItems;
      if (schema.maxItems !== undefined) list.max = schema.maxItems;
      if (items.type === "object") {
        list.fields = fieldsFor(items, context);
        // A list of photos (an album) shows every photo open, not a column of file names.
        if (list.fields.some((item) => item.widget === "image")) list.collapsed = false;
      } else list.field = fieldFor(singular(name), items, true, context);
      return list;
    }
    default:
      return stringField(field, schema, context);
  }
}

/** The hint an optional group of fields adds to its own: how to leave it out, and that it is all or none. */
export const LEFT_OUT_HINT =
  "Leave every field empty to leave it out; once one is filled in, each field not marked (optional) is needed.";

const singular = (name: string): string => (name.endsWith("s") ? name.slice(0, -1) : `${name}Item`);

function stringField(field: CmsField, schema: JsonSchema, context: FieldContext): CmsField {
  // The media library stores uploads as ./images/<file>; its value is not a plain string until the
  // entry is saved, so the file type is left to the content check (the hint names it).
  if (schema.format === IMAGE_PATH_FORMAT) {
    const image: CmsField = { ...field, widget: "image", choose_url: false };
    if (!context.imagesPerEntry) return image;
    // Each album's photos in their own folder, as the existing ones are: images/section1/01.jpg.
    const folder = `images/{{slug | lower}}`;
    return {
      ...image,
      media_folder: `/${CONTENT_PATH}/${context.folder}/${folder}`,
      public_folder: `./${folder}`,
    };
  }
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
  // Required only under a condition (`if`/`then`/`else`: the home page's sections): a group some
  // entries must have is not offered as one to leave out.
  const sometimes = new Set(
    [schema.then, schema.else].flatMap((branch) => (branch as JsonSchema | undefined)?.required ?? []),
  );
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), context, !required.has(name) && !sometimes.has(name)),
  );
}

/** An entry another collection's field can name ("x-ref"): its slug and what the editor calls it. */
interface ReferencedEntry {
  slug: string;
  label: string;
}

/**
 * The editor collections of one content collection: one, or, when properties are only for some values of
 * a reference (`"x-for"`), one per referenced entry.
 */
function collectionsFor(
  collection: Collection,
  definitions: Record<string, SchemaNode>,
  entriesOf: (folder: string) => ReferencedEntry[],
): CmsCollection[] {
  const { folder } = collection;
  const schema = resolve(collection.schema, { definitions });
  const context: FieldContext = {
    folder,
    imagesPerEntry: schema["x-images-per-entry"] === true,
    definitions,
  };
  const fields = fieldsFor(schema, context);
  const common = {
    name: folder,
    label: humanize(folder),
    label_singular: schema.title ?? humanize(folder),
    format: "json" as const,
    // Uploads go to the collection's own images/ folder and are stored as ./images/<file>; the folder is
    // named from the repository's root, so the media library lists it for a new entry too.
    media_folder: `/${CONTENT_PATH}/${folder}/images`,
    public_folder: "./images",
  };
  if (schema.description) Object.assign(common, { description: schema.description });
  if (collection.singleton) {
    // The one entry's file is named after its slug, which such a schema fixes to a single value.
    const slugValues = resolve(schema.properties?.slug ?? {}, context).enum;
    const slug = slugValues?.length === 1 ? String(slugValues[0]) : folder;
    return [
      {
        ...common,
        files: [
          {
            name: slug,
            label: schema.title ?? humanize(slug),
            file: `${CONTENT_PATH}/${folder}/${slug}.json`,
            fields,
          },
        ],
      },
    ];
  }
  const entries: CmsCollection = {
    ...common,
    folder: `${CONTENT_PATH}/${folder}`,
    extension: "json",
    create: true,
    // One file per entry, named after its slug; listed by what officers call it.
    identifier_field: "slug",
    slug: "{{slug}}",
    summary: summaryOf(schema, collection),
    fields,
  };
  if (schema.properties?.order) entries.sortable_fields = ["order", "slug"];
  // Split by a reference only (a team's vehicles); a property for some values of a plain field (a page's
  // slug) stays in the one collection, and the content check refuses it on the other entries.
  const split = splitField(schema);
  const referenced = split && collection.references[split];
  const targets = referenced ? entriesOf(referenced) : [];
  if (!split || targets.length === 0) return [entries];
  return targets.map(({ slug, label }) => ({
    ...entries,
    name: `${folder}-${slug}`,
    label: `${humanize(folder)}: ${label}`,
    label_singular: `${schema.title ?? humanize(folder)} of ${label}`,
    filter: { field: split, value: slug },
    fields: fields
      .filter((field) => isFor(schema.properties?.[field.name], split, slug))
      .map((field) =>
        field.name === split ? { name: split, label: field.label, widget: "hidden", default: slug } : field,
      ),
  }));
}

/** The list summary, each reference in it shown by the referenced entry's name. */
function summaryOf(schema: JsonSchema, collection: Collection): string {
  return (schema["x-summary"] ?? "{{slug}}").replace(
    /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g,
    (whole, name: string) => (collection.references[name] ? `{{${SUMMARY_LABEL}${name}}}` : whole),
  );
}

/** The reference field whose values decide which properties an entry has ("x-for"), if any. */
function splitField(schema: JsonSchema): string | undefined {
  for (const property of Object.values(schema.properties ?? {})) {
    const [field] = Object.keys(property["x-for"] ?? {});
    if (field) return field;
  }
  return undefined;
}

const isFor = (property: JsonSchema | undefined, field: string, value: string): boolean =>
  !property?.["x-for"]?.[field] || property["x-for"][field].includes(value);

/** The whole editor configuration (what Decap's config.yml would hold). */
export function generateCmsConfig(options: GenerateOptions): CmsConfig {
  const definitions = loadCommonDefinitions(options.schemaDir);
  const contentDir = path.dirname(options.schemaDir);
  const entriesOf = (folder: string): ReferencedEntry[] =>
    collectionEntries(contentDir, folder)
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((entry) => ({
        slug: String(entry.slug),
        label: String(entry.shortName ?? entry.name ?? entry.slug),
      }));
  const loaded = loadCollections(options.schemaDir);
  const collections = loaded.flatMap((collection) => collectionsFor(collection, definitions, entriesOf));
  const summaryLabels: CmsConfig["summaryLabels"] = {};
  for (const collection of loaded) {
    const summary = resolve(collection.schema, { definitions })["x-summary"] ?? "";
    for (const [field, folder] of Object.entries(collection.references)) {
      if (!summary.includes(`{{${field}}}`)) continue;
      summaryLabels[field] = {
        ...summaryLabels[field],
        ...Object.fromEntries(entriesOf(folder).map(({ slug, label }) => [slug, label])),
      };
    }
  }
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
    // On the live site every save is a pull request that the workflow checks; publishing merges it.
    // (src/admin/editor-config.ts leaves it out under `npm run cms`, whose local files have no branches.)
    publish_mode: "editorial_workflow",
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    media_folder: `${CONTENT_PATH}/uploads`,
    public_folder: "./images",
    omit_empty_optional_fields: true,
    collections,
    summaryLabels,
  };
}

export const toJson = (config: CmsConfig): string => `${JSON.stringify(config, null, 2)}\n`;

if (require.main === module) {
  process.stdout.write(
    toJson(generateCmsConfig({ schemaDir: path.resolve(__dirname, "..", "content", "schemas") })),
  );
}
