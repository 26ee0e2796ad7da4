import fs from "node:fs";
import path from "node:path";

/**
 * The content the browser suite runs against, read from its JSON files when a test starts: the suite
 * tests the production build of this folder's content/, so what a page should show comes from there,
 * never from values written into a test. E2E_CONTENT_DIR points at another copy (one built elsewhere).
 */
export const CONTENT_DIR = path.resolve(
  process.env.E2E_CONTENT_DIR ?? path.join(__dirname, "..", "..", "content"),
);

type Entry = { slug: string; order?: number } & Record<string, unknown>;

/** Every entry of a collection, in display order (then by slug). */
export function entries<T extends Entry = Entry>(collection: string): T[] {
  const dir = path.join(CONTENT_DIR, collection);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as T)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.slug.localeCompare(b.slug));
}

/** One entry by its slug (e.g. the site settings, "site/site", or a page's copy, "pages/home"). */
export function entry<T extends Entry = Entry>(collection: string, slug: string): T {
  const found = entries<T>(collection).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`content/${collection} has no entry "${slug}"`);
  return found;
}

export interface Team extends Entry {
  shortName: string;
  name: string;
  /** The heading of the team's page. */
  title: string;
  menuOrder: number;
  socials?: Record<string, string>;
}
export interface Album extends Entry {
  name?: string;
  published: boolean;
  images: { src: string; alt: string }[];
}
export interface SiteSettings extends Entry {
  bankDetails: { slug: string; label: string; value: string }[];
  instagramPopup: { label: string; url: string }[];
}

/** The page of the first published album (in display order): the album a test opens. */
export function firstAlbumPath(): string {
  const album = entries<Album>("gallery").find(
    (candidate) => candidate.published && candidate.images.length > 0,
  );
  if (!album) throw new Error("content/gallery has no published album");
  return `/gallery/${album.slug}`;
}
