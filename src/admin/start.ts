/**
 * Starts the content editor (Decap CMS, decap-cms.js) with config.json, which the build generates from
 * content/schemas (gatsby/cms-config.ts). `npm run cms` runs decap-server as the local backend; when it
 * listens on another port than Decap's 8081, the address says so: /admin/?local_backend_port=9124.
 * Before every save the content check runs here (check.js, from src/admin/check.ts, against
 * content.json): what it would refuse is not saved, and the officer reads why, field by field.
 *
 * Bundled on its own into public/admin/start.js (gatsby/on-post-bootstrap.ts); no visitor page loads it.
 * It talks to Decap, check.js and preview.js through the globals they set, and imports nothing but types.
 */
import type { ComponentType, createElement, ReactNode } from "react";
import type { EditorContent } from "../../gatsby/editor-content";
import type { CmsCollection, CmsConfig, CmsField } from "../../gatsby/cms-config";
import type * as ContentCheckModule from "./check";
import type * as SitePreviewModule from "./preview";

/** What a component made by Decap's createClass sees as `this`. */
interface ClassInstance<P, S = Record<string, never>> {
  props: P;
  state: S;
  setState(state: Partial<S>): void;
}
/** Decap's `createClass` (create-react-class): `T` is what the spec's methods see as `this`. */
type CreateClass = <P, T>(spec: Record<string, unknown> & ThisType<T>) => ComponentType<P>;

/** The part of Decap's Immutable maps and lists this script uses. */
interface ImmutableMap {
  get(key: string, notSetValue?: unknown): unknown;
  set(key: string, value: unknown): ImmutableMap;
  deleteIn(path: readonly (string | number)[]): ImmutableMap;
  filter(test: (value: unknown, key: unknown) => boolean): ImmutableMap;
  map(transform: (value: unknown) => unknown): ImmutableMap;
  find(test: (value: ImmutableMap) => boolean): ImmutableMap | undefined;
  every(test: (value: unknown) => boolean): boolean;
  toArray(): unknown[];
  toJS(): Record<string, unknown>;
}

/** A validation error as Decap's widgets report it. */
interface ValidationError {
  type: string;
  message: string;
}
type GetAsset = (value: string, field?: unknown) => { path?: string; toString(): string } | undefined;

/** What Decap hands a widget's control, as far as the wrappers here read it. */
interface ControlProps {
  value?: unknown;
  field: ImmutableMap;
  forID?: string;
  classNameWrapper?: string;
  getAsset: GetAsset;
  onChange: (value: unknown) => void;
  onValidateObject?: (id: string, errors: ValidationError[] | undefined) => void;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}
/** What Decap hands a preview template. */
interface PreviewProps {
  entry: ImmutableMap;
  collection: ImmutableMap;
  fields?: ImmutableMap;
  getAsset: GetAsset;
}

interface Widget {
  control: ComponentType<ControlProps>;
  preview: unknown;
  schema: unknown;
}
/** The part of Decap's `window.CMS` this script uses. */
interface Decap {
  init(options: { config: EditorConfig }): void;
  registerEventListener(listener: {
    name: string;
    handler: (event: { entry: ImmutableMap }) => unknown;
  }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: unknown, fieldsOrder?: string[]): string },
  ): void;
  registerWidget(name: string, control: ComponentType<ControlProps>, preview: unknown, schema: unknown): void;
  getWidget?(name: string): Widget | undefined;
  registerPreviewTemplate?(name: string, template: ComponentType<PreviewProps>): void;
  registerPreviewStyle(file: string): void;
}

/** config.json as the editor's page receives it and changes it before Decap reads it. */
type EditorConfig = Omit<CmsConfig, "local_backend" | "summaryLabels" | "publish_mode"> & {
  load_config_file?: boolean;
  local_backend?: boolean | { url: string };
  publish_mode?: CmsConfig["publish_mode"];
  summaryLabels?: CmsConfig["summaryLabels"];
};
type Labels = CmsConfig["summaryLabels"];

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS: Decap;
    /** check.js */
    ContentCheck?: typeof ContentCheckModule;
    /** preview.js */
    SitePreview?: typeof SitePreviewModule;
    /** Decap's own React helpers. */
    createClass?: CreateClass;
    h?: typeof createElement;
  }
}

