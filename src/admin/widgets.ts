/**
 * Decap's object and number controls, wrapped for a group of fields that may be left out as a whole and
 * letters typed into a number.
 */
import type { ComponentType } from "react";
import type { ClassInstance, ControlProps, Decap, ImmutableMap, ValidationError } from "./decap";
import { isObject } from "./decap";

/** Decap's control wrapped, with Decap's own React helpers. */
type Wrap = (
  control: ComponentType<ControlProps>,
  react: { createClass: NonNullable<Window["createClass"]>; h: NonNullable<Window["h"]> },
) => ComponentType<ControlProps>;

// An optional group's fields keep their `required` (labelled "(optional)" only if they may be emptied
// alone), and Decap checks them even in a group left empty: this wrapper checks them only once something
// in the group is filled in.
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
const groupControl: Wrap = (Control, { createClass, h }) =>
  createClass<ControlProps, GroupControlThis>({
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
const numberControl: Wrap = (_control, { createClass, h }) =>
  createClass<ControlProps, NumberControlThis>({
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
        const [kind, example] = this.whole() ? ["a whole number", "2017"] : ["a number", "12.5"];
        return error(`must be ${kind} in digits, such as ${example} (not "${value.trim()}")`);
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

/** Registers the wrapped controls in place of Decap's own (where Decap has them). */
export function registerWidgets(CMS: Decap): void {
  const { createClass, h } = window;
  if (!CMS.getWidget || !createClass || !h) return;
  for (const [name, wrap] of [
    ["number", numberControl],
    ["object", groupControl],
  ] as const) {
    const widget = CMS.getWidget(name);
    if (widget)
      CMS.registerWidget(name, wrap(widget.control, { createClass, h }), widget.preview, widget.schema);
  }
}
