import { css, type Theme } from "@emotion/react";
import { FaCircleCheck } from "../components/icons/fa-circle-check";
import { Seo } from "../components/seo";
import { PageHeader, Section, cardStyles } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";

/** Utility page: the contact form's success message, for review. */
export default function CheckPage() {
  return (
    <>
      <PageHeader eyebrow="Utility page" title="Check" />
      <Section narrow>
        <section
          role="status"
          aria-labelledby="check-title"
          css={(theme) => [cardStyles(theme), messageStyles(theme)]}
        >
          <FaCircleCheck aria-hidden="true" focusable="false" className="icon" />
          <h2 id="check-title">Thank you!</h2>
          <p>Your message has been successfully sent. We will contact you very soon!</p>
        </section>
      </Section>
    </>
  );
}

const messageStyles = ({ space, colors }: Theme) => css`
  padding: ${space[7]} ${space[6]};
  text-align: center;
  border-top: 4px solid ${colors.success};
  .icon {
    width: 3rem;
    height: 3rem;
    margin: 0 auto ${space[4]};
    color: ${colors.success};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

export const Head = () => (
  <Seo title="Check" description="The success dialog on its own, for review." pathname={PAGE_ROUTES.check} />
);
