import type { AnchorHTMLAttributes } from "react";

/** id of the one "opens in a new tab" note every external link is described by (see NewTabNote). */
export const NEW_TAB_NOTE_ID = "new-tab-note";

/**
 * A link to another site in a new tab, without opener or referrer; "opens in a new tab" is its description.
 * A sponsor's link is `sponsored` and keeps the referrer (origin only), so the sponsor sees the visits.
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
