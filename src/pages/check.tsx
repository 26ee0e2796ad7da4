import { Seo } from "../components/seo";
import { PAGE_ROUTES } from "../lib/routes";

/** Utility page: the contact form's success message, for review. */
export default function CheckPage() {
  return (
    <article>
      <h1>Check</h1>
      <section role="status" aria-labelledby="check-title">
        <h2 id="check-title">Thank you!</h2>
        <p>Your message has been successfully sent. We will contact you very soon!</p>
      </section>
    </article>
  );
}

export const Head = () => (
  <Seo
    title="Check"
    description="The success dialog on its own, for review."
    pathname={PAGE_ROUTES.check}
    noindex
  />
);
