import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture, listPictureLoad } from "../../src/components/ui";

/** Shaped like gatsbyImageData with formats ["auto", "webp"] and a dominant-colour placeholder. */
const photo: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  backgroundColor: "#180808",
  images: {
    fallback: {
      src: "/static/a/960/car.jpg",
      srcSet: "/static/a/360/car.jpg 360w,/static/a/960/car.jpg 960w",
      sizes: "(min-width: 960px) 960px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/a/360/car.webp 360w,/static/a/960/car.webp 960w",
        sizes: "(min-width: 960px) 960px, 100vw",
      },
    ],
  },
};

describe("Picture (gatsbyImageData drawn as a native <picture>)", () => {
  it("gives a full-width rendition, sized by its aspect ratio (1 × 0.667), whole-pixel width and height", () => {
    render(<Picture image={{ ...photo, layout: "fullWidth", width: 1, height: 2 / 3 }} alt="Hero" />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("width", "1000");
    expect(img).toHaveAttribute("height", "667");
  });

  it("offers WebP first, falls back to the JPEG, and reserves the image's box from its size", () => {
    const { container } = render(<Picture image={photo} alt="ZFR 3.0 on track" />);
    const img = screen.getByRole("img", { name: "ZFR 3.0 on track" });
    expect(img).toHaveAttribute("src", "/static/a/960/car.jpg");
    expect(img).toHaveAttribute("srcset", photo.images.fallback?.srcSet);
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "640");
    expect(img).toHaveAttribute("decoding", "async");
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", photo.images.sources?.[0]?.srcSet);
    // The source comes before the img, or the browser never considers it.
    expect(source?.nextElementSibling).toBe(img);
    expect(container.querySelector("picture")).toHaveStyle({ backgroundColor: "#180808" });
  });

  it("loads lazily unless told otherwise, and the caller's sizes replace the rendition's on every format", () => {
    const { container } = render(<Picture image={photo} alt="" sizes="200px" />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveAttribute("sizes", "200px");
    expect(container.querySelector("source")).toHaveAttribute("sizes", "200px");
  });

  it("fetches the page's largest paint first and eagerly, visible at once, with no script", () => {
    const html = render(<Picture image={photo} alt="Hero" loading="lazy" priority />).container.innerHTML;
    expect(html).toMatch(/<img[^>]* fetchpriority="high"/);
    expect(html).toMatch(/<img[^>]* loading="eager"/);
    expect(html).not.toMatch(/<script|opacity:0/);
  });

  it("loads a list's first picture first, the rest of the first screen at once, the others lazily", () => {
    expect([0, 1, 3, 4].map((index) => listPictureLoad(index, 4))).toEqual([
      { loading: "eager", priority: true },
      { loading: "eager", priority: false },
      { loading: "eager", priority: false },
      { loading: "lazy", priority: false },
    ]);
  });
});
