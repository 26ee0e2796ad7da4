/** The fixed pages' Heads; the templates' Heads are tested beside their pages in __tests__/templates. */
import { render } from "@testing-library/react";
import { Head as HomeHead } from "../../src/pages/index";
import { Head as ContactHead } from "../../src/pages/contact";
import { Head as FootHead } from "../../src/pages/foot";
import { pageCopy } from "../fixtures/page-copy";
import { JsonLd, Seo } from "../../src/components/seo";
import homeCopy from "../../content/pages/home.json";
import contactCopy from "../../content/pages/contact.json";
import { mockSiteSettings, siteSettings } from "../fixtures/site-settings";
import { allowHtmlInHead, headProps, renderHead } from "../fixtures/gatsby-props";

const SITE = "https://www.saezhcet.org";

beforeEach(() => mockSiteSettings());
allowHtmlInHead();

describe("Head of a page", () => {
  it("home: its own title, description, canonical, Open Graph, Twitter card and the Organization JSON-LD", () => {
    const data = {
      copy: {
        description: homeCopy.description,
        intro: homeCopy.intro,
        imageAlt: homeCopy.imageAlt,
        image: null,
      },
    } as unknown as Queries.HomePageQuery;
    const head = renderHead(<HomeHead {...headProps(data, { pathname: "/" })} />);

    expect(head.html).toHaveAttribute("lang", "en");
    expect(head.title).toBe("SAE ZHCET Collegiate Club | SAE ZHCET");
    expect(head.description).toBe(homeCopy.description);
    expect(head.canonical).toBe(SITE);
    expect(head.robots).toBeUndefined();
    expect(head.og("title")).toBe(head.title);
    expect(head.og("description")).toBe(homeCopy.description);
    expect(head.og("url")).toBe(SITE);
    expect(head.og("type")).toBe("website");
    expect(head.og("image")).toBe(`${SITE}/og-image.jpg`);
    expect(head.ogByName).toBe(0); // Open Graph is written with property=, not name=
    expect(head.twitter("card")).toBe("summary_large_image");
    expect(head.twitter("site")).toBe("@saezhcet");
    expect(head.twitter("image")).toBe(`${SITE}/og-image.jpg`);

    const [organization] = head.jsonLd();
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "SAE ZHCET Collegiate Club",
      url: SITE,
      logo: `${SITE}${siteSettings.logo.publicURL}`,
      address: { "@type": "PostalAddress", addressLocality: "Aligarh", postalCode: "202002" },
      sameAs: siteSettings.socials.map((social) => social.url),
    });
  });

  it("contact: the title and description of content/pages/contact.json and its own canonical URL", () => {
    const data: Queries.ContactPageQuery = {
      copy: pageCopy("contact"),
    };
    const head = renderHead(<ContactHead {...headProps(data, { pathname: "/contact" })} />);
    expect(head.title).toBe("Contact Us | SAE ZHCET");
    expect(head.description).toBe(contactCopy.description);
    expect(head.canonical).toBe(`${SITE}/contact`);
    expect(head.og("url")).toBe(`${SITE}/contact`);
    expect(head.og("image")).toBe(`${SITE}/og-image.jpg`);
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd()).toEqual([]);
  });

  it("a utility page (/foot) is kept out of search engines", () => {
    const head = renderHead(<FootHead />);
    expect(head.robots).toBe("noindex, nofollow");
    expect(head.canonical).toBe(`${SITE}/foot`);
  });
});

describe("Seo", () => {
  it.each(["/foot", "/box", "/tm", "/check", "/tm/"])("always marks the utility page %s noindex", (path) => {
    const head = renderHead(<Seo title="Utility" description="A utility page." pathname={path} />);
    expect(head.robots).toBe("noindex, nofollow");
  });

  it("builds the canonical URL without a trailing slash, query or hash", () => {
    const head = renderHead(<Seo title="Events" description="Events." pathname="/event/?ref=x#top" />);
    expect(head.canonical).toBe(`${SITE}/event`);
  });

  it("keeps an absolute image URL and resolves a site path against siteUrl", () => {
    expect(
      renderHead(<Seo description="d" pathname="/a" image="https://cdn.example.org/a.jpg" />).og("image"),
    ).toBe("https://cdn.example.org/a.jpg");
    expect(renderHead(<Seo description="d" pathname="/b" image="/static/b.jpg" />).og("image")).toBe(
      `${SITE}/static/b.jpg`,
    );
  });

  it("escapes '<' in JSON-LD so a value cannot close the script element", () => {
    const { container: ld } = render(<JsonLd data={{ name: "</script><b>x</b>" }} />);
    const script = ld.querySelector("script");
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.innerHTML ?? "{}")).toEqual({ name: "</script><b>x</b>" });
  });
});
