import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTheme } from "@emotion/react";
import { whenVisible } from "../lib/when-visible";
import { HeadSlide } from "./college-head-slide";
import type { CollegeHeadsCarouselProps } from "./college-heads-carousel";
import { island } from "./island";

/**
 * The college heads' carousel, loaded when it comes near the viewport. Until then (and for visitors
 * without JavaScript) the first slide is drawn as it will look, with room kept for the controls, so
 * react-slick's ~17 KB are paid only by visitors who scroll to it.
 */
export function CollegeHeads(props: CollegeHeadsCarouselProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const [Carousel, setCarousel] = useState<ComponentType<CollegeHeadsCarouselProps> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    // Near, not far: on a phone the carousel starts just below the first screen (923 px down on a
    // 412 × 823 one), and a 600 px margin fetched and started it on every first view.
    const stop = whenVisible(element, "50px 0px", (inView) => {
      if (!inView) return;
      stop();
      void import(/* webpackChunkName: "island-college-heads.carousel" */ "./college-heads-carousel").then(
        (module) => {
          if (live) setCarousel(() => module.CollegeHeadsCarousel);
        },
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (Carousel) return <Carousel {...props} />;
  const first = props.heads[0];
  return (
    <div ref={ref}>
      <div css={{ padding: `${theme.space[2]} 0 ${theme.space[5]}` }}>
        {first && <HeadSlide head={first} position={1} count={props.heads.length} />}
      </div>
      <div aria-hidden="true" css={{ height: theme.sizes.tapTarget, marginTop: theme.space[6] }} />
    </div>
  );
}

/** An island: the carousel loads and runs in the browser. */
export const CollegeHeadsIsland = island("college-heads", CollegeHeads, { hydrateOn: "visible" });
