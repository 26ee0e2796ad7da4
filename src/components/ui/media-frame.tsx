import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

/** Shapes the site's image boxes use (width / height). */
export const MEDIA_RATIOS = {
  photo: 3 / 2,
  video: 16 / 9,
  square: 1,
} as const;

/** A box of a fixed aspect ratio (width / height) whose picture fills it (object-fit), used by every image box. */
export function MediaFrame({
  ratio,
  fit = "cover",
  raised,
  portrait,
  as: Box = "div",
  className,
  children,
}: {
  ratio?: number;
  /** "cover" crops the edges (photos); "contain" shows all of it (logos). */
  fit?: "cover" | "contain";
  /** Rounded corners and a shadow, for a picture standing on its own beside text. */
  raised?: boolean;
  /** A circle in a light rim with an accent ring; its width is the caller's. */
  portrait?: boolean;
  /** `span` where the box sits in phrasing content, such as inside a button. */
  as?: "div" | "span";
  className?: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <Box
      className={className}
      css={[
        {
          position: "relative",
          display: "block",
          width: "100%",
          aspectRatio: String(ratio ?? (portrait ? MEDIA_RATIOS.square : MEDIA_RATIOS.photo)),
          overflow: "hidden",
          background: fit === "cover" ? theme.colors.inkSoft : "transparent",
          // Any picture, video or facade placed in the box fills it, whatever its own shape.
          "&& > *": { position: "absolute", inset: 0, width: "100%", height: "100%" },
          "&& img, && video": { width: "100%", height: "100%", objectFit: fit },
        },
        raised && { borderRadius: theme.radii.lg, boxShadow: theme.shadows.raised },
        portrait && {
          flexShrink: 0,
          borderRadius: "50%",
          border: `4px solid ${theme.colors.surface}`,
          boxShadow: `0 0 0 2px ${theme.colors.accent}, ${theme.shadows.card}`,
        },
      ]}
    >
      {children}
    </Box>
  );
}
