/**
 * The globals of the editor's page: the part of Decap CMS used (`window.CMS`), check.js
 * (`window.ContentCheck`) and preview.js (`window.SitePreview`); and two helpers for Immutable values.
 */
import type { ComponentType, createElement } from "react";
import type { EditorConfig } from "./editor-config";
import type * as ContentCheckModule from "./check";
import type * as SitePreviewModule from "./preview";

/** What a component made by Decap's createClass sees as `this`. */
export interface ClassInstance<P, S = Record<string, never>> {
  props: P;
  state: S;
  setState(state: Partial<S>): void;
}
/** Decap's `createClass` (create-react-class): `T` is what the spec's methods see as `this`. */
type CreateClass = <P, T>(spec: Record<string, unknown> & ThisType<T>) => ComponentType<P>;

/** The part of Decap's Immutable maps and lists the start script uses. */
export interface ImmutableMap {
  get(key: string, notSetValue?: unknown): unknown;
  set(key: string, value: unknown): ImmutableMap;
  deleteIn(path: readonly (string | number)[]): ImmutableMap;
  filter(test: (value: unknown, key: unknown) => boolean): ImmutableMap;
  map(transform: (value: unknown) => unknown): ImmutableMap;
  every(test: (value: unknown) => boolean): boolean;
  toArray(): unknown[];
  toJS(): Record<string, unknown>;
}

/** A validation error as Decap's widgets report it. */
export interface ValidationError {
  type: string;
  message: string;
}
type GetAsset = (value: string, field?: unknown) => { path?: string; toString(): string } | undefined;

/** What Decap hands a widget's control, as far as the wrappers read it. */
export interface ControlProps {
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
export interface PreviewProps {
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
/** The part of Decap's `window.CMS` the start script uses. */
export interface Decap {
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

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS: Decap;
    ContentCheck?: typeof ContentCheckModule;
    SitePreview?: typeof SitePreviewModule;
    /** Decap's own React helpers. */
    createClass?: CreateClass;
    h?: typeof createElement;
  }
}

export type Plain = Record<string, unknown>;
export const isObject = (value: unknown): value is Plain => !!value && typeof value === "object";
export const hasMethod = (value: unknown, name: string): boolean =>
  isObject(value) && typeof value[name] === "function";
/** An Immutable value as plain data (anything else as it is). */
export const plain = (value: unknown): unknown =>
  hasMethod(value, "toJS") ? (value as ImmutableMap).toJS() : value;
