import { Link } from "gatsby";
import { NAV_ITEMS, isDropdown } from "../lib/navigation";
import { useSiteSettings } from "../hooks/use-site-settings";

export function SiteHeader({ pathname }: { pathname: string }) {
  const site = useSiteSettings();
  const current = (to: string) => (to === pathname ? ("page" as const) : undefined);
  return (
    <header>
      <Link to="/">
        <img src={site.logo.publicURL ?? ""} alt={`${site.shortName} home`} width={150} height={50} />
      </Link>
      <nav aria-label="Main">
        <ul>
          {NAV_ITEMS.map((item) =>
            isDropdown(item) ? (
              <li key={item.label}>
                <span>{item.label}</span>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <Link to={child.to} aria-current={current(child.to)}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <Link to={item.to} aria-current={current(item.to)}>
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