window.CMS_MANUAL_INIT = true;

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain => !!value && typeof value === "object";
const hasMethod = (value: unknown, name: string): boolean =>
  isObject(value) && typeof value[name] === "function";

// A reference in a list's summary shows the referenced entry's name (config.summaryLabels, by field and
// slug): each entry gets it as SUMMARY_LABEL + field when its file is read, and loses it before a save.
// The same prefix as SUMMARY_LABEL in gatsby/cms-config.ts, which this bundle does not import.
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
function isLabel(key: unknown): boolean {
  return typeof key === "string" && key.indexOf(SUMMARY_LABEL) === 0;
}
function withoutLabels(data: unknown): unknown {
  if (!isObject(data)) return data;
  if (hasMethod(data, "filter") && hasMethod(data, "get")) {
    return (data as unknown as ImmutableMap).filter((_value, key) => !isLabel(key));
  }
  const plain: Plain = {};
  Object.keys(data).forEach((key) => {
    if (!isLabel(key)) plain[key] = data[key];
  });
  return plain;
}

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

type CmsFile = NonNullable<CmsCollection["files"]>[number];

// The editor collection an entry belongs to, and for a single-file collection the file's own settings.
function entryConfig(
  config: EditorConfig,
  collectionName: unknown,
  slug: unknown,
): { collection: CmsCollection | undefined; file: CmsFile | undefined } {
  const collection = config.collections.find((candidate) => candidate.name === collectionName);
  const file = collection && (collection.files || []).find((candidate) => candidate.name === slug);
  return { collection, file };
}

function fieldsOf(config: EditorConfig, collectionName: unknown, slug: unknown): CmsField[] {
  const found = entryConfig(config, collectionName, slug);
  if (!found.collection) return [];
  return found.collection.fields || (found.file ? found.file.fields : []);
}

// Entries are written as the content check wants them (src/lib/canonical-json.ts): keys in the order of
// the editor's fields, which follow the schema's properties, at every depth; keys no field names after
// them. Decap gives toFile the top-level field names only, so the collection is found by them.
function orderByFields(value: unknown, fields: readonly CmsField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => orderByFields(item, fields));
  if (!isObject(value) || !fields) return value;
  const ordered: Plain = {};
  const named: Record<string, boolean> = {};
  fields.forEach((field) => {
    named[field.name] = true;
    if (!Object.prototype.hasOwnProperty.call(value, field.name)) return;
    const nested = field.fields || (field.field && field.field.fields);
    ordered[field.name] = orderByFields(value[field.name], nested);
  });
  Object.keys(value).forEach((key) => {
    if (!named[key]) ordered[key] = value[key];
  });
  return ordered;
}

function canonicalFormat(config: EditorConfig, summaryLabels: Labels) {
  const fieldLists: CmsField[][] = [];
  config.collections.forEach((collection) => {
    if (collection.fields) fieldLists.push(collection.fields);
    (collection.files || []).forEach((file) => {
      fieldLists.push(file.fields);
    });
  });
  return {
    fromFile(text: string): unknown {
      return withLabels(JSON.parse(text), summaryLabels);
    },
    toFile(data: unknown, fieldsOrder?: string[]): string {
      const names = (fieldsOrder || []).join("\n");
      const fields = fieldLists.find((list) => list.map((field) => field.name).join("\n") === names);
      // Decap ends the file with a newline.
      return JSON.stringify(orderByFields(withoutLabels(data), fields), null, 2);
    },
  };
}

// The folder of an editor collection ("content/vehicles" → "vehicles"; a single file's folder likewise).
function folderOf(config: EditorConfig, collectionName: unknown, slug: unknown): string | undefined {
  const found = entryConfig(config, collectionName, slug);
  if (!found.collection) return undefined;
  const where = found.collection.folder || (found.file && found.file.file.replace(/\/[^/]*$/, "")) || "";
  return where.split("/").pop();
}

