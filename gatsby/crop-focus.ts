/**
 * What a fixed-shape image box keeps when it crops a photo: sharp's "attention" crop, unless the entry
 * sets the image's focus (a property marked `"x-focus-of": "<field>"`, words from `cropFocus` in
 * common.schema.json, mapped to sharp by FOCUS_POSITIONS).
 */
import path from "node:path";
import sharp from "sharp";
import { resolveNode, type Collection, type SchemaNode } from "../src/lib/content/content-folder";

/** The focus words of the content, as sharp's crop positions (the values of Gatsby's ImageCropFocus enum). */
export const FOCUS_POSITIONS = {
  centre: sharp.gravity.centre,
  top: sharp.gravity.north,
  bottom: sharp.gravity.south,
  left: sharp.gravity.west,
  right: sharp.gravity.east,
  "top left": sharp.gravity.northwest,
  "top right": sharp.gravity.northeast,
  "bottom left": sharp.gravity.southwest,
  "bottom right": sharp.gravity.southeast,
} as const;

export type FocusWord = keyof typeof FOCUS_POSITIONS;

/** The crop when no focus is set: sharp finds the region most likely to hold the subject. */
export const AUTOMATIC_FOCUS: number = sharp.strategy.attention;

export function isFocusWord(value: unknown): value is FocusWord {
  return typeof value === "string" && Object.hasOwn(FOCUS_POSITIONS, value);
}

/** The crop position: one the query asks for wins, then the content's focus, then the automatic crop. */
export function cropPosition(requested: number | undefined, focus: FocusWord | undefined): number {
  if (requested !== undefined && requested !== AUTOMATIC_FOCUS) return requested;
  return focus ? FOCUS_POSITIONS[focus] : AUTOMATIC_FOCUS;
}

/** A focus property and the image property beside it. */
interface FocusField {
  focus: string;
  image: string;
}

/** Every focus property of a collection, at any depth (an album's photos are a list of objects). */
export function focusFields(schema: SchemaNode, definitions: Record<string, SchemaNode>): FocusField[] {
  const found: FocusField[] = [];
  const walk = (node: SchemaNode): void => {
    const resolved = resolveNode(node, definitions);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const image = property["x-focus-of"];
      if (typeof image === "string") found.push({ focus: name, image });
      walk(property);
    }
    if (resolved.items) walk(resolved.items);
  };
  walk(schema);
  return found;
}

/** `dir`: the folder of the entry's JSON file. */
interface FocusEntry {
  dir: string;
  data: unknown;
}

/** The focus set for each image file (absolute path) by the entries' focus fields. */
export function focusByImage(
  entries: readonly FocusEntry[],
  fields: readonly FocusField[],
): Map<string, FocusWord> {
  const focus = new Map<string, FocusWord>();
  const visit = (value: unknown, dir: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, dir);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const object = value as Record<string, unknown>;
    for (const field of fields) {
      const image = object[field.image];
      const word = object[field.focus];
      if (typeof image === "string" && isFocusWord(word)) focus.set(path.resolve(dir, image), word);
    }
    for (const item of Object.values(object)) visit(item, dir);
  };
  for (const entry of entries) visit(entry.data, entry.dir);
  return focus;
}

/** The collections whose schemas have focus fields, with those fields. */
export function focusCollections(
  collections: readonly Collection[],
  definitions: Record<string, SchemaNode>,
): Array<{ typeName: string; fields: FocusField[] }> {
  return collections
    .map((collection) => ({
      typeName: collection.typeName,
      fields: focusFields(collection.schema, definitions),
    }))
    .filter((collection) => collection.fields.length > 0);
}

/** The arguments of ImageSharp.gatsbyImageData this module reads and changes. */
export interface ImageDataArgs {
  transformOptions?: { cropFocus?: number; [option: string]: unknown } | null;
  [argument: string]: unknown;
}

interface GatsbyNodeLike {
  id: string;
  parent?: string | null;
  absolutePath?: string;
  [field: string]: unknown;
}

/** The part of Gatsby's node model the resolver uses. */
export interface NodeModelLike {
  getNodeById(args: { id: string }): GatsbyNodeLike | null;
  findAll(args: { type: string }): Promise<{ entries: Iterable<GatsbyNodeLike> }>;
}

/**
 * ImageSharp.gatsbyImageData wrapping Gatsby's own with the content's focus as its crop position. The
 * entries are read through the node model, so a page's query re-runs when a focus changes.
 */
export function gatsbyImageDataWithFocus(
  collections: ReadonlyArray<{ typeName: string; fields: FocusField[] }>,
) {
  return async <Context extends { nodeModel: NodeModelLike }, Info extends { originalResolver: Resolver }>(
    source: { parent?: string | null },
    args: ImageDataArgs,
    context: Context,
    info: Info,
  ): Promise<unknown> => {
    const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
    let focus: FocusWord | undefined;
    if (file?.absolutePath) {
      const entries: FocusEntry[] = [];
      for (const { typeName } of collections) {
        const { entries: nodes } = await context.nodeModel.findAll({ type: typeName });
        for (const node of nodes) {
          const json = node.parent ? context.nodeModel.getNodeById({ id: node.parent }) : null;
          if (json?.absolutePath) entries.push({ dir: path.dirname(json.absolutePath), data: node });
        }
      }
      const fields = collections.flatMap((collection) => collection.fields);
      focus = focusByImage(entries, fields).get(path.resolve(file.absolutePath));
    }
    const cropFocus = cropPosition(args.transformOptions?.cropFocus, focus);
    return info.originalResolver(
      source,
      { ...args, transformOptions: { ...args.transformOptions, cropFocus } },
      context,
      info,
    );
  };
}

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
