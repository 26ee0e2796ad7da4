import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { EventCard } from "../components/event-card";
import { Reveal, Section, cardGrid } from "../components/ui";

type Data = Queries.EventsPageQuery;

export default function EventsPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section tone="muted">
        <ul css={cardGrid(theme, { gap: 7 })}>
          {data.events.nodes.map((event, index) => (
            <Reveal as="li" key={event.slug} effect={index % 2 === 0 ? "fade-up" : "fade-left"} delay={200}>
              <EventCard event={event} index={index} />
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query EventsPage {
    copy: pageCopy(slug: { eq: "events" }) {
      ...PageCopyFields
    }
    events: allEvent(sort: { order: ASC }) {
      nodes {
        ...EventCard
      }
    }
  }
`;