// What the save is checked against: read again before every save (under `npm run cms` it is the disk).
// The preview draws from the last one read (latestContent).
let latestContent: Promise<EditorContent> | undefined;
function loadContent(): Promise<EditorContent> {
  latestContent = fetch("content.json", { cache: "no-store" }).then((response) => {
    if (!response.ok) throw new Error(`content.json: HTTP ${response.status}`);
    return response.json() as Promise<EditorContent>;
  });
  return latestContent;
}

// The refused save's problems, in a panel that stays until the officer closes it or a save succeeds;
// above everything, Decap's media library included (a refused upload is reported over it).
const PANEL_ID = "content-check-problems";
function showProblems(problems: readonly string[], heading?: string): void {
  hideProblems();
  const panel = document.createElement("section");
  panel.id = PANEL_ID;
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-labelledby", `${PANEL_ID}-title`);
  panel.style.cssText =
    "position:fixed;z-index:2147483647;left:50%;bottom:16px;transform:translateX(-50%);width:min(720px,calc(100% - 32px));" +
    "max-height:50vh;overflow:auto;background:#fff;color:#1d1d1f;border:2px solid #b00020;border-radius:8px;" +
    "padding:16px 20px;box-shadow:0 8px 24px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif";
  const title = document.createElement("h2");
  title.id = `${PANEL_ID}-title`;
  title.style.cssText = "margin:0 0 8px;font-size:17px;color:#b00020";
  title.textContent =
    heading || `Not saved: the content check refuses ${problems.length === 1 ? "this" : "these"}`;
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 12px;padding-left:20px";
  problems.forEach((problem) => {
    const item = document.createElement("li");
    item.textContent = problem;
    list.appendChild(item);
  });
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText =
    "font:inherit;padding:6px 14px;border:1px solid #1d1d1f;border-radius:4px;background:#fff;cursor:pointer";
  close.addEventListener("click", hideProblems);
  panel.appendChild(title);
  panel.appendChild(list);
  panel.appendChild(close);
  document.body.appendChild(panel);
}
function hideProblems(): void {
  const panel = document.getElementById(PANEL_ID);
  if (panel) panel.remove();
}

