import { graphql, type PageProps } from "gatsby";
import { CardsPage } from "../components/cards-page";
import { CopyHead } from "../components/page-head";
import { EventCard } from "../components/event-card";
import { cardGrid } from "../components/ui";

type Data = Queries.EventsPageQuery;

export default function EventsPage({ data }: PageProps<Data>) {
  return (
    <CardsPage
      copy={data.copy}
      tone="muted"
      list={(theme) => cardGrid(theme, { gap: 7 })}
      items={data.events.nodes}
      keyOf={(event) => event.slug}
      reveal={(index) => ({ effect: index % 2 === 0 ? "fade-up" : "fade-left", delay: 200 })}
      card={(event, index) => <EventCard event={event} index={index} />}
    />
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
