import { useEffect, useState, type ComponentType } from "react";
import { useInView } from "react-intersection-observer";
import { useTheme } from "@emotion/react";
import { HeadSlide } from "./college-head-slide";
import type { CollegeHeadsCarouselProps } from "./college-heads-carousel";

/**
 * The college heads' carousel, loaded when it comes near the viewport. Until then (and for visitors
 * without JavaScript) the first slide is drawn as it will look, with room kept for the controls, so
 * react-slick's ~17 KB are paid only by visitors who scroll to it.
 */
export function CollegeHeads(props: CollegeHeadsCarouselProps) {
  const theme = useTheme();
  const { ref, inView } = useInView({ rootMargin: "600px 0px", triggerOnce: true, fallbackInView: true });
  const [Carousel, setCarousel] = useState<ComponentType<CollegeHeadsCarouselProps> | null>(null);

  useEffect(() => {
    if (!inView || Carousel) return;
    let live = true;
    void import("./college-heads-carousel").then((module) => {
      if (live) setCarousel(() => module.CollegeHeadsCarousel);
    });
    return () => {
      live = false;
    };
  }, [inView, Carousel]);

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
