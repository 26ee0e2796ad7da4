/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import { displayOptional, shapeHeadComponents, WEB_FONTS_ID } from "../../gatsby/head-components";

const FONTS =
  '@font-face{font-display:swap;font-family:Inter;font-weight:400;src:url(/static/inter-400.woff2) format("woff2")}' +
  '@font-face{font-display:swap;font-family:Inter;font-weight:600;src:url(/static/inter-600.woff2) format("woff2")}';

/** The head components as Gatsby gathers them: its global sheet, gatsby-plugin-image's, and ours. */
const head = (globalCss: string) => [
  <style
    key="global"
    data-href="/styles.123.css"
    data-identity="gatsby-global-css"
    dangerouslySetInnerHTML={{ __html: globalCss }}
  />,
  <style key="gatsby-image-style" dangerouslySetInnerHTML={{ __html: ".gatsby-image-wrapper{}" }} />,
  <noscript key="gatsby-image-style-noscript" dangerouslySetInnerHTML={{ __html: "<style></style>" }} />,
  <script key="gatsby-image-style-script" type="module" dangerouslySetInnerHTML={{ __html: "1" }} />,
  <meta key="theme" name="theme-color" content="#111418" />,
];

describe("the head of every built page", () => {
  it("writes the web-font sheet disabled, for the after-paint loader to enable", () => {
    const html = renderToStaticMarkup(<>{shapeHeadComponents(head(FONTS))}</>);
    expect(html).toContain(`<style id="${WEB_FONTS_ID}" media="not all" data-href="/styles.123.css"`);
    expect(html.split(FONTS)).toHaveLength(2);
  });

  it("applies the faces without JavaScript as optional, so a late font does not lay the first view out again", () => {
    const html = renderToStaticMarkup(<>{shapeHeadComponents(head(FONTS))}</>);
    const copy = /<noscript><style>(.*?)<\/style><\/noscript>/.exec(html)?.[1];
    expect(copy).toBe(
      '@font-face{font-display:optional;font-family:Inter;font-weight:400;src:url(/static/inter-400.woff2) format("woff2")}' +
        '@font-face{font-display:optional;font-family:Inter;font-weight:600;src:url(/static/inter-600.woff2) format("woff2")}',
    );
  });

  it("makes a face optional that names no display, or names it last", () => {
    expect(
      displayOptional(
        "@font-face{font-family:A;src:url(a.woff2)}@font-face{font-family:B;font-display:swap}",
      ),
    ).toBe(
      "@font-face{font-display:optional;font-family:A;src:url(a.woff2)}@font-face{font-display:optional;font-family:B}",
    );
  });

  it("leaves out gatsby-plugin-image's style, noscript and script, and keeps everything else", () => {
    const html = renderToStaticMarkup(<>{shapeHeadComponents(head(FONTS))}</>);
    expect(html).not.toContain("gatsby-image");
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<meta name="theme-color" content="#111418"/>');
  });

  it("stops the build when the global sheet holds more than fonts, which would be deferred with them", () => {
    expect(() => shapeHeadComponents(head(`${FONTS}.slick-slider{position:relative}`))).toThrow(
      /\/styles\.123\.css holds more than @font-face rules.*\.slick-slider/,
    );
  });
});

it("leaves a head without Gatsby's inlined global sheet as it is (gatsby develop links its CSS)", () => {
  expect(shapeHeadComponents([<meta key="m" name="x" content="y" />])).toHaveLength(1);
});
