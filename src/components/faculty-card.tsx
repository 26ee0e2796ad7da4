import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaEnvelope } from "./icons/fa-envelope";
import { FaLinkedinIn } from "./icons/fa-linkedin-in";
import { FaQuoteLeft } from "./icons/fa-quote-left";
import { ExternalLink } from "./external-link";
import { MediaFrame, cardStyles, Picture } from "./ui";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment FacultyCard on FacultyAdvisor {
    slug
    name
    designation
    department
    linkedin
    email
    message
    photo {
      childImageSharp {
        gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED)
      }
    }
  }
`;

/** A faculty advisor: photo, e-mail and profile links, name, designation, department and the message. */
export function FacultyCard({
  advisor,
  clubEmail,
  eagerPhoto = false,
}: {
  advisor: Queries.FacultyCardFragment;
  /** Used when the advisor has no address of their own (content/README.md). */
  clubEmail: string;
  eagerPhoto?: boolean;
}) {
  const theme = useTheme();
  const photo = advisor.photo.childImageSharp?.gatsbyImageData ?? null;
  const address = advisor.email?.trim() || clubEmail;
  const headingId = `advisor-${advisor.slug}`;
  const linkStyle = {
    display: "inline-flex",
    alignItems: "center",
    gap: theme.space[2],
    minHeight: theme.sizes.tapTarget,
    fontWeight: theme.fontWeights.semibold,
    overflowWrap: "anywhere" as const,
  };
  return (
    <article
      aria-labelledby={headingId}
      css={[
        cardStyles(theme),
        {
          display: "grid",
          gap: theme.space[5],
          padding: theme.space[5],
          borderTop: `4px solid ${theme.colors.accent}`,
          [theme.mq.up("md")]: {
            gridTemplateColumns: "15rem minmax(0, 1fr)",
            gap: theme.space[7],
            padding: theme.space[7],
          },
        },
      ]}
    >
      <div css={{ textAlign: "center", [theme.mq.up("md")]: { textAlign: "start" } }}>
        {photo && (
          // Inline-block: centred on phones and at the start beside the text.
          <MediaFrame
            portrait
            css={{
              display: "inline-block",
              verticalAlign: "top",
              width: 200,
              [theme.mq.up("md")]: { width: 240 },
            }}
          >
            <Picture
              image={photo}
              alt={`Portrait of ${advisor.name}`}
              loading={eagerPhoto ? "eager" : "lazy"}
              sizes={imageSizes({ md: "240px" }, "200px")}
            />
          </MediaFrame>
        )}
        <ul css={{ listStyle: "none", margin: `${theme.space[4]} 0 0`, padding: 0 }}>
          <li>
            <a href={`mailto:${address}`} css={linkStyle}>
              <FaEnvelope aria-hidden="true" /> {address}
              <span className="visually-hidden"> (e-mail {advisor.name})</span>
            </a>
          </li>
          <li>
            <ExternalLink href={advisor.linkedin} css={linkStyle}>
              <FaLinkedinIn aria-hidden="true" /> LinkedIn profile
              <span className="visually-hidden"> of {advisor.name}</span>
            </ExternalLink>
          </li>
        </ul>
      </div>
      <div>
        <h2
          id={headingId}
          css={{ fontSize: theme.fontSizes.h3, textTransform: "uppercase", marginBottom: theme.space[1] }}
        >
          {advisor.name}
        </h2>
        <p css={{ margin: 0, color: theme.colors.accent, fontWeight: theme.fontWeights.semibold }}>
          {advisor.designation}
        </p>
        <p css={{ color: theme.colors.textMuted }}>{advisor.department}</p>
        <FaQuoteLeft aria-hidden="true" css={{ color: theme.colors.accent, fontSize: theme.fontSizes.xl }} />
        <blockquote
          css={{
            margin: `${theme.space[2]} 0 0`,
            paddingInlineStart: theme.space[4],
            borderInlineStart: `3px solid ${theme.colors.border}`,
            maxWidth: "68ch",
            "& p:last-child": { marginBottom: 0 },
          }}
        >
          {advisor.message.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
      </div>
    </article>
  );
}
