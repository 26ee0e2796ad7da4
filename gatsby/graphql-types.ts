/**
 * GraphQL type definitions made from the content's JSON Schemas, so a collection is described once.
 * Every type is @dontInfer: a content file of an unexpected shape can never change the GraphQL schema
 * (the content check refuses it before the build gets here).
 */
import { IMAGE_PATH_FORMAT } from "./content-formats";
import { resolveNode, type Collection, type SchemaNode } from "../src/lib/content/content-folder";

/** Hand-written computed fields (their resolvers live in createResolvers): type → field → SDL. */
export type ComputedFields = Record<string, Record<string, { type: string; description: string }>>;

const SCALARS: Record<string, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
};

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

const describe = (text: string | undefined): string => (text ? `${JSON.stringify(text)}\n    ` : "");

export function graphqlTypeDefs(
  collections: readonly Collection[],
  definitions: Record<string, SchemaNode>,
  computed: ComputedFields = {},
): string {
  const typeByFolder = new Map(collections.map((c) => [c.folder, c.typeName]));
  const blocks: string[] = [];

  function objectType(name: string, node: SchemaNode, isNode: boolean): void {
    const required = new Set(node.required ?? []);
    const fields: string[] = [];
    for (const [field, raw] of Object.entries(node.properties ?? {})) {
      if (field.startsWith("$")) continue;
      const property = resolveNode(raw, definitions);
      const type = fieldType(`${name}${pascal(field)}`, property);
      fields.push(
        `${describe(property.description)}${field}: ${type.name}${required.has(field) ? "!" : ""}${type.directives}`,
      );
    }
    for (const [field, extra] of Object.entries(computed[name] ?? {})) {
      fields.push(`${describe(extra.description)}${field}: ${extra.type}`);
    }
    const implementsNode = isNode ? " implements Node" : "";
    blocks.push(`type ${name}${implementsNode} @dontInfer {\n    ${fields.join("\n    ")}\n  }`);
  }

  function fieldType(fallbackName: string, property: SchemaNode): { name: string; directives: string } {
    const ref = property["x-ref"];
    if (ref) {
      const target = typeByFolder.get(ref);
      if (!target) throw new Error(`"x-ref": "${ref}" names no collection`);
      return { name: target, directives: ' @link(by: "slug")' };
    }
    if (property.format === IMAGE_PATH_FORMAT) return { name: "File", directives: " @fileByRelativePath" };
    if (property.format === "date") return { name: "Date", directives: " @dateformat" };
    if (property.type === "array" && property.items) {
      const item = fieldType(fallbackName, resolveNode(property.items, definitions));
      return { name: `[${item.name}!]`, directives: item.directives };
    }
    if (property.type === "object") {
      const name = property["x-graphql-type"] ?? fallbackName;
      objectType(name, property, false);
      return { name, directives: "" };
    }
    const scalar = SCALARS[property.type ?? ""];
    if (!scalar) throw new Error(`No GraphQL type for JSON Schema type ${JSON.stringify(property.type)}`);
    return { name: scalar, directives: "" };
  }

  for (const collection of collections) objectType(collection.typeName, collection.schema, true);
  return blocks.join("\n\n  ");
}
