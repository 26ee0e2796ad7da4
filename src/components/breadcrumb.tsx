import { Link } from "gatsby";

export interface Crumb {
  label: string;
  to: string;
}

/** "Homepage > …" trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.to}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
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
