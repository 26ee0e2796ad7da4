/**
 * The editor's preview pane (public/admin/preview.js, `window.SitePreview`): the entry drawn by the site's
 * own components, or field by field (field-layout.tsx), from the entry turned into its GraphQL shape.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { AlumnusCard } from "../components/alumnus-card";
import { BoardCard } from "../components/board-card";
import { SponsorGrid } from "../components/sponsor-grid";
import { TeamPage } from "../components/team-page";
import { VehiclePage } from "../components/vehicle-page";
import { FieldLayout, type LayoutField } from "./field-layout";
import { GlobalStyles } from "../styles/global-styles";
import { theme } from "../styles/theme";

type Data = Record<string, unknown>;

/** What the preview knows besides the entry: the other entries, and how a stored path becomes a URL. */
export interface PreviewContext {
  /** Every saved entry, by collection folder. */
  entries: { folder: string; data: Data }[];
  /** The collection's references: field name → collection folder ("team" → "teams"). */
  references: Record<string, string>;
  /** The URL of an image field's value ("./images/x.jpg"), uploads included. */
  asset: (value: string) => string;
  /** The entry's fields in the editor, for an entry the site's components do not draw. */
  fields: LayoutField[];
}

const IMAGE = /^\.\/images\/.+\.(?:jpe?g|png|webp)$/i;

/** A picture as gatsby-plugin-image describes one: the file itself, 3:2 until the browser knows better. */
const picture = (src: string) => ({
  childImageSharp: {
    gatsbyImageData: { layout: "constrained", width: 960, height: 640, images: { fallback: { src } } },
  },
});

/** The entry in the shape its GraphQL fragment gives the components. */
function asQueried(value: unknown, context: PreviewContext, references = context.references): unknown {
  if (typeof value === "string" && IMAGE.test(value)) return picture(context.asset(value));
  if (Array.isArray(value)) return value.map((item) => asQueried(item, context, {}));
  if (!value || typeof value !== "object") return value ?? null;
  const out: Data = {};
  for (const [key, item] of Object.entries(value as Data)) {
    const folder = references[key];
    const target =
      folder && typeof item === "string"
        ? context.entries.find((entry) => entry.folder === folder && entry.data.slug === item)
        : undefined;
    out[key] = target ? asQueried(target.data, context, {}) : asQueried(item, context, {});
  }
  return out;
}

/** A card shown as the site lists it: in a column of the grid's width. */
const Card = ({ children }: { children: ReactNode }) => (
  <div css={{ maxWidth: "18rem", margin: "2rem auto", padding: "0 1rem" }}>{children}</div>
);

/** The site's view of one entry of `folder`, or undefined where the site's components draw none. */
function view(folder: string, data: Data, context: PreviewContext): ReactNode | undefined {
  const queried = asQueried(data, context) as never;
  switch (folder) {
    case "vehicles":
      return <VehiclePage vehicle={queried} previous={null} next={null} />;
    case "teams": {
      const vehicles = context.entries
        .filter((entry) => entry.folder === "vehicles" && entry.data.team === data.slug && entry.data.listed)
        .map((entry) => asQueried(entry.data, context, {}) as never);
      const roster = context.entries.find(
        (entry) => entry.folder === "rosters" && entry.data.team === data.slug,
      );
      return <TeamPage team={queried} vehicles={vehicles} roster={roster ? (roster.data as never) : null} />;
    }
    case "alumni":
      return (
        <Card>
          <AlumnusCard alumnus={queried} photoLoad={{ loading: "eager" }} />
        </Card>
      );
    case "board":
      return (
        <Card>
          <BoardCard member={queried} photoLoad={{ loading: "eager" }} />
        </Card>
      );
    case "sponsors":
      return (
        <div css={{ padding: "2rem 1rem" }}>
          <SponsorGrid sponsors={[queried]} />
        </div>
      );
    default:
      return undefined;
  }
}

/** An entry still missing what its page needs (a new one, half filled in) shows a line, not a broken frame. */
class Incomplete extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p css={{ padding: "2rem", font: "1rem/1.5 system-ui, sans-serif" }}>
        The preview appears once the required fields are filled in.
      </p>
    );
  }
}

const roots = new WeakMap<Element, Root>();
const caches = new WeakMap<Document, EmotionCache>();
let draws = 0;

/** Draws the entry of `folder` into `node` (in the preview frame). */
export function render(node: Element, folder: string, data: Data, context: PreviewContext): void {
  const siteView = view(folder, data, context);
  const document = node.ownerDocument;
  let cache = caches.get(document);
  if (!cache) {
    // The site's styles go into the preview frame's own head, not the editor's.
    cache = createCache({ key: "site", container: document.head });
    caches.set(document, cache);
  }
  let root = roots.get(node);
  if (!root) {
    root = createRoot(node);
    roots.set(node, root);
  }
  root.render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {/* The field-by-field layout has its own styles (preview.css). */}
        {siteView === undefined ? null : <GlobalStyles />}
        {/* A new key per draw: a half-filled entry that failed is tried again once it changes. */}
        <Incomplete key={(draws += 1)}>
          <main>{siteView ?? <FieldLayout fields={context.fields} data={data} asset={context.asset} />}</main>
        </Incomplete>
      </ThemeProvider>
    </CacheProvider>,
  );
}

/** Stops drawing into `node` (the preview closed). */
export function unmount(node: Element): void {
  roots.get(node)?.unmount();
  roots.delete(node);
}
