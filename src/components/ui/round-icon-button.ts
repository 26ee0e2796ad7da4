import type { CSSObject, Theme } from "@emotion/react";

/** A round one-icon button, a tap target square, ring and icon in `color`; the caller adds its background. */
export const roundIconButton = (theme: Theme, color: string): CSSObject => ({
  display: "grid",
  placeItems: "center",
  width: theme.sizes.tapTarget,
  height: theme.sizes.tapTarget,
  padding: 0,
  borderRadius: theme.radii.pill,
  border: `2px solid ${color}`,
  color,
  cursor: "pointer",
  transition: `background ${theme.motion.transition}ms, color ${theme.motion.transition}ms`,
});
