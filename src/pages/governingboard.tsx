import { graphql, type PageProps } from "gatsby";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { BoardCard } from "../components/board-card";
import { PageHeader, Reveal, Section } from "../components/ui";

type Data = Queries.BoardPageQuery;

export default function BoardPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  return (
    <>
      <PageHeader eyebrow={data.copy?.title} title="Meet the Team" intro={data.copy?.intro} />
      <Section>
        <ul
          css={{
            display: "grid",
            gap: theme.space[4],
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            listStyle: "none",
            margin: 0,
            padding: 0,
            [theme.mq.up("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: theme.space[5] },
            [theme.mq.up("xl")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
          }}
        >
          {data.members.nodes.map((member, index) => (
            <Reveal as="li" key={member.slug} delay={100 + (index % 4) * 100}>
              <BoardCard member={member} />
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query BoardPage {
    copy: pageCopy(slug: { eq: "board" }) {
      ...PageCopyFields
    }
    members: allBoardMember(sort: { order: ASC }) {
      nodes {
        ...BoardCard
      }
    }
  }
`;
