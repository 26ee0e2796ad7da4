import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PictureProps {
  /** A `gatsbyImageData` result (WebP and JPEG/PNG srcsets). */
  image: IGatsbyImageData;
  alt: string;
  /** The `sizes` attribute; the rendition's own if left out. */
  sizes?: string;
  /** `eager` for images in the first screen. */
  loading?: "eager" | "lazy";
  /** The page's largest paint: loaded eagerly and fetched before every other image. */
  priority?: boolean;
  draggable?: boolean;
  className?: string;
}

/** How an image loads: what a list hands to its items' pictures. */
export type PictureLoad = Pick<PictureProps, "loading" | "priority">;

/** How a list's item `index` loads: the first prioritised, the first `onFirstScreen` eagerly, the rest lazily. */
export function listPictureLoad(index: number, onFirstScreen: number): PictureLoad {
  return { loading: index < onFirstScreen ? "eager" : "lazy", priority: index === 0 };
}

/** A gatsby-plugin-image rendition as a native `<picture>` (no plugin runtime), its dominant colour behind it. */
export function Picture({
  image,
  alt,
  sizes,
  loading = "lazy",
  priority,
  draggable,
  className,
}: PictureProps) {
  const { fallback, sources = [] } = image.images;
  // A full-width rendition's size is its aspect ratio (1 × 0.667); HTML wants whole pixels.
  const scale = Number.isInteger(image.width) && Number.isInteger(image.height) ? 1 : 1000;
  return (
    <picture className={className} style={{ backgroundColor: image.backgroundColor }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={Math.round(image.width * scale)}
        height={Math.round(image.height * scale)}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding="async"
        draggable={draggable}
        // Lower case, which React 18 passes to the element as is (it knows only the React 19 camel case).
        {...(priority ? { fetchpriority: "high" } : {})}
        // No css prop here: its <style> between the <source>s and the <img> makes Chrome's preload
        // scanner fetch the JPEG beside the WebP. The global styles size it (picture > img).
      />
    </picture>
  );
}
