import { graphql, type PageProps } from "gatsby";
import { CardsPage } from "../components/cards-page";
import { CopyHead } from "../components/page-head";
import { BoardCard } from "../components/board-card";
import { plainList } from "../components/ui";

/** Photos on screen at load (the first row on a wide screen); the first is the page's largest paint. */
const FIRST_ROW = 4;

type Data = Queries.BoardPageQuery;

export default function BoardPage({ data }: PageProps<Data>) {
  return (
    <CardsPage
      copy={data.copy}
      list={(theme) => ({
        // Rows from the left: a centred row would shift as a slow device paints each next card into it.
        "--gap": theme.space[4],
        "--columns": 2,
        display: "flex",
        flexWrap: "wrap",
        // A last row that is not full (the 13th card at four columns) sits in the middle.
        justifyContent: "center",
        gap: "var(--gap)",
        ...plainList,
        // min-width 0: a card is its column's width whatever its longest word (and font).
        "& > li": {
          flex: "0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns))",
          minWidth: 0,
        },
        [theme.mq.up("md")]: { "--columns": 3, "--gap": theme.space[5] },
        [theme.mq.up("xl")]: { "--columns": 4 },
      })}
      items={data.members.nodes}
      keyOf={(member) => member.slug}
      reveal={(index) => ({ delay: 100 + (index % 4) * 100 })}
      // The first row's portraits load at once, none prioritised (the introduction is the largest paint).
      card={(member, index) => (
        <BoardCard member={member} photoLoad={{ loading: index < FIRST_ROW ? "eager" : "lazy" }} />
      )}
    />
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
