/** @jsxRuntime automatic */
/** @jsxImportSource @emotion/react */
/**
 * The launch report's crops page (DIR/crops.html): every photo with a focus field ("x-focus-of") cut to
 * every fixed frame the site uses as the build cuts it, so a lost subject shows and its focus can be set.
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp, { type ResizeOptions } from "sharp";
import { loadCollections, loadCommonDefinitions, projectPath } from "../../src/lib/content/content-folder";
import { cropPosition, focusFields, isFocusWord, type FocusWord } from "../../gatsby/crop-focus";
import { formatPath, isJsonObject, visitStrings } from "../../gatsby/content-rules";
import { readEntries } from "./content-entries";
import { renderDocument } from "../../src/lib/render-document";
import { card, reportStyles } from "./launch-report-styles";
import { mapLimit } from "./report";

/** The site's fixed frames, narrowest to widest: portraits, cards and album photos, posters, link previews. */
export const FRAMES = [
  { name: "square (portraits, logos)", width: 1, height: 1 },
  { name: "3:2 (cards, album photos)", width: 3, height: 2 },
  { name: "16:9 (event posters, video)", width: 16, height: 9 },
  { name: "1200×630 (link previews)", width: 1200, height: 630 },
] as const;

/** How tall each crop is drawn, in px. */
const CROP_HEIGHT = 120;

export interface PhotoInFrames {
  /** The entry's JSON file and the image field's path in it, e.g. `images[3].src`. */
  file: string;
  field: string;
  focusField: string;
  focus: FocusWord | undefined;
  image: string;
  /** One crop per frame (FRAMES order), relative to the report's folder; undefined when unreadable. */
  crops: Array<{ src: string; width: number; height: number } | undefined>;
}

/** A small JPEG of `image` as DIR/NAME (upright, transparency on white); undefined when it cannot be read. */
export async function writePreview(image: string, resize: ResizeOptions, dir: string, name: string) {
  try {
    const info = await sharp(image)
      .rotate()
      .resize(resize)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 70, mozjpeg: true })
      .toFile(path.join(dir, name));
    return { src: name, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

/** Writes DIR/crops/ and returns every photo with its crops (content order). */
export async function cropPhotos(rootDir: string, dir: string): Promise<PhotoInFrames[]> {
  const contentDir = path.join(rootDir, "content");
  const schemaDir = path.join(contentDir, "schemas");
  const definitions = loadCommonDefinitions(schemaDir);
  const fieldsOf = new Map(
    loadCollections(schemaDir).map((collection) => [
      collection.folder,
      focusFields(collection.schema, definitions),
    ]),
  );
  // Every image a focus field applies to, in content order.
  const photos: Omit<PhotoInFrames, "crops">[] = [];
  for (const entry of readEntries(contentDir)) {
    const fields = fieldsOf.get(entry.collection) ?? [];
    visitStrings(entry.data, [], entry.data, (value, at, holder) => {
      if (!isJsonObject(holder)) return;
      for (const { focus } of fields.filter(({ image }) => image === at[at.length - 1])) {
        const word = holder[focus];
        photos.push({
          file: projectPath(rootDir, entry.file),
          field: formatPath(at),
          focusField: formatPath([...at.slice(0, -1), focus]),
          focus: isFocusWord(word) ? word : undefined,
          image: path.resolve(path.dirname(entry.file), value),
        });
      }
    });
  }
  await rm(path.join(dir, "crops"), { recursive: true, force: true });
  await mkdir(path.join(dir, "crops"), { recursive: true });
  return mapLimit([...photos.keys()], 4, async (index) => {
    const photo = photos[index]!;
    const crops = await Promise.all(
      FRAMES.map((frame, f) => {
        const width = Math.round((CROP_HEIGHT * frame.width) / frame.height);
        const position = cropPosition(undefined, photo.focus);
        const name = `crops/${String(index + 1).padStart(4, "0")}-${f}.jpg`;
        return writePreview(photo.image, { width, height: CROP_HEIGHT, fit: "cover", position }, dir, name);
      }),
    );
    return { ...photo, crops };
  });
}

/** One photo: its file and field, its focus, and its crops side by side. */
function PhotoRow({ photo }: { photo: PhotoInFrames }) {
  return (
    <li css={card}>
      <h2>
        <code>{photo.file}</code>: <code>{photo.field}</code>
      </h2>
      <p>
        {photo.focus ? (
          <>
            focus <code>{photo.focus}</code>
          </>
        ) : (
          "no focus set (the build keeps what draws the eye)"
        )}
        ; to change it, set <code>{photo.focusField}</code> (in the editor: <em>Keep in view</em>).
      </p>
      <div css={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "flex-end" }}>
        {photo.crops.map((crop, index) => (
          <figure key={FRAMES[index]!.name}>
            {crop ? (
              <img
                src={crop.src}
                width={crop.width}
                height={crop.height}
                alt={`${photo.field} of ${photo.file} in the ${FRAMES[index]!.name} frame`}
                loading="lazy"
              />
            ) : (
              <p>(cannot be read)</p>
            )}
            <figcaption>{FRAMES[index]!.name}</figcaption>
          </figure>
        ))}
      </div>
    </li>
  );
}

/** The crops page's HTML: one row a photo, its crops side by side. */
export function cropsPage(photos: readonly PhotoInFrames[]): string {
  return renderDocument(
    <main>
      <h1>Every photo in every frame ({photos.length} photos)</h1>
      <p>
        Each photo as the site cuts it for its fixed frames, from the narrowest (square) to the widest (link
        previews). Where a frame loses the subject (a face cut off, a car out of the picture), set the
        photo&apos;s focus field named in its row to the side the subject is on (<code>top</code>,{" "}
        <code>left</code>, <code>bottom right</code>…), rebuild this page with{" "}
        <code>npm run check:content -- --launch --html DIR</code> and look again.
      </p>
      <ul css={{ listStyle: "none", padding: 0, "> li": { marginBottom: "1rem" } }}>
        {photos.map((photo) => (
          <PhotoRow key={`${photo.file} ${photo.field}`} photo={photo} />
        ))}
      </ul>
    </main>,
    {
      title: "Before launch: every photo in every frame",
      global: (theme) => [
        reportStyles(theme, "90rem"),
        {
          h2: { margin: 0, fontSize: "1rem" },
          p: { margin: "0.25rem 0 0.5rem", fontSize: "0.875rem" },
          figcaption: { fontSize: "0.8rem" },
        },
      ],
    },
  );
}
