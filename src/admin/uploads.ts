/**
 * Photos on their way into the editor, before Decap sees them: made safe and named so they never replace
 * another entry's photo; and the Media tab (which writes where the content check refuses files) closed.
 */
import type * as ContentCheckModule from "./check";
import { entryConfig, folderOf, loadContent, type EditorConfig } from "./editor-config";
import { hideProblems, showProblems } from "./problems";

// The Media tab writes to no collection's images/ folder, where the content check would refuse the
// files: photos are added in an entry's image field instead. Its button is hidden and its route leads home.
function closeMediaTab(): void {
  const style = document.createElement("style");
  // The header's one button (the links are Contents and the site); Decap gives it no name of its own.
  style.textContent = "header nav li:has(> button){display:none!important}";
  document.head.appendChild(style);
  const leave = () => {
    if (/^#\/media/.test(window.location.hash)) window.location.hash = "#/";
  };
  window.addEventListener("hashchange", leave);
  leave();
}

// Every photo picked is redrawn upright, within MAX_LONG_SIDE, and re-encoded, leaving its metadata
// behind; the file input's change event is held meanwhile, then sent again with the safe files.
function safePhoto(file: File, rules: typeof ContentCheckModule.photoRules): Promise<File> {
  const type = file.type === "image/jpg" ? "image/jpeg" : file.type;
  if (!/^image\/(jpeg|png|webp)$/.test(type)) return Promise.resolve(file);
  return createImageBitmap(file, { imageOrientation: "from-image" }).then((bitmap) => {
    const scale = Math.min(1, rules.MAX_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) throw new Error("the browser cannot draw the photo");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const quality = type === "image/webp" ? rules.WEBP_QUALITY : rules.JPEG_QUALITY;
    return canvas.convertToBlob({ type, quality: quality / 100 }).then((blob) => {
      return new File([blob], file.name, { type, lastModified: file.lastModified });
    });
  });
}

// Where an upload in the open entry goes: its collection's folder, the slug as typed so far (the
// identifier field's box, else the address) and whether each entry's photos have a folder of their own.
function uploadTarget(
  config: EditorConfig,
): { folder: string | undefined; slug: string; perEntry: boolean } | undefined {
  const route = /^#\/collections\/([^/]+)\/(?:entries\/([^?]+)|new)/.exec(window.location.hash);
  if (!route) return undefined;
  const fromRoute = route[2] ? decodeURIComponent(route[2]) : "";
  const found = entryConfig(config, route[1], fromRoute);
  if (!found.collection) return undefined;
  const box = document.querySelector<HTMLInputElement>(
    `input[id^="${found.collection.identifier_field || "slug"}-field-"]`,
  );
  const slug = found.file ? found.file.name : box ? box.value : fromRoute;
  return {
    folder: folderOf(config, route[1], fromRoute),
    slug: slug || "",
    perEntry: JSON.stringify(found.collection.fields || []).indexOf("{{slug") >= 0,
  };
}

// Each upload is renamed before Decap sees it (window.ContentCheck.uploadName): never the name of a file
// that is there, so Decap never asks to replace, and one entry's new photo never becomes another's.
function nameUploads(config: EditorConfig, files: File[], taken: string[]): Promise<(File | undefined)[]> {
  const target = uploadTarget(config);
  const check = window.ContentCheck;
  if (!target || !target.folder || !check) return Promise.resolve(files);
  const folder = target.folder;
  return loadContent().then((content) =>
    files.map((file) => {
      const name = check.uploadName(content, {
        folder,
        slug: target.slug,
        fileName: file.name,
        perEntry: target.perEntry,
        taken,
      });
      if (!name) return undefined;
      const dir = `content/${folder}/images${target.perEntry ? `/${target.slug.toLowerCase()}` : ""}`;
      taken.push(`${dir}/${name}`);
      return new File([file], name, { type: file.type, lastModified: file.lastModified });
    }),
  );
}

function makeUploadsSafe(config: EditorConfig): void {
  const rules = window.ContentCheck && window.ContentCheck.photoRules;
  if (!rules) return;
  const resent = new WeakSet<Event>();
  const taken: string[] = [];
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
      if (resent.has(event)) return;
      const files = [...input.files];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      Promise.all(files.map((file) => safePhoto(file, rules)))
        .catch((error: unknown) => {
          // A picture the browser cannot decode goes in as it is; the content check still judges it.
          console.error("The photo could not be made safe in the browser:", error);
          return files;
        })
        .then((safe) => nameUploads(config, safe, taken))
        .then((named) => {
          if (named.some((file) => !file)) {
            showProblems(
              [
                "Slug: fill it in first. The photo is named after the entry, so that it never replaces another entry's photo.",
              ],
              "Photo not added",
            );
            input.value = "";
            return false;
          }
          hideProblems();
          const transfer = new DataTransfer();
          for (const file of named) if (file) transfer.items.add(file);
          input.files = transfer.files;
          return true;
        })
        .then((send) => {
          if (!send) return;
          const again = new Event("change", { bubbles: true });
          resent.add(again);
          input.dispatchEvent(again);
        })
        .catch((error: unknown) => {
          input.value = "";
          showProblems(
            [`The photo could not be named: ${error instanceof Error ? error.message : String(error)}`],
            "Photo not added",
          );
        });
    },
    true,
  );
}

export function guardUploads(config: EditorConfig): void {
  closeMediaTab();
  makeUploadsSafe(config);
}
