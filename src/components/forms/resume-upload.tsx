import { useRef, useState } from "react";
import { useField } from "react-final-form";
import { useTheme } from "@emotion/react";
import { RESUME_FILE_FIELD } from "../../lib/form-fields";
import { RESUME_TOO_LARGE, RESUME_TYPE, resumeProblem } from "../../lib/validation";
import { uploadResume } from "../../lib/api";
import { buttonStyles } from "../ui";
import { FieldError, WIDE, inputStyles, labelStyles, visibleError } from "./field";
import { useServerFormState } from "./server-state";

type UploadState = "idle" | "uploading" | "uploaded";

export const UPLOAD_FAILED = "The upload failed. Please check your connection and try again.";

/**
 * The resume: choose a PDF, press Upload (Uploading..., Uploaded); the form's `resume` field holds the
 * URL the server issued. A failed upload says why beside the field.
 */
export function ResumeUpload({
  idPrefix,
  name,
  label,
  wide,
}: {
  idPrefix: string;
  /** The form's field that holds the stored resume's URL. */
  name: string;
  label: string;
  wide?: boolean;
}) {
  const theme = useTheme();
  // Ids from the field's name, not useId: the browser keeps the server's ids (see newsletter-box.tsx).
  const id = `${idPrefix}-${name}`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>("idle");
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  const { input, meta } = useField<string>(name);
  // Drawn again by the server after a refusal: its message, and the resume it already stored.
  const server = useServerFormState();
  const kept = server?.resume;
  const error = problem ?? visibleError(meta) ?? server?.errors[RESUME_FILE_FIELD] ?? server?.errors[name];

  const reset = () => {
    setState("idle");
    setProblem(undefined);
    setAnnouncement("");
    input.onChange("");
  };

  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    if (state === "uploading") return;
    if (!file) {
      setProblem("Please choose your resume first");
      return;
    }
    const refused = resumeProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    setState("uploading");
    const result = await uploadResume(file);
    if (result.ok) {
      input.onChange(result.data.url);
      setState("uploaded");
      setAnnouncement("file Uploaded");
    } else {
      setState("idle");
      setProblem(
        result.errors[RESUME_FILE_FIELD] ?? (result.status === 413 ? RESUME_TOO_LARGE : UPLOAD_FAILED),
      );
    }
  };

  const action = { idle: "Upload", uploading: "Uploading...", uploaded: "Uploaded" }[state];
  return (
    <div css={wide ? WIDE : undefined}>
      <label htmlFor={id} css={labelStyles(theme)}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <p
        id={`${id}-hint`}
        css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, margin: `0 0 ${theme.space[1]}` }}
      >
        {/* Drawn by the server, the form posts the file itself: there is no Upload step. */}
        PDF only, at most 5 MB.{server ? "" : " Choose the file, then press Upload."}
      </p>
      {kept && (
        <p id={`${id}-kept`} css={{ margin: `0 0 ${theme.space[1]}` }}>
          Your resume is uploaded. Choose a file only to replace it.
          <input type="hidden" name={name} value={kept} />
        </p>
      )}
      <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space[3], alignItems: "center" }}>
        <input
          ref={fileRef}
          id={id}
          name={RESUME_FILE_FIELD}
          type="file"
          accept={`${RESUME_TYPE},.pdf`}
          aria-required={!kept}
          required={!kept}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, kept && `${id}-kept`, error && `${id}-error`]
            .filter(Boolean)
            .join(" ")}
          onChange={reset}
          css={[inputStyles(theme, Boolean(error)), { flex: "1 1 14rem", width: "auto" }]}
        />
        {!server && (
          <button
            type="button"
            onClick={() => void upload()}
            aria-disabled={state !== "idle" || undefined}
            aria-busy={state === "uploading" || undefined}
            css={buttonStyles(theme, "secondary")}
          >
            {action}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
      <p id={`${id}-status`} role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
