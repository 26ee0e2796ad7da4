/**
 * The format Decap reads and writes entries in. Read: each entry gains the names its list summary shows
 * for its references. Written: without them, as the content check wants the file
 * (src/lib/canonical-json.ts, the same order gatsby/canonical-content.ts checks).
 */
import type { CmsField } from "../../gatsby/cms-config";
import { canonicalOrder, type OrderSchema } from "../lib/canonical-json";
import { hasMethod, isObject, type ImmutableMap } from "./decap";
import type { EditorConfig } from "./editor-config";

type Labels = NonNullable<EditorConfig["summaryLabels"]>;

// A read entry holds a referenced entry's name (config.summaryLabels, by field and slug) as SUMMARY_LABEL +
// field: the same prefix as in gatsby/cms-config.ts, which this bundle does not import.
const SUMMARY_LABEL = "_label_";

function withLabels(data: unknown, summaryLabels: Labels): unknown {
  if (!isObject(data)) return data;
  Object.keys(summaryLabels).forEach((field) => {
    const value = data[field];
    const label = typeof value === "string" ? summaryLabels[field]?.[value] : undefined;
    if (label) data[SUMMARY_LABEL + field] = label;
  });
  return data;
}

const isLabel = (key: unknown): boolean => typeof key === "string" && key.indexOf(SUMMARY_LABEL) === 0;

/** An entry's data (plain or Immutable) without the names its list summary shows. */
export function withoutLabels(data: unknown): unknown {
  if (!isObject(data)) return data;
  if (hasMethod(data, "filter") && hasMethod(data, "get")) {
    return (data as unknown as ImmutableMap).filter((_value, key) => !isLabel(key));
  }
  return Object.fromEntries(Object.entries(data).filter(([key]) => !isLabel(key)));
}

// The editor's fields follow the schema's properties at every depth (gatsby/cms-config.ts), so they
// give canonicalOrder the schema's order.
function fieldOrder(field: CmsField): OrderSchema {
  const inner = field.fields ? orderOf(field.fields) : field.field ? fieldOrder(field.field) : {};
  return field.widget === "list" ? { items: inner } : inner;
}
const orderOf = (fields: readonly CmsField[]): OrderSchema => ({
  properties: Object.fromEntries(fields.map((field) => [field.name, fieldOrder(field)])),
});

export function jsonFormat(config: EditorConfig, summaryLabels: Labels) {
  const fieldLists: CmsField[][] = config.collections.flatMap((collection) => [
    ...(collection.fields ? [collection.fields] : []),
    ...(collection.files || []).map((file) => file.fields),
  ]);
  return {
    fromFile(text: string): unknown {
      return withLabels(JSON.parse(text), summaryLabels);
    },
    // Decap gives toFile the top-level field names only, so the collection is found by them.
    toFile(data: unknown, fieldsOrder?: string[]): string {
      const names = (fieldsOrder || []).join("\n");
      const fields = fieldLists.find((list) => list.map((field) => field.name).join("\n") === names);
      // Decap ends the file with a newline.
      return JSON.stringify(canonicalOrder(withoutLabels(data), fields && orderOf(fields)), null, 2);
    },
  };
}
