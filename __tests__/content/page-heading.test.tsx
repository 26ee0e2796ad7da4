/** A page's heading, eyebrow and intro are content: changing the copy file changes the page. */
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import AlumniPage from "../../src/pages/alumnis";
import { CopyHeader } from "../../src/components/page-copy";
import { pageCopy } from "../fixtures/page-copy";
import { renderWithTheme as render } from "../setup/render";

const pageProps = <T,>(data: T) => ({ data, location: { pathname: "/x" } }) as unknown as PageProps<T>;

describe("page headings from the pages' copy files", () => {
  it("the alumni page shows its copy's heading, eyebrow and intro", () => {
    const copy = pageCopy("alumni");
    render(<AlumniPage {...pageProps<Queries.AlumniPageQuery>({ copy, alumni: { nodes: [] } })} />);
    const header = screen.getByRole("banner");
    expect(
      within(header).getByRole("heading", { level: 1, name: copy.heading as string }),
    ).toBeInTheDocument();
    expect(within(header).getByText(copy.eyebrow as string)).toBeInTheDocument();
    expect(within(header).getByText(copy.intro as string)).toBeInTheDocument();
  });

  it("a changed heading in the copy file is the page's new heading", () => {
    const copy = pageCopy("alumni", { heading: "Where our graduates went", eyebrow: "People" });
    render(<AlumniPage {...pageProps<Queries.AlumniPageQuery>({ copy, alumni: { nodes: [] } })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Where our graduates went" })).toBeInTheDocument();
    expect(screen.getByText("People")).toBeInTheDocument();
  });

  it("without a heading the page shows its title", () => {
    const copy = pageCopy("downloads", { heading: null });
    render(<CopyHeader copy={copy} />);
    expect(screen.getByRole("heading", { level: 1, name: copy.title })).toBeInTheDocument();
  });
});
