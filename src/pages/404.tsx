import { Link, graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead } from "../components/page-head";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.NotFoundPageQuery;

export default function NotFoundPage({ data }: PageProps<Data>) {
  return (
    <article>
      <p aria-hidden="true">404</p>
      <h1>{data.copy?.intro ?? "Oops, the page you're looking for does not exist."}</h1>
      <Link to={PAGE_ROUTES.home}>RETURN HOME</Link>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} noindex />
);

export const query = graphql`
  query NotFoundPage {
    copy: pageCopy(slug: { eq: "not-found" }) {
      ...PageCopyFields
    }
  }
`;
