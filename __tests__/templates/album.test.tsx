/** src/templates/album.tsx: the page createPage makes for each published gallery album, and its Head. */
import { screen, within } from "@testing-library/react";
import { renderWithTheme as render } from "../setup/render";
import AlbumTemplate, { Head } from "../../src/templates/album";
import { ALBUM_ALTS, album, imageWithOg } from "../fixtures/typed";
import { allowHtmlInHead, headProps, pageProps, renderHead } from "../fixtures/gatsby-props";
import { mockSiteSettings } from "../fixtures/site-settings";

const SITE = "https://www.saezhcet.org";
const OG_IMAGE = "/static/a/section0-og.jpg";

/** The AlbumPage query's result, as createPage's context `{ slug }` selects it. */
const albumData = (overrides: Partial<Queries.AlbumPageAlbumFragment> = {}): Queries.AlbumPageQuery => ({
  album: { ...album(overrides), cover: { src: imageWithOg(OG_IMAGE) } },
});

const renderAlbum = (data: Queries.AlbumPageQuery) =>
  render(
    <AlbumTemplate
      {...pageProps(data, {
        pathname: `/gallery/${data.album?.slug ?? ""}`,
        pageContext: { slug: data.album?.slug ?? "" },
      })}
    />,
  );

describe("album template", () => {
  it("shows the album's title, breadcrumb, photo count, every thumbnail and the way back to the gallery", () => {
    renderAlbum(albumData());
    expect(screen.getByRole("heading", { level: 1, name: "Formula Bharat 2023" })).toBeInTheDocument();
    expect(screen.getByText("5 photos")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Gallery" })).toHaveAttribute("href", "/gallery");
    expect(within(crumbs).getByText("Formula Bharat 2023")).toHaveAttribute("aria-current", "page");
    // One thumbnail per photo, each a button (named by its photo) that opens the full-screen viewer.
    for (const alt of ALBUM_ALTS) {
      const thumbnail = screen.getByRole("button", { name: alt });
      expect(thumbnail).toHaveAttribute("aria-haspopup", "dialog");
      expect(within(thumbnail).getByRole("img", { name: alt })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "All albums" })).toHaveAttribute("href", "/gallery");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("titles an unnamed album by its number", () => {
    renderAlbum(albumData({ slug: "Section6", order: 7, name: null }));
    expect(screen.getByRole("heading", { level: 1, name: "Photo album 7" })).toBeInTheDocument();
  });

  it("renders nothing when the query finds no album", () => {
    const { container } = renderAlbum({ album: null });
    expect(container).toBeEmptyDOMElement();
  });
});

describe("album template Head", () => {
  beforeEach(() => mockSiteSettings());
  allowHtmlInHead();

  it("has the album's title, its photo count in the description, its route and its cover as og:image", () => {
    const head = renderHead(<Head {...headProps(albumData(), { pathname: "/gallery/Section0" })} />);

    expect(head.title).toBe("Formula Bharat 2023 · Gallery | SAE ZHCET");
    expect(head.og("title")).toBe(head.title);
    expect(head.description).toMatch(/^5 photos from Formula Bharat 2023/);
    expect(head.canonical).toBe(`${SITE}/gallery/Section0`);
    expect(head.og("image")).toBe(`${SITE}${OG_IMAGE}`);
    expect(head.twitter("image")).toBe(`${SITE}${OG_IMAGE}`);
  });

  it("titles an unnamed album by its number", () => {
    const data = albumData({ slug: "Section6", order: 7, name: null });
    const head = renderHead(<Head {...headProps(data, { pathname: "/gallery/Section6" })} />);
    expect(head.title).toBe("Photo album 7 · Gallery | SAE ZHCET");
    expect(head.canonical).toBe(`${SITE}/gallery/Section6`);
  });
});
