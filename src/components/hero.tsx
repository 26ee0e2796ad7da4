import { useEffect, useRef, useState } from "react";
import { Link, withPrefix } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useTheme } from "@emotion/react";
import { FaChevronRight, FaPause, FaPlay } from "./icons";
import { Container, buttonStyles, fetchFirst } from "./ui";
import { prefersSavedData, useAfterLoadIdle, useReducedMotion } from "../hooks/use-motion-preferences";
import { PAGE_ROUTES } from "../lib/routes";

/** The two background clips (static/videos), played one after the other in a loop. */
const HERO_VIDEOS = [
  { webm: "/videos/hero-1.webm", mp4: "/videos/hero-1.mp4" },
  { webm: "/videos/hero-2.webm", mp4: "/videos/hero-2.mp4" },
] as const;

export const TAGLINES = ["IDEATE.", "DESIGN.", "CREATE."] as const;

export interface HeroProps {
  poster: IGatsbyImageData | null;
  posterAlt: string;
  welcome: string;
}

/**
 * The home page's opening band. The poster image is the first and largest paint; the muted background
 * videos are only created once the page has loaded and the browser is idle, never under
 * prefers-reduced-motion or Data Saver, and a labelled button pauses and resumes them.
 */
export function Hero({ poster, posterAlt, welcome }: HeroProps) {
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const idle = useAfterLoadIdle();
  const videosOn = idle && !reducedMotion && !prefersSavedData();

  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = videos.current[active];
    if (!videosOn || !video) return;
    if (paused) {
      video.pause();
      return;
    }
    // A refused autoplay simply leaves the poster in place.
    video.play()?.catch(() => undefined);
  }, [videosOn, active, paused]);

  const onPlaying = (index: number) => {
    setShown(index);
    const other = videos.current[(index + 1) % HERO_VIDEOS.length];
    if (other && other.currentTime > 0) other.currentTime = 0;
  };

  return (
    <section
      aria-labelledby="hero-title"
      css={{
        position: "relative",
        isolation: "isolate",
        overflow: "hidden",
        display: "flex",
        alignItems: "flex-end",
        minHeight: `min(calc(100svh - ${theme.sizes.navHeight}), 46rem)`,
        background: theme.colors.ink,
        color: theme.colors.textOnDark,
        paddingBlock: `${theme.space[9]} ${theme.space[8]}`,
        [theme.mq.up("md")]: {
          alignItems: "center",
          minHeight: `min(calc(100svh - ${theme.sizes.navHeight}), 52rem)`,
        },
      }}
    >
      <div css={{ position: "absolute", inset: 0, zIndex: -2 }}>
        {poster && (
          <GatsbyImage
            image={poster}
            alt={posterAlt}
            loading="eager"
            {...fetchFirst}
            sizes="100vw"
            style={{ position: "absolute", inset: 0, height: "100%", width: "100%" }}
            objectFit="cover"
          />
        )}
        {videosOn &&
          HERO_VIDEOS.map((clip, index) => (
            <video
              key={clip.mp4}
              ref={(element) => {
                videos.current[index] = element;
              }}
              data-testid="hero-video"
              aria-hidden="true"
              muted
              playsInline
              preload={index === 0 || shown !== null ? "auto" : "none"}
              onPlaying={() => onPlaying(index)}
              onEnded={() => setActive((index + 1) % HERO_VIDEOS.length)}
              css={{
                position: "absolute",
                inset: 0,
                width: "100%",
                height: "100%",
                objectFit: "cover",
                opacity: shown === index ? 1 : 0,
                transition: `opacity ${theme.motion.transition * 2}ms ${theme.motion.easing}`,
              }}
            >
              <source src={withPrefix(clip.webm)} type="video/webm" />
              <source src={withPrefix(clip.mp4)} type="video/mp4" />
            </video>
          ))}
      </div>
      <div
        aria-hidden="true"
        css={{
          position: "absolute",
          inset: 0,
          zIndex: -1,
          background: `linear-gradient(to top, ${theme.colors.ink}f2 0%, ${theme.colors.ink}b3 45%, ${theme.colors.ink}66 100%)`,
          [theme.mq.up("md")]: {
            background: `linear-gradient(to right, ${theme.colors.ink}f2 0%, ${theme.colors.ink}b3 50%, ${theme.colors.ink}40 100%)`,
          },
        }}
      />
      <Container>
        <p
          css={{
            display: "flex",
            flexWrap: "wrap",
            columnGap: "0.35em",
            margin: `0 0 ${theme.space[4]}`,
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.hero,
            fontWeight: theme.fontWeights.bold,
            lineHeight: 0.95,
            letterSpacing: "0.02em",
            [theme.mq.up("md")]: { flexDirection: "column" },
          }}
        >
          {TAGLINES.map((word, index) => (
            <span
              key={word}
              css={index === TAGLINES.length - 1 ? { color: theme.colors.accentOnDark } : undefined}
            >
              {word}
            </span>
          ))}
        </p>
        <h1
          id="hero-title"
          css={{
            fontFamily: theme.fonts.body,
            fontSize: theme.fontSizes.xl,
            fontWeight: theme.fontWeights.semibold,
            textTransform: "none",
            lineHeight: theme.lineHeights.snug,
            letterSpacing: 0,
            maxWidth: "28ch",
            margin: `0 0 ${theme.space[6]}`,
            [theme.mq.up("md")]: { fontSize: theme.fontSizes.h3 },
          }}
        >
          {welcome}
        </h1>
        <Link
          to={PAGE_ROUTES.about}
          css={[
            buttonStyles(theme, "primary"),
            {
              svg: {
                opacity: 0,
                transform: "translateX(-0.4em)",
                transition: `opacity ${theme.motion.transition}ms, transform ${theme.motion.transition}ms ${theme.motion.easing}`,
              },
              "&:hover svg, &:focus svg": { opacity: 1, transform: "none" },
              "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
            },
          ]}
        >
          About Us
          <FaChevronRight aria-hidden="true" focusable="false" />
        </Link>
      </Container>
      {videosOn && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? "Play background video" : "Pause background video"}
          css={{
            position: "absolute",
            insetInlineEnd: theme.space[4],
            insetBlockEnd: theme.space[4],
            display: "grid",
            placeItems: "center",
            width: 44,
            height: 44,
            padding: 0,
            borderRadius: theme.radii.pill,
            border: `2px solid ${theme.colors.textOnDark}`,
            background: `${theme.colors.ink}99`,
            color: theme.colors.textOnDark,
            cursor: "pointer",
            transition: `background ${theme.motion.transition}ms`,
            "&:hover": { background: theme.colors.ink },
            "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
          }}
        >
          {paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
        </button>
      )}
    </section>
  );
}
