// The form the server draws again after refusing a submission sent without JavaScript: DescribedForm with
// the values sent and each message beside its field, under a list of the problems (src/server/forms/form-page.tsx).

import { NAME_PARTS, RESUME_FILE_FIELD, type FormSpec } from "../../lib/form-fields";
import { DescribedForm } from "./described-form";
import { ServerFormStateContext, type ServerFormState } from "./server-state";

/** The prefix of the server's form's ids: an input is #native-<name>. */
export const SERVER_FORM_PREFIX = "native";

/** The problems of a refused form, in page order: each input's id, label and message. */
function problemsOf(spec: FormSpec, errors: Record<string, string>) {
  const idOf = (name: string) => `${SERVER_FORM_PREFIX}-${name}`;
  return spec.fields
    .flatMap((field) =>
      field.kind === "name"
        ? NAME_PARTS.map((part) => ({ id: idOf(part.name), label: part.label, message: errors[part.name] }))
        : [
            {
              id: idOf(field.name),
              label: field.label,
              // The file's message is the file input's, or the stored resume's it stands for.
              message: (field.kind === "file" ? errors[RESUME_FILE_FIELD] : undefined) ?? errors[field.name],
            },
          ],
    )
    .filter((problem) => problem.message);
}

/** The page's content: the form's title, the problems (each a link to its field), and the form as sent. */
export function ServerForm({
  spec,
  state,
}: {
  spec: FormSpec;
  state: ServerFormState & { notice?: string };
}) {
  const problems = problemsOf(spec, state.errors);
  return (
    <>
      <h1>{spec.title}</h1>
      {(problems.length > 0 || state.notice) && (
        <div className="summary" role="alert">
          <h2>Please check the form</h2>
          {state.notice && <p>{state.notice}</p>}
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem.id}>
                  <a href={`#${problem.id}`}>
                    {problem.label}: {problem.message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ServerFormStateContext.Provider value={state}>
        <DescribedForm spec={spec} idPrefix={SERVER_FORM_PREFIX} />
      </ServerFormStateContext.Provider>
    </>
  );
}
