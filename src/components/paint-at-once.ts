/**
 * gatsby-plugin-image starts every main image at opacity 0 and fades it in after decoding. Chrome leaves
 * such images out of Largest Contentful Paint, so the above-the-fold image (the page's LCP element) is
 * painted as soon as its bytes arrive instead. Spread into the `css` of a GatsbyImage.
 */
export const paintAtOnce = {
  "& [data-main-image]": { opacity: "1 !important", transition: "none" },
} as const;
