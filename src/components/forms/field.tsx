import type { ReactNode } from "react";
import { Field, type FieldRenderProps } from "react-final-form";
import { css, useTheme, type Theme } from "@emotion/react";
import { useServerFormState } from "./server-state";

/** A field's error is shown after a submit attempt and hidden as soon as the visitor edits the field. */
export function visibleError(meta: FieldRenderProps<string>["meta"]): string | undefined {
  if (meta.modifiedSinceLastSubmit) return undefined;
  const error =
    (meta.submitError as string | undefined) ??
    (meta.submitFailed ? (meta.error as string | undefined) : undefined);
  return error || undefined;
}

/** A chevron for the year select, drawn in the text colour (the native arrow is hidden). */
const chevron = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path d='M3 6l5 5 5-5' fill='none' stroke='${colour}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/></svg>`,
  )}")`;

export const inputStyles = (theme: Theme, invalid: boolean) => css`
  display: block;
  width: 100%;
  max-width: 100%;
  min-width: 0;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space[2]} ${theme.space[3]};
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.bg};
  border: 2px solid ${invalid ? theme.colors.danger : theme.colors.border};
  border-radius: ${theme.radii.md};
  transition: border-color ${theme.motion.transition}ms;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: ${theme.colors.focus};
  }
  /* Invalid: a red border that stays red under the focus ring, and a thick leading edge, so the state
     shows in shape as well as colour (the message below it starts with a "!" mark too). */
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
    border-inline-start-width: 6px;
    padding-inline-start: calc(${theme.space[3]} - 4px);
  }
  &[aria-invalid="true"]:focus-visible {
    border-color: ${theme.colors.danger};
  }
  &:is(select) {
    appearance: none;
    padding-inline-end: 2.5rem;
    background-image: ${chevron(theme.colors.text)};
    background-repeat: no-repeat;
    background-position: right ${theme.space[3]} center;
    background-size: 1rem;
    cursor: pointer;
  }
`;

export const labelStyles = (theme: Theme) => css`
  display: block;
  font-weight: ${theme.fontWeights.semibold};
  margin-bottom: ${theme.space[1]};
`;

export function FieldError({ id, error }: { id: string; error?: string }) {
  const theme = useTheme();
  if (!error) return null;
  return (
    <p
      id={id}
      css={{
        display: "flex",
        alignItems: "baseline",
        gap: theme.space[2],
        color: theme.colors.danger,
        fontSize: theme.fontSizes.sm,
        fontWeight: theme.fontWeights.semibold,
        margin: `${theme.space[1]} 0 0`,
        // A "!" badge (empty alternative text): the error is marked by a shape, not by red alone.
        "&::before": {
          content: '"!" / ""',
          flexShrink: 0,
          display: "inline-grid",
          placeItems: "center",
          width: "1.25em",
          height: "1.25em",
          borderRadius: theme.radii.pill,
          background: theme.colors.danger,
          color: theme.colors.onAccent,
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.bold,
          alignSelf: "center",
        },
      }}
    >
      {error}
    </p>
  );
}

/** A field across the whole row of a form's grid. */
export const WIDE = { gridColumn: "1 / -1" } as const;

interface BaseProps {
  name: string;
  label: string;
  /** Form id prefix, so two forms on a page never share element ids. */
  idPrefix: string;
  required?: boolean;
  maxLength?: number;
  wide?: boolean;
}

type InputProps = BaseProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  placeholder?: string;
};

/** What every control of a labelled field carries: its value binding, id and accessibility state. */
type ControlProps = FieldRenderProps<string>["input"] & {
  id: string;
  "aria-required"?: boolean;
  /** The browser's own check, until the form's validation takes over (useHydrated). */
  required?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  css: ReturnType<typeof inputStyles>;
};

/** The frame shared by every form field: label, the control, and its error (aria-describedby). */
function LabelledField({
  name,
  label,
  idPrefix,
  required,
  wide,
  control,
}: BaseProps & { control: (props: ControlProps) => ReactNode }) {
  const theme = useTheme();
  const server = useServerFormState();
  const id = `${idPrefix}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta) ?? server?.errors[name];
        return (
          <div css={wide ? WIDE : undefined}>
            <label htmlFor={id} css={labelStyles(theme)}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            {control({
              ...input,
              value: input.value ?? "",
              id,
              "aria-required": required || undefined,
              required: required || undefined,
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? `${id}-error` : undefined,
              css: inputStyles(theme, Boolean(error)),
            })}
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

export function TextField({
  maxLength,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  ...base
}: InputProps) {
  return (
    <LabelledField
      {...base}
      control={(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      )}
    />
  );
}

export function TextAreaField({ maxLength, height, ...base }: BaseProps & { height: number }) {
  return (
    <LabelledField
      {...base}
      control={({ css: styles, ...props }) => (
        <textarea {...props} maxLength={maxLength} css={[styles, { height, resize: "vertical" }]} />
      )}
    />
  );
}

export function SelectField({
  options,
  placeholder,
  ...base
}: BaseProps & { options: readonly string[]; placeholder: string }) {
  return (
    <LabelledField
      {...base}
      control={(props) => (
        <select {...props}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
