import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead } from "../components/page-head";
import { ContactDetails } from "../components/contact-details";

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Contact Us</h1>
      <p>{data.copy?.intro}</p>
      <section aria-labelledby="contact-information">
        <h2 id="contact-information">Contact information</h2>
        <ContactDetails />
      </section>
      <section aria-labelledby="visit">
        <h2 id="visit">VISIT OUR PLACE</h2>
        <a href={data.siteSettings?.mapUrl} target="_blank" rel="noopener noreferrer">
          Open the map of the Mechanical Engineering department
        </a>
      </section>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query ContactPage {
    copy: pageCopy(slug: { eq: "contact" }) {
      ...PageCopyFields
    }
    siteSettings {
      mapUrl
      mapEmbedUrl
    }
  }
`;
