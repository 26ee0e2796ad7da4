import { useEffect, useRef, useState } from "react";
import { withPrefix } from "../lib/with-prefix";
import { objectPositionOf } from "../lib/focus-position";
import { island } from "./island";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTheme, type Theme } from "@emotion/react";
import { FaChevronRight } from "./icons/fa-chevron-right";
import { FaPause } from "./icons/fa-pause";
import { FaPlay } from "./icons/fa-play";
import { Container, buttonStyles, Picture, roundIconButton } from "./ui";
import {
  prefersSavedData,
  useAfterLoadIdle,
  useReducedMotion,
  useUncovered,
} from "../hooks/use-motion-preferences";
import { PAGE_ROUTES } from "../lib/routes";

/** Height of the picture band on phones: the full width at 3:2. */
const PHONE_BAND_HEIGHT = "66.667vw";

/**
 * Where the poster, the videos and the scrim sit: the 3:2 band on phones, the whole hero from md; up to
 * xl it starts a third of the way in, fading in from the left, so the car stays right of the words.
 */
const mediaBox = (theme: Theme) => {
  const fadeIn = `linear-gradient(to right, transparent, ${theme.colors.ink} 30%)`;
  return {
    position: "absolute",
    insetInline: 0,
    top: 0,
    // Whole pixels where the browser has round(), so a clip is never larger than the poster (emotion
    // writes both values: a browser without round() keeps the first).
    height: [PHONE_BAND_HEIGHT, `round(down, ${PHONE_BAND_HEIGHT}, 1px)`],
    [theme.mq.up("md")]: { inset: 0, height: "auto" },
    [theme.mq.between("md", "xl")]: {
      left: "35%",
      // Chromium before 120 reads only the prefixed one (src/lib/emotion-cache.ts writes no prefixes).
      WebkitMaskImage: fadeIn,
      maskImage: fadeIn,
    },
  } as const;
};

/** How long before the playing clip ends the next one starts loading (never earlier). */
const NEXT_CLIP_LEAD_S = 1.5;

export interface HeroProps {
  poster: IGatsbyImageData | null;
  posterAlt: string;
  /** Which side of the poster stays in view as the hero's box crops it (the home copy's `imageFocus`). */
  posterFocus?: string | null;
  welcome: string;
  /** The large words, in order (the home copy's `taglines`); the last one is in the accent colour. */
  taglines: readonly string[];
  /** The background clips in static/videos (the home copy's `heroVideos`), played one after the other in a loop. */
  videos: readonly { webm: string; mp4: string }[];
}

/**
 * The hero's muted background videos over the poster, and their pause/play button: created once the page
 * has loaded, the browser is idle and the loading screen has gone (on a phone once Play is pressed);
 * never under prefers-reduced-motion or Data Saver. Until then the poster stays.
 */
