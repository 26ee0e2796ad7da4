/** @jsxRuntime automatic */
/** @jsxImportSource @emotion/react */
/**
 * The launch check as a page (`npm run check:content -- --launch --html DIR`): every placeholder still in
 * the content, by the page showing it, images as thumbnails (DIR/thumbs/); one self-contained file, opened
 * from disk, linking DIR/crops.html (scripts/lib/launch-crops.tsx).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CSSObject } from "@emotion/react";
import { Fragment } from "react";
import { countLabel } from "../../src/lib/format";
import { projectPath } from "../../src/lib/content/content-folder";
import { renderDocument } from "../../src/lib/render-document";
import type { SiteTheme } from "../../src/styles/theme";
import { PAGE_ROUTES, albumPath, teamPath, vehiclePath, type PageKey } from "../../src/lib/routes";
import type { Placeholder } from "./launch-check";
import { isJsonObject } from "../../gatsby/content-rules";
import { stringField, type ContentEntry } from "./content-entries";
import { mapLimit } from "./report";
import { cropPhotos, cropsPage, writePreview } from "./launch-crops";
import { card as entryCard, reportStyles } from "./launch-report-styles";

/** Where a visitor sees a page's copy file (content/pages/<slug>.json), when its slug is not a route's key. */
const PAGE_COPY_ROUTES: Record<string, string> = { join: PAGE_ROUTES.apply, "not-found": "/404" };

/** Collections shown on one fixed page. */
const COLLECTION_PAGES: Record<string, PageKey> = {
  board: "board",
  faculty: "faculty",
  "college-heads": "home",
  alumni: "alumni",
  sponsors: "sponsors",
  events: "events",
  achievements: "achievements",
  news: "home",
  notifications: "home",
  "press-releases": "downloads",
};

const EVERY_PAGE = "every page";
const UNPUBLISHED = "not on the site (unpublished albums)";

/** The page a visitor sees an entry on (its main one: a team's cover is also on the home page's cards). */
export function visitorPage(entry: ContentEntry): string {
  const slug = stringField(entry.data, "slug") ?? path.basename(entry.file, ".json");
  const fixed = COLLECTION_PAGES[entry.collection];
  if (fixed) return PAGE_ROUTES[fixed];
  switch (entry.collection) {
    case "site":
      return EVERY_PAGE;
    case "pages":
      return PAGE_COPY_ROUTES[slug] ?? PAGE_ROUTES[slug as PageKey] ?? `/${slug}`;
    case "teams":
    case "rosters":
      return teamPath(slug);
    case "vehicles": {
      const team = stringField(entry.data, "team") ?? "";
      const version = stringField(entry.data, "version") ?? slug;
      return vehiclePath(team, version);
    }
    case "gallery":
      return entry.data.published === true ? albumPath(slug) : UNPUBLISHED;
    default:
      return `/${entry.collection}`;
  }
}

/** What an entry is called on its page: its name or title, else its slug. */
function entryLabel(entry: ContentEntry, fallback: string): string {
  return stringField(entry.data, "name") ?? stringField(entry.data, "title") ?? fallback;
}

/** The text beside an image saying what it shows (alt, imageAlt, posterAlt…), if the entry has one. */
function describedAs({ holder, at }: Placeholder): string | undefined {
  if (!isJsonObject(holder)) return undefined;
  const field = String(at[at.length - 1]);
  return stringField(holder, `${field}Alt`) ?? stringField(holder, "alt") ?? stringField(holder, "imageAlt");
}

/** What a value in a list of labelled values is (a bank detail's "IFSC code"), if its holder says. */
function labelOf({ holder, at }: Placeholder): string | undefined {
  return isJsonObject(holder) && at[at.length - 1] !== "label" ? stringField(holder, "label") : undefined;
}

/** The index's rules after the shared ones: sections under a red rule, entries as a grid of cards. */
const launchStyles = ({ colors }: SiteTheme): CSSObject => ({
  h1: { marginTop: 0, fontSize: "1.8rem" },
  h2: {
    margin: "2.5rem 0 0.25rem",
    paddingTop: "1rem",
    borderTop: `2px solid ${colors.accent}`,
    fontSize: "1.4rem",
  },
  h3: { margin: "0 0 0.25rem", fontSize: "1.05rem" },
  a: { color: colors.accentHover },
  figure: { margin: "0 0 0.75rem" },
  img: { maxWidth: "100%", height: "auto" },
  figcaption: { fontSize: "0.875rem", marginTop: "0.25rem" },
  dl: { margin: 0, fontSize: "0.875rem" },
  dt: { fontWeight: 600 },
  dd: { margin: "0 0 0.4rem" },
});

const entryGrid: CSSObject = {
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
};

