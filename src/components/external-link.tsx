import type { AnchorHTMLAttributes } from "react";

/** A link to another site: always a new tab, never leaking the opener or the referrer. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
