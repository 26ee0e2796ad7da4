import { useEffect, useRef } from "react";
import Slider from "react-slick";
import { css, useTheme, type Theme } from "@emotion/react";
import { HeadSlide, SLIDE_GAP_PX } from "./college-head-slide";
import { useReducedMotion } from "../hooks/use-motion-preferences";

const SLIDE_SPEED_MS = 500;

/** The few rules of slick.css the carousel needs (the stylesheet itself is not shipped). */
const slickStyles = (theme: Theme) => css`
  overflow: hidden;
  margin-inline: -${theme.space[4]};
  padding-inline: ${theme.space[4]};
  .slick-slider {
    position: relative;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    position: relative;
    overflow: hidden;
    margin: 0 -${SLIDE_GAP_PX / 2}px;
    padding: 0;
  }
  .slick-list:focus {
    outline: none;
  }
  .slick-track {
    position: relative;
    left: 0;
    top: 0;
    display: flex;
  }
  .slick-slide {
    min-height: 1px;
    height: auto;
    padding: ${theme.space[2]} ${SLIDE_GAP_PX / 2}px ${theme.space[5]};
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-slide[aria-hidden="true"] {
    visibility: hidden;
    transition: visibility 0s linear ${theme.motion.transition * 2}ms;
  }
`;

export interface CollegeHeadsTrackProps {
  heads: readonly Queries.CollegeHeadSlideFragment[];
  /** The slide to show; the track slides to it when it changes. */
  current: number;
  /** Told the slide a swipe moved to. */
  onChange: (index: number) => void;
}

/**
 * The college heads' slides, one at a time (react-slick), opening at `current`. The controls are
 * CollegeHeads' own; nothing auto-advances; slides out of view are hidden and out of the tab order.
 */
export function CollegeHeadsTrack({ heads, current, onChange }: CollegeHeadsTrackProps) {
  const theme = useTheme();
  const slider = useRef<Slider>(null);
  /** The slide the track is at, or moving to. */
  const shown = useRef(current);
  const reducedMotion = useReducedMotion();
  const count = heads.length;

  useEffect(() => {
    if (current === shown.current) return;
    shown.current = current;
    slider.current?.slickGoTo(current);
  }, [current]);

  return (
    <div css={slickStyles(theme)}>
      <Slider
        ref={slider}
        initialSlide={current}
        infinite={false}
        arrows={false}
        accessibility={false}
        speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
        beforeChange={(_from, to) => {
          shown.current = to;
          onChange(to);
        }}
        waitForAnimate={false}
      >
        {heads.map((head, index) => (
          <HeadSlide key={head.slug} head={head} position={index + 1} count={count} />
        ))}
      </Slider>
    </div>
  );
}
