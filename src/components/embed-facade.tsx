import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTheme } from "@emotion/react";
import { MediaFrame, MEDIA_RATIOS } from "./ui";
import { island } from "./island";

export interface EmbedFacadeProps {
  src: string;
  title: string;
  /** The button's accessible name, e.g. "Play video: Formula Bharat". */
  label: string;
  /** Local poster shown until then (never a third-party image). */
  poster: ReactNode;
  allow?: string;
  /**
   * Visible words on the button in place of the play symbol, for an embed that is not a video (a map);
   * they must begin the `label`, so the button's name contains what it shows (WCAG 2.5.3).
   */
  action?: string;
}

/** Click-to-load embed: a local poster and a play button; the third-party frame only once pressed. */
export function EmbedFacade({ src, title, label, poster, allow, action }: EmbedFacadeProps) {
  const theme = useTheme();
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The play button disappears with the click: hand focus to the frame that replaces it.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);
  return (
    <MediaFrame
      ratio={MEDIA_RATIOS.video}
      css={{ borderRadius: theme.radii.md, background: theme.colors.ink }}
    >
      {loaded ? (
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          css={{ border: 0 }}
        />
      ) : (
        <>
          <div css={{ "& > *, & > [data-slot] > *": { width: "100%", height: "100%" } }}>{poster}</div>
          <button
            type="button"
            onClick={() => setLoaded(true)}
            aria-label={label}
            css={{
              position: "absolute",
              inset: 0,
              display: "grid",
              placeItems: "center",
              width: "100%",
              border: 0,
              background: "rgba(17, 20, 24, 0.35)",
              cursor: "pointer",
              transition: `background ${theme.motion.transition}ms`,
              "&:hover": { background: "rgba(17, 20, 24, 0.15)" },
              "&:focus-visible": { outline: `4px solid ${theme.colors.focusOnDark}`, outlineOffset: "-4px" },
            }}
          >
            {action ? (
              <span
                css={{
                  padding: `${theme.space[2]} ${theme.space[5]}`,
                  borderRadius: theme.radii.pill,
                  background: theme.colors.ink,
                  color: theme.colors.textOnDark,
                  fontWeight: theme.fontWeights.semibold,
                  boxShadow: theme.shadows.raised,
                }}
              >
                {action}
              </span>
            ) : (
              <span
                aria-hidden="true"
                css={{
                  display: "grid",
                  placeItems: "center",
                  width: 72,
                  height: 72,
                  borderRadius: "50%",
                  background: theme.colors.accent,
                  color: theme.colors.onAccent,
                  boxShadow: theme.shadows.raised,
                }}
              >
                <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            )}
          </button>
        </>
      )}
    </MediaFrame>
  );
}

/** An island: the button loads the frame; the poster is a slot, kept as the server drew it. */
export const EmbedFacadeIsland = island("embed", EmbedFacade, { hydrateOn: "visible" });
