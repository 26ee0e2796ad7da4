import { useEffect, useState, type ComponentType } from "react";
import { css, useTheme, type Theme } from "@emotion/react";
import { FaChevronLeft } from "./icons/fa-chevron-left";
import { FaChevronRight } from "./icons/fa-chevron-right";
import { HeadSlide, SLIDE_GAP_PX } from "./college-head-slide";
import type { CollegeHeadsTrackProps } from "./college-heads-carousel";
import { roundIconButton } from "./ui/round-icon-button";
import { island } from "./island";

/**
 * Every slide is in the server's HTML; until the carousel arrives the first is drawn where react-slick
 * will draw it and the others wait beside it, hidden.
 */
const trackStyles = (theme: Theme) => css`
  overflow: hidden;
  margin-inline: -${theme.space[4]};
  padding-inline: ${theme.space[4]};
  > div {
    display: flex;
    margin: 0 -${SLIDE_GAP_PX / 2}px;
    overflow: hidden;
  }
  > div > div {
    flex: 0 0 100%;
    padding: ${theme.space[2]} ${SLIDE_GAP_PX / 2}px ${theme.space[5]};
  }
  > div > div + div {
    visibility: hidden;
  }
  html:not(.js) & > div {
    display: grid;
    gap: ${theme.space[6]};
    margin: 0;
  }
  html:not(.js) & > div > div {
    padding: ${theme.space[2]} 0 0;
    visibility: visible;
  }
`;

/**
 * The college heads' carousel: hydrates near the viewport and only then fetches react-slick. Its arrows
 * and dots are in the server's HTML and stay the same elements, so Tab reaches them before anything
 * loads. Without JavaScript every slide shows and the controls are hidden.
 */
export function CollegeHeads({
  heads,
  labelledBy,
}: {
  heads: readonly Queries.CollegeHeadSlideFragment[];
  labelledBy: string;
}) {
  const theme = useTheme();
  const [Track, setTrack] = useState<ComponentType<CollegeHeadsTrackProps> | null>(null);
  const [current, setCurrent] = useState(0);
  const count = heads.length;
  const goTo = (index: number) => setCurrent((index + count) % count);
  const arrow = {
    ...roundIconButton(theme, theme.colors.text),
    background: "transparent",
    "&:hover": { background: theme.colors.text, color: theme.colors.bg },
  };

  useEffect(() => {
    void import(/* webpackChunkName: "island-college-heads.carousel" */ "./college-heads-carousel").then(
      (module) => setTrack(() => module.CollegeHeadsTrack),
    );
  }, []);

  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      {Track ? (
        <Track heads={heads} current={current} onChange={setCurrent} />
      ) : (
        <div css={trackStyles(theme)}>
          <div>
            {heads.map((head, index) => (
              <div key={head.slug}>
                <HeadSlide head={head} position={index + 1} count={count} />
              </div>
            ))}
          </div>
        </div>
      )}
      <div
        css={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          gap: theme.space[4],
          marginTop: theme.space[6],
          "html:not(.js) &": { display: "none" },
        }}
      >
        <button type="button" aria-label="Previous slide" onClick={() => goTo(current - 1)} css={arrow}>
          <FaChevronLeft aria-hidden="true" />
        </button>
        <ul css={{ display: "flex", gap: theme.space[1], listStyle: "none", margin: 0, padding: 0 }}>
          {heads.map((head, index) => (
            <li key={head.slug}>
              <button
                type="button"
                aria-label={`Go to slide ${index + 1} of ${count}`}
                aria-current={index === current ? "true" : undefined}
                onClick={() => goTo(index)}
                css={dotStyles(theme)}
              />
            </li>
          ))}
        </ul>
        <button type="button" aria-label="Next slide" onClick={() => goTo(current + 1)} css={arrow}>
          <FaChevronRight aria-hidden="true" />
        </button>
      </div>
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {`Slide ${current + 1} of ${count}: ${heads[current]?.name ?? ""}`}
      </p>
    </div>
  );
}

/** A pagination dot: a ring, the current one a filled bar. */
const dotStyles = (theme: Theme) =>
  css({
    display: "grid",
    placeItems: "center",
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    background: "transparent",
    cursor: "pointer",
    "&::before": {
      content: '""',
      width: 12,
      height: 12,
      borderRadius: theme.radii.pill,
      border: `2px solid ${theme.colors.textMuted}`,
      transition: `all ${theme.motion.transition}ms ${theme.motion.easing}`,
    },
    "&:hover::before": { borderColor: theme.colors.accent },
    "&[aria-current='true']::before": {
      width: 28,
      background: theme.colors.accent,
      borderColor: theme.colors.accent,
    },
    // Forced colours: the current dot in the selection colour, the others a ring of button text.
    "@media (forced-colors: active)": {
      "&::before": { forcedColorAdjust: "none", borderColor: "ButtonText" },
      "&[aria-current='true']::before": { background: "Highlight", borderColor: "Highlight" },
    },
  });

export const CollegeHeadsIsland = island("college-heads", CollegeHeads, { hydrateOn: "visible" });
