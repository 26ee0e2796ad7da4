/**
 * Every island (src/components/island.tsx) by name, and how the browser loads its code. The layout's
 * islands, on every page, are "eager": in the app's bundle, with no request of their own. Every other
 * island is a chunk of its own, so a page downloads the code of its own islands only. The server never
 * loads these. A name here and the name given to `island()` must agree: the browser checks, and a test
 * loads every entry.
 */
export const ISLANDS = {
  "site-header": () =>
    import(/* webpackMode: "eager" */ "./components/site-header").then((m) => m.SiteHeaderIsland),
  "scroll-to-top": () =>
    import(/* webpackMode: "eager" */ "./components/scroll-to-top").then((m) => m.ScrollToTopIsland),
  hero: () =>
    import(/* webpackChunkName: "island-hero" */ "./components/hero").then((m) => m.HeroVideosIsland),
  "college-heads": () =>
    import(/* webpackChunkName: "island-college-heads" */ "./components/college-heads").then(
      (m) => m.CollegeHeadsIsland,
    ),
  "achievement-tabs": () =>
    import(/* webpackChunkName: "island-achievement-tabs" */ "./components/achievement-tabs").then(
      (m) => m.AchievementTabsIsland,
    ),
  "album-photos": () =>
    import(/* webpackChunkName: "island-album-photos" */ "./components/album-page").then(
      (m) => m.AlbumPhotosIsland,
    ),
  "bank-details": () =>
    import(/* webpackChunkName: "island-bank-details" */ "./components/bank-details").then(
      (m) => m.BankDetailsIsland,
    ),
  "newsletter-box": () =>
    import(/* webpackChunkName: "island-newsletter-box" */ "./components/newsletter-box").then(
      (m) => m.NewsletterBoxIsland,
    ),
  "contact-form": () =>
    import(/* webpackChunkName: "island-contact-form" */ "./components/forms/contact-form").then(
      (m) => m.ContactFormIsland,
    ),
  "application-form": () =>
    import(/* webpackChunkName: "island-application-form" */ "./components/forms/application-form").then(
      (m) => m.ApplicationFormIsland,
    ),
  embed: () =>
    import(/* webpackChunkName: "island-embed" */ "./components/embed-facade").then(
      (m) => m.EmbedFacadeIsland,
    ),
  "box-steps": () =>
    import(/* webpackChunkName: "island-box-steps" */ "./components/box-steps").then((m) => m.BoxStepsIsland),
} as const;

export type IslandName = keyof typeof ISLANDS;
