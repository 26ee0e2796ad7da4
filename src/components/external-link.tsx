import type { AnchorHTMLAttributes } from "react";

/** id of the one "opens in a new tab" note every external link is described by (see NewTabNote). */
export const NEW_TAB_NOTE_ID = "new-tab-note";

/**
 * A link to another site: always a new tab, never leaking the opener or the referrer. Screen readers
 * announce "opens in a new tab" as the link's description, so its name stays its visible text. A sponsor's
 * link is marked `sponsored` for search engines and keeps the referrer (the origin only, by the site's
 * Referrer-Policy), so the sponsor sees the visits the club sends.
 */
export function ExternalLink({
  children,
  "aria-describedby": describedBy,
  sponsored = false,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; sponsored?: boolean }) {
  return (
    <a
      {...props}
      target="_blank"
      rel={sponsored ? "sponsored noopener" : "noopener noreferrer"}
      aria-describedby={describedBy ? `${describedBy} ${NEW_TAB_NOTE_ID}` : NEW_TAB_NOTE_ID}
    >
      {children}
    </a>
  );
}

/** The shared description text, rendered once by the layout; hidden from view and from browsing. */
export function NewTabNote() {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden>
      opens in a new tab
    </span>
  );
}
