import { useState } from "react";
import { Seo } from "../components/seo";
import { PAGE_ROUTES } from "../lib/routes";

const STEPS = ["Ideate", "Design", "Create"] as const;

/** Scratch demo page (SPEC: "a scratch demo page with a Next button"): steps through the club's motto. */
export default function BoxPage() {
  const [step, setStep] = useState(0);
  return (
    <article>
      <h1>Box demo</h1>
      <p aria-live="polite">
        Step {step + 1} of {STEPS.length}: <strong>{STEPS[step]}</strong>
      </p>
      <button type="button" onClick={() => setStep((current) => (current + 1) % STEPS.length)}>
        Next
      </button>
    </article>
  );
}

export const Head = () => (
  <Seo
    title="Box demo"
    description="A scratch demo page with a Next button."
    pathname={PAGE_ROUTES.box}
    noindex
  />
);
