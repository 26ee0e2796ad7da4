import { useTheme } from "@emotion/react";
import { plainList } from "./ui";

export interface Crumb {
  label: string;
  to: string;
}

/**
 * "Homepage › …" trail for PageHeader's dark band; the last crumb is the current page. Each "›" ends its
 * crumb's unwrapping line box, so a wrapped trail never starts with one.
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const theme = useTheme();
  return (
    <nav aria-label="Breadcrumb" css={{ marginBottom: theme.space[4] }}>
      <ol
        css={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          columnGap: theme.space[2],
          ...plainList,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textOnDarkMuted,
          li: { display: "flex", alignItems: "center", gap: theme.space[2] },
        }}
      >
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.to}>
              <span
                aria-current="page"
                css={{
                  color: theme.colors.textOnDark,
                  fontWeight: theme.fontWeights.semibold,
                }}
              >
                {crumb.label}
              </span>
            </li>
          ) : (
            <li key={crumb.to}>
              <a
                href={crumb.to}
                css={{
                  display: "inline-flex",
                  alignItems: "center",
                  minHeight: 32,
                  color: "inherit",
                  textUnderlineOffset: "0.2em",
                }}
              >
                {crumb.label}
              </a>
              <span
                aria-hidden="true"
                data-separator
                css={{
                  color: theme.colors.accentOnDark,
                  fontWeight: theme.fontWeights.bold,
                }}
              >
                ›
              </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The same trail as schema.org BreadcrumbList JSON-LD for the page head. */
export function breadcrumbJsonLd(trail: Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.to === "/" ? "" : crumb.to}`,
    })),
  };
}
