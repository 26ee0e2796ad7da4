import { useState } from "react";
import { css, type Theme } from "@emotion/react";
import { Seo } from "../components/seo";
import { PageHeader, Section, buttonStyles, cardStyles } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";

const STEPS = ["Ideate", "Design", "Create"] as const;

/** Scratch demo page (SPEC: "a scratch demo page with a Next button"): steps through the club's motto. */
export default function BoxPage() {
  const [step, setStep] = useState(0);
  return (
    <>
      <PageHeader eyebrow="Utility page" title="Box demo" />
      <Section labelledBy="box-steps" narrow>
        <div css={(theme) => [cardStyles(theme), boxStyles(theme)]}>
          <h2 id="box-steps">The club&apos;s motto</h2>
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
      </Section>
    </>
  );
}

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

export const Head = () => (
  <Seo
    title="Box demo"
    description="A scratch demo page with a Next button."
    pathname={PAGE_ROUTES.box}
    noindex
  />
);
