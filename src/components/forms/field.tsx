import type { ReactNode } from "react";
import { Field, type FieldRenderProps } from "react-final-form";
import { css, useTheme, type Theme } from "@emotion/react";

/** A field's error is shown after a submit attempt and hidden as soon as the visitor edits the field. */
export function visibleError(meta: FieldRenderProps<string>["meta"]): string | undefined {
  if (meta.modifiedSinceLastSubmit) return undefined;
  const error =
    (meta.submitError as string | undefined) ??
    (meta.submitFailed ? (meta.error as string | undefined) : undefined);
  return error || undefined;
}

export const inputStyles = (theme: Theme, invalid: boolean) => css`
  display: block;
  width: 100%;
  min-height: 44px;
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
`;

const labelStyles = (theme: Theme) => css`
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
      css={{ color: theme.colors.danger, fontSize: theme.fontSizes.sm, margin: `${theme.space[1]} 0 0` }}
    >
      {error}
    </p>
  );
}

interface BaseProps {
  name: string;
  label: string;
  /** Form id prefix, so two forms on a page never share element ids. */
  idPrefix: string;
  required?: boolean;
  hint?: ReactNode;
  maxLength?: number;
}

type InputProps = BaseProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
};

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A labelled text input bound to react-final-form, with its error tied to it for assistive tech. */
export function TextField({
  name,
  label,
  idPrefix,
  required,
  hint,
  maxLength,
  type = "text",
  autoComplete,
  inputMode,
}: InputProps) {
  const theme = useTheme();
  const id = `${idPrefix}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div>
            <label htmlFor={id} css={labelStyles(theme)}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            {hint && (
              <p
                id={`${id}-hint`}
                css={{
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.textMuted,
                  margin: `0 0 ${theme.space[1]}`,
                }}
              >
                {hint}
              </p>
            )}
            <input
              {...input}
              value={input.value ?? ""}
              id={id}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={maxLength}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`)}
              css={inputStyles(theme, Boolean(error))}
            />
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

/** A labelled textarea bound to react-final-form. */
export function TextAreaField({
  name,
  label,
  idPrefix,
  required,
  maxLength,
  height,
}: BaseProps & { height: number }) {
  const theme = useTheme();
  const id = `${idPrefix}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div>
            <label htmlFor={id} css={labelStyles(theme)}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            <textarea
              {...input}
              value={input.value ?? ""}
              id={id}
              maxLength={maxLength}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              css={[inputStyles(theme, Boolean(error)), { height, resize: "vertical" }]}
            />
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

/** A labelled select bound to react-final-form, with an empty first choice. */
export function SelectField({
  name,
  label,
  idPrefix,
  required,
  options,
  placeholder,
}: BaseProps & { options: readonly string[]; placeholder: string }) {
  const theme = useTheme();
  const id = `${idPrefix}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <div>
            <label htmlFor={id} css={labelStyles(theme)}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            <select
              {...input}
              value={input.value ?? ""}
              id={id}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              css={inputStyles(theme, Boolean(error))}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
