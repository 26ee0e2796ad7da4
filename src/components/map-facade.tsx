import { useTheme } from "@emotion/react";
import { FaArrowUpRightFromSquare } from "./icons/fa-arrow-up-right-from-square";
import { EmbedFacadeIsland } from "./embed-facade";
import { ExternalLink } from "./external-link";

export interface MapFacadeProps {
  /** The map provider's embed address (site settings mapEmbedUrl). */
  embedUrl: string;
  /** The map's page (site settings mapUrl), opened in a new tab. */
  mapUrl: string;
  /** The place shown, e.g. the club's name. */
  place: string;
}

/**
 * A drawn street-map poster (local SVG) shown until the visitor loads the map; the pin, at a fixed size,
 * stands over the poster's middle, right above the button's label at every width.
 */
function MapPoster() {
  const theme = useTheme();
  const { colors } = theme;
  return (
    <div css={{ position: "relative", background: colors.surface }}>
      <svg
        viewBox="0 0 320 180"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
        css={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
      >
        <rect width="320" height="180" fill={colors.surface} />
        <g fill={colors.bg}>
          <rect x="14" y="12" width="84" height="44" rx="3" />
          <rect x="112" y="12" width="96" height="44" rx="3" />
          <rect x="222" y="12" width="84" height="44" rx="3" />
          <rect x="14" y="70" width="84" height="40" rx="3" />
          <rect x="222" y="70" width="84" height="40" rx="3" />
          <rect x="14" y="124" width="134" height="46" rx="3" />
          <rect x="162" y="124" width="144" height="46" rx="3" />
        </g>
        <rect x="112" y="70" width="96" height="40" rx="3" fill={colors.border} />
        <g stroke={colors.border} strokeWidth="3" fill="none">
          <path d="M0 63h320M0 117h320M105 0v180M215 0v180M155 117v63" />
        </g>
        <path
          d="M-10 150 C 80 90, 200 200, 330 100"
          stroke={colors.textOnDarkMuted}
          strokeWidth="6"
          fill="none"
        />
      </svg>
      <svg
        className="map-pin"
        viewBox="-15 -27 30 40"
        width="36"
        height="48"
        aria-hidden="true"
        focusable="false"
        css={{
          position: "absolute",
          left: "50%",
          bottom: "calc(50% + 1.75rem)",
          transform: "translateX(-50%)",
        }}
      >
        <path
          d="M0 -26c-8 0-14 6-14 14 0 10 14 24 14 24s14-14 14-24c0-8-6-14-14-14z"
          fill={colors.accent}
          stroke={colors.bg}
          strokeWidth="2"
        />
        <circle cy="-12" r="5" fill={colors.bg} />
      </svg>
    </div>
  );
}

/** VISIT OUR PLACE: the embedded map behind a click-to-load facade, plus a plain link to the map. */
export function MapFacade({ embedUrl, mapUrl, place }: MapFacadeProps) {
  const theme = useTheme();
  return (
    <div css={{ display: "grid", gap: theme.space[4] }}>
      <div
        css={{
          boxShadow: theme.shadows.card,
          borderRadius: theme.radii.md,
          // Taller on phones, so the poster and its button keep a comfortable size.
          "& > div, & > [data-island] > div": {
            aspectRatio: "4 / 3",
            [theme.mq.up("md")]: { aspectRatio: "21 / 9" },
          },
        }}
      >
        <EmbedFacadeIsland
          src={embedUrl}
          title={`Map: ${place}`}
          label={`Load the interactive map of ${place} (Google Maps)`}
          action="Load the interactive map"
          poster={<MapPoster />}
        />
      </div>
      <p css={{ margin: 0 }}>
        <ExternalLink
          href={mapUrl}
          css={{
            display: "inline-flex",
            alignItems: "center",
            gap: theme.space[2],
            minHeight: theme.sizes.tapTarget,
          }}
        >
          Open the map in a new tab
          <FaArrowUpRightFromSquare aria-hidden="true" focusable="false" size="0.8em" />
        </ExternalLink>
      </p>
    </div>
  );
}
