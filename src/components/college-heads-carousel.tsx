import { useRef, useState } from "react";
import Slider from "react-slick";
import { css, useTheme, type Theme } from "@emotion/react";
import { FaChevronLeft } from "./icons/fa-chevron-left";
import { FaChevronRight } from "./icons/fa-chevron-right";
import { HeadSlide, SLIDE_GAP_PX } from "./college-head-slide";
import { useReducedMotion } from "../hooks/use-motion-preferences";
import { roundIconButton } from "./ui/round-icon-button";

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

export interface CollegeHeadsCarouselProps {
  heads: readonly Queries.CollegeHeadSlideFragment[];
  /** id of the heading that names the carousel. */
  labelledBy: string;
}

/**
 * Messages from the college heads, one slide at a time (react-slick). Its arrows and dots are real,
 * labelled buttons; nothing auto-advances; slides out of view are hidden from assistive technology and
 * from the tab order.
 */
export function CollegeHeadsCarousel({ heads, labelledBy }: CollegeHeadsCarouselProps) {
  const theme = useTheme();
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(0);
  const reducedMotion = useReducedMotion();
  const count = heads.length;
  const goTo = (index: number) => slider.current?.slickGoTo((index + count) % count);

  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <div css={slickStyles(theme)}>
        <Slider
          ref={slider}
          slidesToShow={1}
          slidesToScroll={1}
          infinite={false}
          arrows={false}
          dots={false}
          autoplay={false}
          accessibility={false}
          speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
          beforeChange={(_from, to) => setCurrent(to)}
          waitForAnimate={false}
        >
          {heads.map((head, index) => (
            <HeadSlide key={head.slug} head={head} position={index + 1} count={count} />
          ))}
        </Slider>
      </div>
      <div
        css={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          gap: theme.space[4],
          marginTop: theme.space[6],
        }}
      >
        <ArrowButton label="Previous slide" onClick={() => goTo(current - 1)}>
          <FaChevronLeft aria-hidden="true" />
        </ArrowButton>
        <ul css={{ display: "flex", gap: theme.space[1], listStyle: "none", margin: 0, padding: 0 }}>
          {heads.map((head, index) => (
            <li key={head.slug}>
              <button
                type="button"
                aria-label={`Go to slide ${index + 1} of ${count}`}
                aria-current={index === current ? "true" : undefined}
                onClick={() => goTo(index)}
                css={{
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
                  // Forced colours repaint the current dot's fill in Canvas: it takes the system's
                  // selection colour, the others the button text's ring.
                  "@media (forced-colors: active)": {
                    "&::before": { forcedColorAdjust: "none", borderColor: "ButtonText" },
                    "&[aria-current='true']::before": { background: "Highlight", borderColor: "Highlight" },
                  },
                }}
              />
            </li>
          ))}
        </ul>
        <ArrowButton label="Next slide" onClick={() => goTo(current + 1)}>
          <FaChevronRight aria-hidden="true" />
        </ArrowButton>
      </div>
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        {`Slide ${current + 1} of ${count}: ${heads[current]?.name ?? ""}`}
      </p>
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  const theme = useTheme();
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      css={{
        ...roundIconButton(theme, theme.colors.text),
        background: "transparent",
        "&:hover": { background: theme.colors.text, color: theme.colors.bg },
      }}
    >
      {children}
    </button>
  );
}
