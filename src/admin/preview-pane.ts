/**
 * Decap's preview pane for every collection: a node in its frame that preview.js (src/admin/preview.tsx)
 * draws the entry into as it is edited, with the saved entries (content.json) it shows beside it.
 */
import type { ComponentType } from "react";
import type { EditorContent } from "../../gatsby/editor-content";
import {
  isObject,
  plain,
  type ClassInstance,
  type Decap,
  type ImmutableMap,
  type Plain,
  type PreviewProps,
} from "./decap";
import { folderOf, lastContent, type EditorConfig } from "./editor-config";
import { withoutLabels } from "./json-format";
import type { LayoutField } from "./field-layout";

// Every saved entry of the content, parsed once per content.json read.
type ParsedEntry = { folder: string; data: Plain };
const parsedEntries = new WeakMap<EditorContent, ParsedEntry[]>();
function entriesOf(content: EditorContent): ParsedEntry[] {
  let parsed = parsedEntries.get(content);
  if (!parsed) {
    parsed = content.entries.map((entry) => {
      try {
        return { folder: entry.folder, data: JSON.parse(entry.text) as Plain };
      } catch {
        return { folder: entry.folder, data: {} };
      }
    });
    parsedEntries.set(content, parsed);
  }
  return parsed;
}

/** The image field holding `value` in `data`, at any depth: getAsset finds the file through its folder. */
function imageField(
  fields: ImmutableMap | undefined,
  data: unknown,
  value: string,
): ImmutableMap | undefined {
  if (!fields || !isObject(data)) return undefined;
  for (const item of fields.toArray()) {
    const field = item as ImmutableMap;
    const held = data[String(field.get("name"))];
    if (field.get("widget") === "image" && held === value) return field;
    const inner = field.get("fields") as ImmutableMap | undefined;
    const found = Array.isArray(held)
      ? held.map((entry) => imageField(inner, entry, value)).find(Boolean)
      : imageField(inner, held, value);
    if (found) return found;
  }
  return undefined;
}

interface PaneThis extends ClassInstance<PreviewProps> {
  timer?: ReturnType<typeof setTimeout>;
  node?: HTMLDivElement;
  draw(tries: number): void;
}

function previewPane(
  config: EditorConfig,
  h: NonNullable<Window["h"]>,
  createClass: NonNullable<Window["createClass"]>,
): ComponentType<PreviewProps> {
  const site = window.SitePreview;
  return createClass<PreviewProps, PaneThis>({
    componentDidMount() {
      this.draw(0);
    },
    componentDidUpdate() {
      this.draw(0);
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
      if (this.node && site) site.unmount(this.node);
      this.node = undefined;
    },
    draw(tries: number) {
      clearTimeout(this.timer);
      void lastContent().then((content) => {
        const node = this.node;
        if (!node || !site) return;
        const props = this.props;
        const values = (plain(withoutLabels(props.entry.get("data"))) ?? {}) as Plain;
        const folder = folderOf(config, props.collection.get("name"), props.entry.get("slug")) ?? "";
        const collection = content.collections.find((candidate) => candidate.folder === folder);
        let waiting = false;
        site.render(node, folder, values, {
          entries: entriesOf(content),
          references: (collection && collection.references) || {},
          fields: (plain(props.fields) ?? []) as LayoutField[],
          asset: (value) => {
            const asset = props.getAsset(value, imageField(props.fields, values, value));
            // Decap hands out an empty placeholder until its media library has loaded (decap-cms#7099).
            if (!asset || asset.path === "empty.svg") waiting = true;
            return asset ? String(asset) : "";
          },
        });
        if (waiting && tries < 50) {
          this.timer = setTimeout(() => this.draw(tries + 1), 200);
        }
      });
    },
    render() {
      return h("div", {
        ref: (node: HTMLDivElement | null) => {
          this.node = node || undefined;
        },
      });
    },
  });
}

/** The preview pane and its styles, for every collection and single file of the editor. */
export function registerPreviews(CMS: Decap, config: EditorConfig): void {
  const { createClass, h } = window;
  const register = CMS.registerPreviewTemplate;
  if (!register || !createClass || !h) return;
  CMS.registerPreviewStyle("preview.css");
  const template = previewPane(config, h, createClass);
  config.collections.forEach((collection) => {
    if (collection.folder) register.call(CMS, collection.name, template);
    for (const file of collection.files || []) register.call(CMS, file.name, template);
  });
}
