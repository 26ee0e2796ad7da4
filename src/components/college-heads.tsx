import { useEffect, useState, type ComponentType } from "react";
import { css, useTheme, type Theme } from "@emotion/react";
import { HeadSlide, SLIDE_GAP_PX } from "./college-head-slide";
import type { CollegeHeadsCarouselProps } from "./college-heads-carousel";
import { island } from "./island";

/**
 * Every slide is in the server's HTML (for crawlers, and for visitors without JavaScript, who see them
 * one under another). Until the carousel arrives, the first is drawn where react-slick will draw it (the
 * same clipping, gap and padding as the carousel's slick rules) and the others wait beside it, hidden.
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
 * The college heads' carousel. Its island hydrates when it comes near the viewport (or is tapped or
 * focused first), and only then fetches react-slick (~17 KB), so only visitors who reach it pay for
 * it. Until then the first slide is drawn as it will look, with room kept for the controls; without
 * JavaScript every slide shows, one under another.
 */
export function CollegeHeads(props: CollegeHeadsCarouselProps) {
  const theme = useTheme();
  const [Carousel, setCarousel] = useState<ComponentType<CollegeHeadsCarouselProps> | null>(null);

  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "island-college-heads.carousel" */ "./college-heads-carousel").then(
      (module) => {
        if (live) setCarousel(() => module.CollegeHeadsCarousel);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (Carousel) return <Carousel {...props} />;
  const count = props.heads.length;
  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby={props.labelledBy}>
      <div css={trackStyles(theme)}>
        <div>
          {props.heads.map((head, index) => (
            <div key={head.slug}>
              <HeadSlide head={head} position={index + 1} count={count} />
            </div>
          ))}
        </div>
      </div>
      <div
        aria-hidden="true"
        css={{
          height: theme.sizes.tapTarget,
          marginTop: theme.space[6],
          "html:not(.js) &": { display: "none" },
        }}
      />
    </div>
  );
}

/** An island: the carousel loads and runs in the browser. */
export const CollegeHeadsIsland = island("college-heads", CollegeHeads, { hydrateOn: "visible" });
