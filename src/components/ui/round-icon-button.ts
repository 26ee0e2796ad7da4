import type { CSSObject, Theme } from "@emotion/react";

/**
 * A round button holding one icon, a tap target wide and tall: its ring and icon in `color`. The caller
 * adds its background and hover (the hero's pause button, the carousel's arrows).
 */
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
