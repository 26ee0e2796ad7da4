/**
 * A photo's focus word (`cropFocus` in common.schema.json) as a CSS object-position, for a box the
 * browser crops with `object-fit: cover` (the home hero's) rather than the build (gatsby/crop-focus.ts).
 */
export const FOCUS_OBJECT_POSITIONS = {
  centre: "50% 50%",
  top: "50% 0%",
  bottom: "50% 100%",
  left: "0% 50%",
  right: "100% 50%",
  "top left": "0% 0%",
  "top right": "100% 0%",
  "bottom left": "0% 100%",
  "bottom right": "100% 100%",
} as const;

/** The object-position for `focus`; undefined (the browser's centre) when none is set or it is unknown. */
export function objectPositionOf(focus: string | null | undefined): string | undefined {
  return focus && Object.hasOwn(FOCUS_OBJECT_POSITIONS, focus)
    ? FOCUS_OBJECT_POSITIONS[focus as keyof typeof FOCUS_OBJECT_POSITIONS]
    : undefined;
}
