import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaDownload } from "./icons/fa-download";
import { FaRegFilePdf } from "./icons/fa-reg-file-pdf";
import { formatBytes } from "../lib/format";
import { buttonStyles, cardGrid, cardSurface } from "./ui";

export const query = graphql`
  fragment PressReleaseItem on PressRelease {
    slug
    title
    date(formatString: "D MMMM YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    file
    fileName
    sizeBytes
  }
`;

/** The press releases: title, date, size and a Download link saving the PDF under its own file name. */
export function PressReleaseList({ releases }: { releases: readonly Queries.PressReleaseItemFragment[] }) {
  const theme = useTheme();
  return (
    <ul css={cardGrid(theme, { minWidth: "20rem", gap: 4 })}>
      {releases.map((release) => (
        <li key={release.slug}>
          <article
            css={{
              height: "100%",
              display: "flex",
              flexDirection: "column",
              gap: theme.space[4],
              padding: theme.space[5],
              ...cardSurface(theme),
            }}
          >
            <div css={{ display: "flex", gap: theme.space[4], alignItems: "flex-start" }}>
              <span
                aria-hidden="true"
                css={{
                  flex: "0 0 auto",
                  display: "grid",
                  placeItems: "center",
                  width: "3rem",
                  height: "3rem",
                  borderRadius: theme.radii.md,
                  background: theme.colors.surface,
                  color: theme.colors.accent,
                }}
              >
                <FaRegFilePdf size="1.5rem" focusable="false" />
              </span>
              <div css={{ minWidth: 0 }}>
                <h3
                  css={{
                    fontSize: theme.fontSizes.xl,
                    textTransform: "uppercase",
                    marginBottom: theme.space[1],
                  }}
                >
                  {release.title}
                </h3>
                <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
                  <time dateTime={release.isoDate ?? undefined}>{release.date}</time> · PDF,{" "}
                  <span css={{ whiteSpace: "nowrap" }}>{formatBytes(release.sizeBytes)}</span>
                </p>
              </div>
            </div>
            <a
              href={release.file}
              download={release.fileName}
              css={[buttonStyles(theme, "secondary"), { alignSelf: "flex-start", marginTop: "auto" }]}
            >
              <FaDownload aria-hidden="true" focusable="false" />
              Download
              <span className="visually-hidden">
                {" "}
                {release.title} (PDF, {formatBytes(release.sizeBytes)})
              </span>
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
