/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../src/components/ui";

const photo: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  images: {
    fallback: { src: "/static/a/960/car.jpg", srcSet: "/static/a/960/car.jpg 960w", sizes: "100vw" },
    sources: [{ type: "image/webp", srcSet: "/static/a/960/car.webp 960w", sizes: "100vw" }],
  },
};

describe("Picture on the server", () => {
  it("writes nothing between its <source>s and its <img>, even styled by its caller", () => {
    // Emotion writes a <style> before each element it styles; one between the sources and the img made
    // Chrome's preload scanner fetch the JPEG as well as the WebP.
    const html = renderToString(<Picture image={photo} alt="ZFR 3.0" priority css={{ borderRadius: 4 }} />);
    expect(html).toMatch(/<picture[^>]*>(<source [^>]*\/>)+<img [^>]*\/><\/picture>/);
    expect(html).toMatch(/<style[^>]*>[^<]*border-radius:4px[^<]*<\/style><picture/);
  });
});