/** Writes DIR/index.html and DIR/thumbs/; returns the page's path. */
export async function writeLaunchPage(
  placeholders: readonly Placeholder[],
  dir: string,
  rootDir: string,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  await rm(path.join(dir, "thumbs"), { recursive: true, force: true });
  await mkdir(path.join(dir, "thumbs"));
  // Each placeholder with its thumbnail (DIR/thumbs/), by page, then by entry file, in the check's order.
  const resize = { width: 240, height: 240, fit: "inside", withoutEnlargement: true } as const;
  const items = await mapLimit([...placeholders.entries()], 4, async ([index, placeholder]) => {
    const name = `thumbs/${String(index + 1).padStart(3, "0")}.jpg`;
    const thumb = placeholder.image ? await writePreview(placeholder.image, resize, dir, name) : undefined;
    return { ...placeholder, thumb };
  });
  type Item = (typeof items)[number];
  const pages = new Map<string, Map<string, Item[]>>();
  for (const item of items) {
    const page = visitorPage(item.source);
    const byEntry = pages.get(page) ?? new Map<string, Item[]>();
    pages.set(page, byEntry);
    byEntry.set(item.file, [...(byEntry.get(item.file) ?? []), item]);
  }
  const routes = [...pages.keys()].sort((a, b) => {
    const rank = (route: string): number => (route === EVERY_PAGE ? 0 : route.startsWith("/") ? 1 : 2);
    return rank(a) - rank(b) || a.localeCompare(b, "en", { numeric: true });
  });
  const anchor = (route: string): string =>
    `page-${route.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "home"}`;
  const counts = (list: readonly Item[]): string => {
    const images = list.filter((item) => item.image).length;
    const texts = list.length - images;
    return [images ? countLabel(images, "image") : "", texts ? countLabel(texts, "text field") : ""]
      .filter(Boolean)
      .join(", ");
  };

  /** One entry file's placeholders: its images as thumbnails, then its dummy texts. */
  const card = (file: string, list: readonly Item[]) => {
    const label = entryLabel(list[0]!.source, list[0]!.entry);
    const texts = list.filter((item) => !item.image);
    return (
      <li key={file} css={(theme) => ({ ...entryCard(theme), "> p": { margin: "0 0 0.5rem" } })}>
        <h3>{label}</h3>
        <p>
          In <code>{file}</code>
        </p>
        {list.map((item) => {
          if (!item.image) return null;
          const shows = describedAs(item);
          return (
            <figure key={item.field}>
              {item.thumb ? (
                <img
                  src={item.thumb.src}
                  width={item.thumb.width}
                  height={item.thumb.height}
                  alt={`Placeholder ${item.field} of ${label}${shows ? `; the real photo shows: ${shows}` : ""}`}
                  loading="lazy"
                />
              ) : (
                <p>(no preview)</p>
              )}
              <figcaption>
                Replace <code>{projectPath(rootDir, item.image)}</code>
                {shows && (
                  <>
                    <br />
                    Should show: {shows}
                  </>
                )}
              </figcaption>
            </figure>
          );
        })}
        {texts.length > 0 && (
          <>
            <p>Text still holding a dummy value:</p>
            <dl>
              {texts.map((item) => {
                const label = labelOf(item);
                return (
                  <Fragment key={item.field}>
                    <dt>
                      <code>{item.field}</code>
                      {label && ` (${label})`}
                    </dt>
                    <dd>{item.value}</dd>
                  </Fragment>
                );
              })}
            </dl>
          </>
        )}
      </li>
    );
  };
  const heading = (route: string): string =>
    route === EVERY_PAGE
      ? "Every page (header, footer, contact details)"
      : route === "/"
        ? "/ (the home page)"
        : route;
  const entriesOf = (route: string) => pages.get(route)!;

  const photos = await cropPhotos(rootDir, dir);
  await writeFile(path.join(dir, "crops.html"), cropsPage(photos));

  const total = placeholders.length;
  const html = renderDocument(
    <main>
      <h1>
        Before launch:{" "}
        {total === 0 ? "no placeholder left" : `${countLabel(total, "placeholder")} to replace`}
      </h1>
      <p>
        <a href="crops.html">Every photo in every frame</a> ({countLabel(photos.length, "photo")}): how the
        site cuts each photo for its square, 3:2, 16:9 and link-preview frames. Look for a subject lost in a
        frame and set that photo&apos;s focus.
      </p>
      {total === 0 ? (
        <p>Every picture and text in the content is real: the launch check passes.</p>
      ) : (
        <>
          <p>
            Made by <code>npm run check:content -- --launch --html</code>. Each picture below is a placeholder
            the site still shows: put a real photo at the file named under it (same name), then run{" "}
            <code>npm run media:import -- FILE</code>. Each text field is still a dummy value: edit it in the
            entry&apos;s file or in the editor at /admin. Run the command again to see what is left.
          </p>
          <nav aria-label="Pages with placeholders">
            <ul css={{ columns: "14rem", paddingLeft: "1.2rem" }}>
              {routes.map((route) => (
                <li key={route}>
                  <a href={`#${anchor(route)}`}>{route === EVERY_PAGE ? "Every page" : route}</a>:{" "}
                  {counts([...entriesOf(route).values()].flat())}
                </li>
              ))}
            </ul>
          </nav>
          {routes.map((route) => (
            <section key={route} aria-labelledby={anchor(route)}>
              <h2 id={anchor(route)}>{heading(route)}</h2>
              <p>{counts([...entriesOf(route).values()].flat())} to replace.</p>
              <ul css={entryGrid}>
                {[...entriesOf(route).entries()].map(([file, indices]) => card(file, indices))}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>,
    {
      title: `Before launch: ${total === 0 ? "nothing left" : `${countLabel(total, "placeholder")} left`}`,
      global: (theme) => [reportStyles(theme, theme.sizes.content), launchStyles(theme)],
    },
  );
  const page = path.join(dir, "index.html");
  await writeFile(page, html);
  return page;
}
