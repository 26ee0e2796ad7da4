import { useEffect, useState, type ComponentType } from "react";
import { useTheme } from "@emotion/react";
import { HeadSlide } from "./college-head-slide";
import type { CollegeHeadsCarouselProps } from "./college-heads-carousel";
import { island } from "./island";

/**
 * The college heads' carousel. Its island hydrates when it comes near the viewport (or is tapped or
 * focused first), and only then fetches react-slick (~17 KB), so only visitors who reach it pay for
 * it. Until then (and for visitors without JavaScript) the first slide is drawn as it will look, with
 * room kept for the controls.
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
  const first = props.heads[0];
  return (
    <div>
      <div css={{ padding: `${theme.space[2]} 0 ${theme.space[5]}` }}>
        {first && <HeadSlide head={first} position={1} count={props.heads.length} />}
      </div>
      <div aria-hidden="true" css={{ height: theme.sizes.tapTarget, marginTop: theme.space[6] }} />
    </div>
  );
}

/** An island: the carousel loads and runs in the browser. */
export const CollegeHeadsIsland = island("college-heads", CollegeHeads, { hydrateOn: "visible" });
