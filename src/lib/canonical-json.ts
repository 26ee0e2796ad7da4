/**
 * The one text a content entry is written as, so that saving changes only what was edited: keys in the
 * schema's `properties` order at every depth, unnamed keys after them, 2-space JSON and a final newline.
 */
import { isRecord } from "./validation";

/** The part of a JSON Schema node the order is read from. */
export interface OrderSchema {
  properties?: Record<string, OrderSchema>;
  items?: OrderSchema | OrderSchema[];
  [keyword: string]: unknown;
}

/** Merges a node's `$ref`/`allOf` into one node (src/lib/content/content-folder.ts `resolveNode` on the site's schemas). */
export type ResolveSchema = (node: OrderSchema) => OrderSchema;

const asIs: ResolveSchema = (node) => node;

/** A copy of `value` with every object's keys in schema order. */
export function canonicalOrder(value: unknown, schema?: OrderSchema, resolve: ResolveSchema = asIs): unknown {
  const node = schema ? resolve(schema) : undefined;
  if (Array.isArray(value)) {
    const items = node?.items;
    return value.map((item, index) =>
      canonicalOrder(item, Array.isArray(items) ? items[index] : items, resolve),
    );
  }
  if (!isRecord(value)) return value;
  const properties = node?.properties ?? {};
  const known = Object.keys(properties).filter((key) => Object.hasOwn(value, key));
  const unknown = Object.keys(value).filter((key) => !Object.hasOwn(properties, key));
  return Object.fromEntries(
    [...known, ...unknown].map((key) => [key, canonicalOrder(value[key], properties[key], resolve)]),
  );
}

/** The canonical text of an entry: schema-ordered keys, 2-space indent, final newline. */
export function canonicalJson(value: unknown, schema?: OrderSchema, resolve: ResolveSchema = asIs): string {
  return `${JSON.stringify(canonicalOrder(value, schema, resolve), null, 2)}\n`;
}

/** The first line (1-based) where two texts differ, to point a reader at a non-canonical file. */
export function firstDifferentLine(actual: string, expected: string): number {
  const a = actual.split("\n");
  const b = expected.split("\n");
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
  return line + 1;
}
