/**
 * The check before a save (Decap's preSave): what the content check would refuse of the entry about to
 * be written is not saved, and the problem panel says why, field by field.
 */
import type { CmsField } from "../../gatsby/cms-config";
import { hasMethod, isObject, plain, type Decap, type ImmutableMap } from "./decap";
import { fieldsOf, folderOf, loadContent, type EditorConfig } from "./editor-config";
import { withoutLabels } from "./json-format";
import { hideProblems, showProblems } from "./problems";

// Decap writes an upload's path as "images/photo.jpg"; the content check wants "./images/photo.jpg".
const MEDIA_PATH = /^images\//;
function relativeMedia(fields: readonly CmsField[], data: unknown): unknown {
  if (!hasMethod(data, "get")) return data;
  let map = data as ImmutableMap;
  fields.forEach((field) => {
    const value = map.get(field.name);
    if (value == null) return;
    if (field.widget === "image" && typeof value === "string" && MEDIA_PATH.test(value)) {
      map = map.set(field.name, `./${value}`);
    } else if (field.widget === "object" && field.fields) {
      map = map.set(field.name, relativeMedia(field.fields, value));
    } else if (field.widget === "list" && field.fields && hasMethod(value, "map")) {
      const inner = field.fields;
      map = map.set(
        field.name,
        (value as ImmutableMap).map((item) => relativeMedia(inner, item)),
      );
    }
  });
  return map;
}

// Emptied optional fields are dropped (never saved as ""), then everything the content check would
// refuse once the entry is written refuses the save.
function checkedData(config: EditorConfig, entry: ImmutableMap, data: ImmutableMap): Promise<ImmutableMap> {
  const folder = folderOf(config, entry.get("collection"), entry.get("slug"));
  const check = window.ContentCheck;
  if (!folder || !check) return Promise.resolve(data);
  return loadContent().then((content) => {
    for (const path of check.emptyOptionalPaths(content, folder, data.toJS())) data = data.deleteIn(path);
    const values = data.toJS();
    // A new entry's file is not named yet: the check judges the one Decap is about to write.
    const file =
      (entry.get("path") as string | undefined) || check.newEntryFile(folder, String(values.slug || ""));
    const mediaFiles = plain(entry.get("mediaFiles") || []) as { path: string }[];
    const problems = check.refusals(content, {
      folder,
      file,
      data: values,
      uploads: mediaFiles.map((media) => media.path),
      isNew: entry.get("newRecord") === true,
    });
    if (problems.length > 0) {
      showProblems(problems);
      throw new Error(`the content check refuses it: ${problems.join("; ")}`);
    }
    hideProblems();
    return data;
  });
}

// Decap explains a refused save itself (the field's message, or its notice beside the content check's
// panel) and then rejects a promise that nothing awaits. That rejection is the refusal already shown,
// not a fault of the page, so it is marked handled; every other rejection still reaches the console.
function quietRefusals(): void {
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    if (reason === undefined || (isObject(reason) && reason.type === "ENTRY_PERSIST_FAILURE")) {
      event.preventDefault();
    }
  });
}

export function checkBeforeSave(CMS: Decap, config: EditorConfig): void {
  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const fields = fieldsOf(config, entry.get("collection"), entry.get("slug"));
      return checkedData(
        config,
        entry,
        relativeMedia(fields, withoutLabels(entry.get("data"))) as ImmutableMap,
      );
    },
  });
  quietRefusals();
}