function HeroVideos({ videos: clips }: Pick<HeroProps, "videos">) {
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const idle = useAfterLoadIdle();
  const uncovered = useUncovered(idle);
  const videosOn = idle && uncovered && clips.length > 0 && !reducedMotion && !prefersSavedData();

  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  /** The clips allowed to load: the first at once, each next one when the one before nears its end. */
  const [loading, setLoading] = useState<readonly number[]>([0]);
  // On a phone (below md) the clips wait for the visitor's Play, decided on the screen the page opened on.
  const [paused, setPaused] = useState(
    () => typeof window !== "undefined" && window.matchMedia(theme.media.down("md")).matches,
  );
  /** No clip element exists (so nothing is fetched) until the clips first play. */
  const [started, setStarted] = useState(!paused);
  const load = (index: number) =>
    setLoading((current) => (current.includes(index) ? current : [...current, index]));

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

  /** One clip loops on its own; with more, each plays once and hands over to the next. */
  const single = clips.length === 1;
  const onPlaying = (index: number) => {
    setShown(index);
    // The clip played before this one starts from its beginning next time (not a single clip: it would seek for ever).
    if (single) return;
    const other = videos.current[(index + 1) % clips.length];
    if (other && other.currentTime > 0) other.currentTime = 0;
  };

  if (!videosOn) return null;
  // Before the words in the page, so the pause button comes first (WCAG 2.2.2).
  return (
    <>
      <div css={[mediaBox(theme), { zIndex: -2 }]}>
        {(started ? clips : []).map((clip, index) => (
          <video
            key={clip.mp4}
            ref={(element) => {
              videos.current[index] = element;
            }}
            data-testid="hero-video"
            aria-hidden="true"
            muted
            playsInline
            loop={single}
            preload={loading.includes(index) ? "auto" : "none"}
            onPlaying={() => onPlaying(index)}
            onTimeUpdate={
              single
                ? undefined
                : ({ currentTarget: { currentTime, duration } }) => {
                    if (duration - currentTime <= NEXT_CLIP_LEAD_S) load((index + 1) % clips.length);
                  }
            }
            onEnded={() => setActive((index + 1) % clips.length)}
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
      <button
        type="button"
        onClick={() => {
          setStarted(true);
          setPaused((value) => !value);
        }}
        aria-label={paused ? "Play background video" : "Pause background video"}
        css={{
          position: "absolute",
          insetInlineEnd: theme.space[3],
          insetBlockStart: theme.space[3],
          [theme.mq.up("md")]: {
            insetBlockStart: "auto",
            insetInlineEnd: theme.space[4],
            insetBlockEnd: theme.space[4],
          },
          ...roundIconButton(theme, theme.colors.textOnDark),
          background: `${theme.colors.ink}99`,
          "&:hover": { background: theme.colors.ink },
          "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
        }}
      >
        {paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
      </button>
    </>
  );
}

export const HeroVideosIsland = island("hero", HeroVideos);

/** Runs of words in capitals, such as "SAE ZHCET" (a name written as initials), captured for split(). */
const INITIALS = /(\b[A-Z]{2,}(?: [A-Z]{2,})+\b)/;

/** The welcome line, its names in initials ("SAE ZHCET") kept on one line (without U+00A0 in the name). */
function WelcomeLine({ text }: { text: string }) {
  const nowrap = { whiteSpace: "nowrap" } as const;
  return (
    <>
      {text.split(INITIALS).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} css={nowrap}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The home page's opening band; only the background videos and their button are an island. */
export function Hero({ poster, posterAlt, posterFocus, welcome, taglines, videos }: HeroProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="hero-title"
      css={{
        position: "relative",
        isolation: "isolate",
        overflow: "hidden",
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        background: theme.colors.ink,
        color: theme.colors.textOnDark,
        // Phones: the picture is a full-width 3:2 band (the whole car), the words start over its foot.
        paddingTop: `calc(${PHONE_BAND_HEIGHT} - ${theme.space[7]})`,
        paddingBottom: theme.space[7],
        [theme.mq.up("md")]: {
          justifyContent: "center",
          // The screen below the fixed header (logo strip and bar), so the pause button stays in view.
          minHeight: `min(calc(100svh - ${theme.sizes.stripHeight} - ${theme.sizes.navHeight}), 52rem)`,
          paddingBlock: `${theme.space[9]} ${theme.space[8]}`,
        },
      }}
    >
      <div css={[mediaBox(theme), { zIndex: -2 }]}>
        {poster && (
          <Picture
            image={poster}
            alt={posterAlt}
            priority
            sizes="100vw"
            css={{
              position: "absolute",
              inset: 0,
              img: { height: "100%", objectFit: "cover", objectPosition: objectPositionOf(posterFocus) },
            }}
          />
        )}
      </div>
      <div
        aria-hidden="true"
        css={[
          mediaBox(theme),
          {
            zIndex: -1,
            // A scrim only where the words sit (the foot of the band; the left on wide screens), dark
            // enough there that the words keep 4.5:1 over any frame, a white one included.
            background: `linear-gradient(to bottom, ${theme.colors.ink}00 40%, ${theme.colors.ink}cc 78%, ${theme.colors.ink} 100%)`,
            [theme.mq.up("md")]: {
              background: `linear-gradient(to right, ${theme.colors.ink}f2 0%, ${theme.colors.ink}cc 45%, ${theme.colors.ink}00 75%)`,
            },
          },
        ]}
      />
      <HeroVideosIsland videos={videos} />
      <Container>
        <p
          css={{
            display: "flex",
            flexWrap: "wrap",
            columnGap: "0.35em",
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.hero,
            fontWeight: theme.fontWeights.bold,
            lineHeight: 0.95,
            letterSpacing: "0.02em",
            [theme.mq.up("md")]: { flexDirection: "column" },
          }}
        >
          {taglines.map((word, index) => (
            <span
              key={word}
              css={index === taglines.length - 1 ? { color: theme.colors.accentOnDark } : undefined}
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
            // As many lines in Inter as in its fallback (widths in em, not ch): two on a phone wide enough
            // for "Welcome to the SAE ZHCET" in either face, otherwise three.
            maxWidth: "10em",
            [`@media (min-width: calc(13.75 * ${theme.fontSizes.xl} + 2 * ${theme.space[4]})) and ${theme.media.down("md")}`]:
              { maxWidth: "13.86em" },
            textWrap: "balance",
            margin: `0 0 ${theme.space[6]}`,
            [theme.mq.up("md")]: { fontSize: theme.fontSizes.h3 },
          }}
        >
          <WelcomeLine text={welcome} />
        </h1>
        <a
          href={PAGE_ROUTES.about}
          css={[
            buttonStyles(theme, "primary"),
            {
              svg: {
                opacity: 0,
                transform: "translateX(-0.4em)",
                transition: `opacity ${theme.motion.transition}ms, transform ${theme.motion.transition}ms ${theme.motion.easing}`,
              },
              "&:hover svg, &:focus svg": { opacity: 1, transform: "none" },
              // As wide as the chevron (and the gap before it), so the label stays centred.
              "&::before": { content: '""', width: "1em" },
              "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
            },
          ]}
        >
          About Us
          <FaChevronRight aria-hidden="true" focusable="false" />
        </a>
      </Container>
    </section>
  );
}
