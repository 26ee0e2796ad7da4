import { useState } from "react";
import { css, type Theme } from "@emotion/react";
import { buttonStyles, cardStyles } from "./ui";
import { island } from "./island";

const STEPS = ["Ideate", "Design", "Create"] as const;

/** The card of the scratch demo page /box: a Next button steps through the club's motto. */
function BoxSteps({ headingId }: { headingId: string }) {
  const [step, setStep] = useState(0);
  return (
    <div css={(theme) => [cardStyles(theme), boxStyles(theme)]}>
      <h2 id={headingId}>The club&apos;s motto</h2>
      <p aria-live="polite">
        Step {step + 1} of {STEPS.length}: <strong className="step">{STEPS[step]}</strong>
      </p>
      <button
        type="button"
        css={(theme) => buttonStyles(theme)}
        onClick={() => setStep((current) => (current + 1) % STEPS.length)}
      >
        Next
      </button>
    </div>
  );
}

export const BoxStepsIsland = island("box-steps", BoxSteps);

const boxStyles = ({ space, fonts, fontSizes, colors }: Theme) => css`
  padding: ${space[6]};
  text-align: center;
  .step {
    display: block;
    margin-top: ${space[2]};
    font-family: ${fonts.display};
    font-size: ${fontSizes.h2};
    text-transform: uppercase;
    color: ${colors.accent};
  }
`;
