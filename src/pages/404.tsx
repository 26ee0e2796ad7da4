import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaHouse } from "../components/icons/fa-house";
import { PageHead } from "../components/page-head";
import { Container, buttonStyles } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";
import { NOT_FOUND_ID } from "../lib/traffic";

type Data = Queries.NotFoundPageQuery;

export default function NotFoundPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={NOT_FOUND_ID}
      css={{
        display: "grid",
        alignItems: "center",
        minHeight: `calc(80svh - ${theme.sizes.navHeight})`,
        paddingBlock: theme.space[9],
        background: `linear-gradient(135deg, ${theme.colors.ink} 0%, ${theme.colors.inkSoft} 100%)`,
        color: theme.colors.textOnDark,
        borderBottom: `4px solid ${theme.colors.accent}`,
        textAlign: "center",
      }}
    >
      <Container>
        <p
          aria-hidden="true"
          css={{
            margin: 0,
            fontFamily: theme.fonts.display,
            fontWeight: theme.fontWeights.bold,
            fontSize: "clamp(6rem, 3rem + 18vw, 14rem)",
            lineHeight: 0.9,
            letterSpacing: "0.02em",
            color: "transparent",
            WebkitTextStroke: `3px ${theme.colors.accentOnDark}`,
          }}
        >
          404
        </p>
        <h1
          id={NOT_FOUND_ID}
          css={{
            margin: `${theme.space[5]} auto ${theme.space[6]}`,
            maxWidth: "24ch",
            fontSize: theme.fontSizes.h2,
            textTransform: "none",
          }}
        >
          {data.copy?.intro ?? "Oops, the page you're looking for does not exist."}
        </h1>
        <a
          href={PAGE_ROUTES.home}
          css={[
            buttonStyles(theme, "primary"),
            {
              "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
            },
          ]}
        >
          <FaHouse aria-hidden="true" /> RETURN HOME
        </a>
      </Container>
    </section>
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