// The check before a save: emptied optional fields are dropped (never saved as ""), then everything the
// content check would refuse once the entry is written refuses the save.
function checkedData(config: EditorConfig, entry: ImmutableMap, data: ImmutableMap): Promise<ImmutableMap> {
  const folder = folderOf(config, entry.get("collection"), entry.get("slug"));
  const check = window.ContentCheck;
  if (!folder || !check) return Promise.resolve(data);
  return loadContent().then((content) => {
    check.emptyOptionalPaths(content, folder, data.toJS()).forEach((path) => {
      data = data.deleteIn(path);
    });
    const plain = data.toJS();
    // A new entry's file is not named yet: the check judges the one Decap is about to write.
    const file =
      (entry.get("path") as string | undefined) || check.newEntryFile(folder, String(plain.slug || ""));
    const mediaFiles = (entry.get("mediaFiles") || []) as ImmutableMap | { path: string }[];
    const uploads = mediaFiles.map((media: unknown) =>
      hasMethod(media, "get") ? (media as ImmutableMap).get("path") : (media as { path: string }).path,
    );
    const problems = check.refusals(content, {
      folder,
      file,
      data: plain,
      uploads: (hasMethod(uploads, "toArray") ? (uploads as ImmutableMap).toArray() : uploads) as string[],
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

// Decap's image control asks for its picture once, before the media library has loaded, and keeps the
// empty placeholder it got (decap-cms#7099): this wrapper asks again until the picture is there, then
// hands the control a new getAsset so it redraws.
interface ImageControlThis extends ClassInstance<ControlProps, { round: number }> {
  timer?: ReturnType<typeof setTimeout>;
  bound?: number;
  getAsset?: GetAsset;
  waitForPicture(tries: number): void;
}
function registerImageControl(CMS: Decap): void {
  const image = CMS.getWidget && CMS.getWidget("image");
  const { createClass, h } = window;
  if (!image || !createClass || !h) return;
  const Control = image.control;
  const ImageControl = createClass<ControlProps, ImageControlThis>({
    getInitialState() {
      return { round: 0 };
    },
    // Decap's Widget asks its control whether to redraw (the file control answers yes when a picture is
    // chosen in the media library); the wrapper lets every update through to the control, which decides.
    shouldComponentUpdate() {
      return true;
    },
    componentDidMount() {
      this.waitForPicture(0);
    },
    componentDidUpdate(previous: ControlProps) {
      if (previous.value !== this.props.value) this.waitForPicture(0);
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
    },
    waitForPicture(tries: number) {
      clearTimeout(this.timer);
      const value = this.props.value;
      if (!value || typeof value !== "string" || tries > 100) return;
      const asset = this.props.getAsset(value, this.props.field);
      if (asset && asset.path === "empty.svg") {
        this.timer = setTimeout(() => this.waitForPicture(tries + 1), 100);
      } else if (tries > 0) {
        this.setState({ round: this.state.round + 1 });
      }
    },
    render() {
      if (this.bound !== this.state.round || !this.getAsset) {
        this.bound = this.state.round;
        this.getAsset = (value, field) => this.props.getAsset(value, field);
      }
      return h(Control, { ...this.props, getAsset: this.getAsset });
    },
  });
  CMS.registerWidget("image", ImageControl, image.preview, image.schema);
}

// A group of fields that may be left out as a whole (a car's specification table before it is announced,
// a page's embedded article) is `required: false` in config.json, while its own fields keep their
// `required`, so none of them is labelled "(optional)" unless it may be emptied alone. Decap checks those
// fields even in a group left empty; this wrapper lets it check them only once something in the group is
// filled in. An emptied required field is then refused by the content check, which names the group and
// the field ("Combustion car specifications › Chassis: must not be empty").
function isLeftOut(value: unknown): boolean {
  if (value == null || value === "") return true;
  if (!isObject(value)) return false;
  if (typeof value.every === "function") return (value as unknown as ImmutableMap).every(isLeftOut);
  return Object.keys(value).every((key) => isLeftOut(value[key]));
}
const PRESENCE = "PRESENCE";
type Report = NonNullable<ControlProps["onValidateObject"]>;
interface GroupControlThis extends ClassInstance<ControlProps> {
  inner?: { validate?(): void; focus?(path: unknown): void };
  report?: Report;
  optional(): boolean;
  onValidateObject: Report;
}
function registerOptionalGroup(CMS: Decap): void {
  const object = CMS.getWidget && CMS.getWidget("object");
  const { createClass, h } = window;
  if (!object || !createClass || !h) return;
  const Control = object.control;
  const GroupControl = createClass<ControlProps, GroupControlThis>({
    // Decap's object control redraws on every update so that each field inside may decide; so does this.
    shouldComponentUpdate() {
      return true;
    },
    optional() {
      return this.props.field.get("required") === false;
    },
    // What the fields inside report: nothing while the whole group is left out; once it is filled in,
    // everything but "is required" (the content check names a field that must not be empty).
    onValidateObject(id: string, errors: ValidationError[] | undefined) {
      const report = this.props.onValidateObject;
      if (!report) return;
      if (!this.optional()) return report(id, errors);
      if (isLeftOut(this.props.value)) return report(id, []);
      return report(
        id,
        (errors || []).filter((error) => !error || error.type !== PRESENCE),
      );
    },
    validate() {
      if (this.inner && this.inner.validate) this.inner.validate();
    },
    focus(path: unknown) {
      if (this.inner && this.inner.focus) this.inner.focus(path);
    },
    render() {
      if (!this.report) this.report = (id, errors) => this.onValidateObject(id, errors);
      return h(Control, {
        ...this.props,
        onValidateObject: this.report,
        ref: (inner: GroupControlThis["inner"] | null) => {
          this.inner = inner || undefined;
        },
      } as ControlProps);
    },
  });
  CMS.registerWidget("object", GroupControl, object.preview, object.schema);
}

// A number field as text: Decap's own box (type="number") turns letters into an empty value, and an empty
// optional number is then left out of the file. This one keeps what was typed, so text in it is refused
// with a message and the file keeps its number.
const WHOLE_NUMBER = /^[-+]?[0-9]+$/;
const DECIMAL = /^[-+]?(?:[0-9]+[.]?[0-9]*|[.][0-9]+)$/;
function numberFrom(text: string, whole: boolean): number | undefined {
  return (whole ? WHOLE_NUMBER : DECIMAL).test(text) ? Number(text) : undefined;
}
interface NumberControlThis extends ClassInstance<ControlProps, { text: string }> {
  whole(): boolean;
  handleChange(event: { target: { value: string } }): void;
}
function registerNumberControl(CMS: Decap): void {
  const number = CMS.getWidget && CMS.getWidget("number");
  const { createClass, h } = window;
  if (!number || !createClass || !h) return;
  const NumberControl = createClass<ControlProps, NumberControlThis>({
    getInitialState() {
      return { text: this.props.value == null ? "" : String(this.props.value) };
    },
    componentDidUpdate(previous: ControlProps) {
      // A value set from elsewhere (a restored draft, a reset) replaces what the box shows.
      const value = this.props.value;
      if (value !== previous.value && String(value == null ? "" : value) !== this.state.text.trim()) {
        this.setState({ text: value == null ? "" : String(value) });
      }
    },
    whole() {
      return this.props.field.get("value_type") !== "float";
    },
    handleChange(event: { target: { value: string } }) {
      const text = event.target.value;
      this.setState({ text });
      const trimmed = text.trim();
      const parsed = numberFrom(trimmed, this.whole());
      this.props.onChange(trimmed === "" ? "" : parsed === undefined ? text : parsed);
    },
    isValid() {
      const field = this.props.field;
      const value = this.props.value;
      const label = String(field.get("label", field.get("name")));
      const error = (message: string) => ({ error: { type: "CUSTOM", message: `${label} ${message}` } });
      if (typeof value === "string" && value.trim() !== "") {
        return error(
          `${this.whole() ? "must be a whole number in digits" : "must be a number in digits"}, such as ${
            this.whole() ? "2017" : "12.5"
          } (not "${value.trim()}")`,
        );
      }
      if (typeof value === "number") {
        const min = field.get("min");
        const max = field.get("max");
        if (typeof min === "number" && value < min) return error(`must be at least ${min}`);
        if (typeof max === "number" && value > max) return error(`must be at most ${max}`);
      }
      return true;
    },
    render() {
      const props = this.props;
      return h("input", {
        type: "text",
        inputMode: this.whole() ? "numeric" : "decimal",
        id: props.forID,
        className: props.classNameWrapper,
        value: this.state.text,
        onChange: this.handleChange,
        onFocus: props.setActiveStyle,
        onBlur: props.setInactiveStyle,
      });
    },
  });
  CMS.registerWidget("number", NumberControl, number.preview, number.schema);
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

type PhotoRules = typeof ContentCheckModule.photoRules;

// Photos made safe on the way in: every JPEG, PNG or WebP an officer picks is redrawn before Decap sees
// it, upright (its EXIF orientation applied), at most photoRules.MAX_LONG_SIDE px on its long side and
// re-encoded, which leaves every metadata block (camera, date, GPS position) behind. The file input's
// change event is held while that runs, then sent again with the safe files.
function safePhoto(file: File, rules: PhotoRules): Promise<File> {
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
  if (!target || !target.folder || !check || !check.uploadName) return Promise.resolve(files);
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
      const files = Array.prototype.slice.call(input.files) as File[];
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
          named.forEach((file) => {
            if (file) transfer.items.add(file);
          });
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

// The preview pane laid out as the site shows an entry (preview.css holds the site's colours and faces):
// its name or title on the dark band, its photo as a card, its text, specification tables and albums.
const NOT_SHOWN: Record<string, boolean> = { slug: true, order: true, menuOrder: true, $schema: true };
const HEADING = ["name", "title", "event", "heading"];

/** A collection's field as a plain object that keeps its Immutable original as `source`. */
interface PreviewField {
  name: string;
  label?: string;
  widget?: string;
  source: ImmutableMap;
  fields?: PreviewField[];
}

function previewTemplate(createClass: CreateClass, h: typeof createElement): ComponentType<PreviewProps> {
  // Decap's getAsset wants the field as the editor holds it (an Immutable map), kept here as `source`.
  const picture = (getAsset: GetAsset, value: unknown, field: PreviewField) => {
    const asset = getAsset(value as string, field.source);
    return h("img", { src: asset ? String(asset) : "", alt: "" });
  };
  // The collection's fields as plain objects, each keeping its Immutable original as `source`.
  const plainFields = (fields: ImmutableMap): PreviewField[] =>
    fields
      .map((item) => {
        const source = item as ImmutableMap;
        const field = source.toJS() as unknown as PreviewField;
        field.source = source;
        const inner = source.get("fields");
        if (inner) field.fields = plainFields(inner as ImmutableMap);
        return field;
      })
      .toArray() as PreviewField[];
  const text = (value: unknown): string => (value == null ? "" : String(value));
  // A card with the field's label over its content.
  const labelled = (field: PreviewField, content: ReactNode) =>
    h(
      "section",
      { className: "card", key: field.name },
      h("div", { className: "text" }, h("span", { className: "label" }, field.label), content),
    );
  const renderField = (field: PreviewField, value: unknown, getAsset: GetAsset): ReactNode => {
    if (value == null || value === "" || NOT_SHOWN[field.name] || field.widget === "hidden") return null;
    if (field.widget === "image") {
      return h("div", { className: "card portrait", key: field.name }, picture(getAsset, value, field));
    }
    if (field.widget === "object" && field.fields) {
      const cells = value as Plain;
      return h(
        "section",
        { className: "card", key: field.name },
        h(
          "div",
          { className: "text" },
          h("h2", null, field.label),
          h(
            "table",
            null,
            h(
              "tbody",
              null,
              field.fields.map((inner) => {
                const cell = cells[inner.name];
                if (cell == null || typeof cell === "object") return null;
                return h("tr", { key: inner.name }, h("th", null, inner.label), h("td", null, text(cell)));
              }),
            ),
          ),
        ),
      );
    }
    if (field.widget === "list" && Array.isArray(value)) {
      const items = value as unknown[];
      const image = (field.fields || []).find((inner) => inner.widget === "image");
      if (image) {
        const caption = (field.fields || []).find((inner) => inner.widget === "string");
        return h(
          "section",
          { key: field.name },
          h("h2", null, field.label),
          h(
            "div",
            { className: "grid" },
            items.map((item, index) => {
              const entry = item as Plain;
              return h(
                "figure",
                { key: index },
                picture(getAsset, entry[image.name], image),
                caption ? h("figcaption", null, text(entry[caption.name])) : null,
              );
            }),
          ),
        );
      }
      return labelled(
        field,
        items.map((item, index) =>
          h(
            "p",
            { key: index },
            typeof item === "object"
              ? Object.values(item as Plain)
                  .map(text)
                  .join(" · ")
              : text(item),
          ),
        ),
      );
    }
    if (field.widget === "boolean") return null;
    return labelled(field, h("p", { style: { margin: 0 } }, text(value)));
  };
  return createClass<PreviewProps, ClassInstance<PreviewProps>>({
    render() {
      const data = this.props.entry.get("data");
      const values: Plain = hasMethod(data, "toJS") ? (data as ImmutableMap).toJS() : {};
      const fields =
        this.props.fields && typeof this.props.fields.map === "function"
          ? plainFields(this.props.fields)
          : [];
      const headingField = fields.find((field) => HEADING.indexOf(field.name) >= 0 && values[field.name]);
      const getAsset = this.props.getAsset;
      return h(
        "article",
        { className: "page" },
        h(
          "header",
          { className: "band" },
          h("span", { className: "accent" }),
          h("h1", null, headingField ? text(values[headingField.name]) : text(values.slug)),
        ),
        h(
          "div",
          { className: "body" },
          fields.map((field) =>
            field === headingField ? null : renderField(field, values[field.name], getAsset),
          ),
        ),
      );
    },
  });
}

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

interface SitePreviewThis extends ClassInstance<PreviewProps> {
  timer?: ReturnType<typeof setTimeout>;
  node?: HTMLDivElement;
  folder(): string | undefined;
  draw(tries: number): void;
}

// The entries the site's own components can draw (preview.js: a vehicle's page, a team's page, the
// alumnus, board and sponsor cards) are drawn by them; the rest are laid out field by field (`fallback`).
function sitePreviewTemplate(
  config: EditorConfig,
  fallback: ComponentType<PreviewProps>,
  createClass: CreateClass,
  h: typeof createElement,
): ComponentType<PreviewProps> {
  const site = window.SitePreview;
  return createClass<PreviewProps, SitePreviewThis>({
    folder() {
      return folderOf(config, this.props.collection.get("name"), this.props.entry.get("slug"));
    },
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
      void (latestContent || loadContent()).then((content) => {
        const node = this.node;
        if (!node || !site) return;
        const props = this.props;
        const data = withoutLabels(props.entry.get("data"));
        const values: Plain = hasMethod(data, "toJS") ? (data as ImmutableMap).toJS() : {};
        const folder = this.folder() ?? "";
        const collection = content.collections.find((candidate) => candidate.folder === folder);
        let waiting = false;
        site.render(node, folder, values, {
          entries: entriesOf(content),
          references: (collection && collection.references) || {},
          asset: (value) => {
            const field =
              props.fields &&
              props.fields.find(
                (candidate) =>
                  candidate.get("widget") === "image" && values[String(candidate.get("name"))] === value,
              );
            const asset = props.getAsset(value, field);
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
      const folder = this.folder();
      if (!site || !folder || !site.covers(folder)) return h(fallback, this.props);
      return h("div", {
        ref: (node: HTMLDivElement | null) => {
          this.node = node || undefined;
        },
      });
    },
  });
}

function registerPreviews(CMS: Decap, config: EditorConfig): void {
  const { createClass, h } = window;
  const register = CMS.registerPreviewTemplate;
  if (!register || !createClass || !h) return;
  CMS.registerPreviewStyle("preview.css");
  const template = sitePreviewTemplate(config, previewTemplate(createClass, h), createClass, h);
  config.collections.forEach((collection) => {
    if (collection.folder) register.call(CMS, collection.name, template);
    (collection.files || []).forEach((file) => {
      register.call(CMS, file.name, template);
    });
  });
}

window.addEventListener("DOMContentLoaded", () => {
  const port = new URLSearchParams(window.location.search).get("local_backend_port");
  fetch("config.json", { cache: "no-cache" })
    .then((response) => {
      if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
      return response.json() as Promise<EditorConfig>;
    })
    .then((config) => {
      config.load_config_file = false;
      // `npm run cms` edits the working copy's files directly: no branches, so no review workflow.
      if (/^(localhost|127\.0\.0\.1)$/.test(window.location.hostname)) delete config.publish_mode;
      if (port && /^[0-9]{2,5}$/.test(port)) {
        config.local_backend = { url: `http://${window.location.hostname}:${port}/api/v1` };
      }
      window.CMS.registerEventListener({
        name: "preSave",
        handler: (event) => {
          const entry = event.entry;
          const fields = fieldsOf(config, entry.get("collection"), entry.get("slug"));
          return checkedData(
            config,
            entry,
            relativeMedia(fields, withoutLabels(entry.get("data"))) as ImmutableMap,
          );
        },
      });
      const summaryLabels = config.summaryLabels || {};
      delete config.summaryLabels;
      registerImageControl(window.CMS);
      registerNumberControl(window.CMS);
      registerOptionalGroup(window.CMS);
      quietRefusals();
      registerPreviews(window.CMS, config);
      closeMediaTab();
      makeUploadsSafe(config);
      window.CMS.registerCustomFormat("json", "json", canonicalFormat(config, summaryLabels));
      window.CMS.init({ config });
    })
    .catch((error: unknown) => {
      document.body.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
    });
});
