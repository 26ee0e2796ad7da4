import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link } from "gatsby";
import { css, type Theme } from "@emotion/react";
import { holdsCurrent, isCurrentPage, isDropdown, navItems, type NavLink } from "../lib/navigation";
import { useTeamLinks } from "../hooks/use-team-links";

export const MENU_ID = "main-menu";

const idFor = (label: string) => `nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Moves focus within a dropdown's links: ArrowDown/ArrowUp (wrapping), Home, End. */
function moveFocus(list: HTMLElement, key: string): boolean {
  const links = Array.from(list.querySelectorAll<HTMLAnchorElement>("a[href]"));
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = {
    ArrowDown: links[(index + 1) % links.length],
    ArrowUp: links[(index - 1 + links.length) % links.length],
    Home: links[0],
    End: links[links.length - 1],
  }[key];
  if (!next) return false;
  next.focus();
  return true;
}

/**
 * The main menu (SPEC §2 "Navigation bar"), following the WAI-ARIA disclosure navigation pattern:
 * dropdowns open from real buttons (aria-expanded, aria-controls), Escape closes the open one and
 * returns focus to its button, a click outside or focus leaving closes it, and the current page's
 * link has aria-current="page" (its dropdown's button a visual mark). Below md the whole menu hides
 * behind a "Menu" toggle; choosing any item closes it.
 */
export function SiteNav({
  pathname,
  onOpenChange,
}: {
  pathname: string;
  /** Told whether the collapsed menu is open (the header then stays fully shown). */
  onOpenChange?: (open: boolean) => void;
}) {
  const teamLinks = useTeamLinks();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<"first" | "last" | null>(null);

  const closeAll = useCallback(() => {
    setExpanded(null);
    setMenuOpen(false);
  }, []);

  // A new page (also by the browser's back button) starts with everything closed.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    closeAll();
  }

  useEffect(() => onOpenChange?.(menuOpen), [menuOpen, onOpenChange]);

  // Focus the first or last link of a dropdown just opened with ArrowDown or ArrowUp.
  useEffect(() => {
    if (!expanded || !pendingFocus.current) return;
    const links = document.querySelectorAll<HTMLAnchorElement>(`#${idFor(expanded)}-menu a[href]`);
    const target = pendingFocus.current === "first" ? links[0] : links[links.length - 1];
    pendingFocus.current = null;
    target?.focus();
  }, [expanded]);

  // While anything is open: a click outside the menu or Escape closes it.
  useEffect(() => {
    if (!expanded && !menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!navRef.current?.contains(target) || target.classList.contains("nav-backdrop")) closeAll();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (expanded) {
        setExpanded(null);
        buttons.current.get(expanded)?.focus();
      } else {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [expanded, menuOpen, closeAll]);

  // Focus moving out of the menu (Tab past its last item) closes it, so nothing open hides the page.
  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) closeAll();
  };

  const onDropdownBlur = (label: string) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next) && expanded === label) setExpanded(null);
  };

  const onButtonKeyDown = (label: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    pendingFocus.current = event.key === "ArrowDown" ? "first" : "last";
    setExpanded(label);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
  };

  const link = ({ label, to }: NavLink, className: string) => (
    <Link
      to={to}
      className={className}
      aria-current={isCurrentPage(to, pathname) ? "page" : undefined}
      onClick={closeAll}
    >
      {label}
    </Link>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated focusout of the links and buttons inside
    <nav aria-label="Main" ref={navRef} onBlur={onNavBlur} css={navStyles} data-open={menuOpen}>
      {/* Dims the page behind the open phone menu; a tap on it closes the menu. */}
      {menuOpen && <div className="nav-backdrop" aria-hidden="true" />}
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="burger" aria-hidden="true" />
        Menu
      </button>
      <ul id={MENU_ID} className="menu">
        {navItems(teamLinks).map((item) => {
          if (!isDropdown(item)) return <li key={item.label}>{link(item, "top-link")}</li>;
          const id = idFor(item.label);
          const open = expanded === item.label;
          return (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated focusout of the button and links inside
            <li key={item.label} className="dropdown" onBlur={onDropdownBlur(item.label)}>
              <button
                ref={(node) => {
                  if (node) buttons.current.set(item.label, node);
                  else buttons.current.delete(item.label);
                }}
                id={`${id}-button`}
                type="button"
                className="top-link"
                aria-expanded={open}
                aria-controls={`${id}-menu`}
                data-current={holdsCurrent(item, pathname) || undefined}
                onClick={() => setExpanded(open ? null : item.label)}
                onKeyDown={onButtonKeyDown(item.label)}
              >
                {item.label}
                <span className="chevron" aria-hidden="true" />
              </button>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the links inside */}
              <ul id={`${id}-menu`} className="submenu" hidden={!open} onKeyDown={onListKeyDown}>
                {item.children.map((child) => (
                  <li key={child.to}>{link(child, "sub-link")}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const navStyles = (theme: Theme) => {
  const { colors, space, fonts, fontSizes, fontWeights, motion, mq, sizes, radii, shadows } = theme;
  const transition = `${motion.transition}ms ${motion.easing}`;
  return css`
    margin-left: auto;

    .menu,
    .submenu {
      list-style: none;
      margin: 0;
      padding: 0;
    }

    .menu-toggle {
      display: inline-flex;
      align-items: center;
      gap: ${space[2]};
      min-height: ${sizes.tapTarget};
      padding: 0 ${space[4]};
      border: 2px solid ${colors.borderOnDark};
      border-radius: ${radii.pill};
      background: transparent;
      color: ${colors.textOnDark};
      font-family: ${fonts.display};
      font-size: ${fontSizes.lg};
      font-weight: ${fontWeights.bold};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      cursor: pointer;
      transition: border-color ${transition};
      &:hover,
      &[aria-expanded="true"] {
        border-color: ${colors.accentOnDark};
      }
    }

    .top-link {
      position: relative;
      display: inline-flex;
      align-items: center;
      gap: ${space[1]};
      min-height: ${sizes.tapTarget};
      border: 0;
      background: transparent;
      color: ${colors.textOnDark};
      font-family: ${fonts.display};
      font-weight: ${fontWeights.bold};
      text-transform: uppercase;
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      &:hover {
        color: ${colors.textOnDark};
      }
    }

    /* Icons drawn in CSS (no icon code shipped): a chevron, and three bars that turn into a cross. */
    .chevron {
      flex: none;
      width: 0.45em;
      height: 0.45em;
      margin: 0 0.15em 0.25em 0.2em;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      transform: rotate(45deg);
      transition: transform ${transition};
    }
    [aria-expanded="true"] > .chevron {
      margin-bottom: -0.15em;
      transform: rotate(225deg);
    }
    .burger,
    .burger::before,
    .burger::after {
      display: block;
      width: 1.125rem;
      height: 2px;
      border-radius: 1px;
      background: currentColor;
      transition:
        transform ${transition},
        background-color ${transition};
    }
    .burger {
      position: relative;
      &::before,
      &::after {
        content: "";
        position: absolute;
        left: 0;
      }
      &::before {
        top: -6px;
      }
      &::after {
        top: 6px;
      }
    }
    [aria-expanded="true"] > .burger {
      background: transparent;
      &::before {
        transform: translateY(6px) rotate(45deg);
      }
      &::after {
        transform: translateY(-6px) rotate(-45deg);
      }
    }

    .sub-link {
      display: flex;
      align-items: center;
      min-height: ${sizes.tapTarget};
      padding: ${space[2]} ${space[4]};
      color: ${colors.textOnDark};
      font-size: ${fontSizes.sm};
      font-weight: ${fontWeights.semibold};
      text-decoration: none;
      border-left: 3px solid transparent;
      transition:
        background-color ${transition},
        border-color ${transition};
      &:hover {
        color: ${colors.textOnDark};
        background: ${colors.ink};
        border-left-color: ${colors.borderOnDark};
      }
      &[aria-current="page"] {
        color: ${colors.accentOnDark};
        border-left-color: ${colors.accent};
      }
    }

    :focus-visible {
      outline-color: ${colors.focusOnDark};
      outline-offset: -3px;
    }

    /* Collapsed: the toggle opens a full-width panel under the bar, over a dimmed page (the header's
       stacking context keeps the bar and the panel above the backdrop). */
    .nav-backdrop {
      position: fixed;
      inset: 0;
      z-index: -1;
      background: ${colors.ink}a6;
      ${mq.up("md")} {
        display: none;
      }
    }
    ${mq.down("md")} {
      .menu {
        display: none;
        position: absolute;
        top: 100%;
        left: 0;
        right: 0;
        max-height: calc(100vh - ${sizes.navHeight} - ${sizes.stripHeight});
        max-height: calc(100dvh - ${sizes.navHeight} - ${sizes.stripHeight});
        overflow-y: auto;
        overscroll-behavior: contain;
        padding: ${space[2]} 0 ${space[5]};
        background: ${colors.ink};
        border-top: 1px solid ${colors.borderOnDark};
        box-shadow: ${shadows.raised};
      }
      &[data-open="true"] .menu {
        display: block;
      }
      .menu > li {
        border-bottom: 1px solid ${colors.borderOnDark};
      }
      .top-link {
        width: 100%;
        justify-content: space-between;
        min-height: 3rem;
        padding: 0 ${space[4]};
        font-size: ${fontSizes.xl};
        letter-spacing: 0.06em;
        text-align: left;
      }
      .top-link[aria-current="page"],
      .top-link[data-current="true"] {
        color: ${colors.accentOnDark};
        box-shadow: inset 4px 0 0 ${colors.accent};
      }
      .submenu {
        padding-bottom: ${space[2]};
        background: ${colors.inkSoft};
      }
      .sub-link {
        padding-left: ${space[6]};
        font-size: ${fontSizes.md};
      }

      /* Without JavaScript the toggle cannot work: show the whole menu in the page flow. */
      html:not(.js) & {
        width: 100%;
        .menu-toggle {
          display: none;
        }
        .menu {
          display: block;
          position: static;
          max-height: none;
          box-shadow: none;
        }
        .submenu[hidden] {
          display: block;
        }
      }
    }

    /* Expanded: one row of items; dropdown panels hang under their buttons. */
    ${mq.up("md")} {
      .menu-toggle {
        display: none;
      }
      .menu {
        display: flex;
        align-items: center;
      }
      .dropdown {
        position: relative;
      }
      .top-link {
        padding: 0 ${space[1]};
        font-size: 0.875rem;
        letter-spacing: 0.02em;
        &::after {
          content: "";
          position: absolute;
          left: ${space[1]};
          right: ${space[1]};
          bottom: ${space[1]};
          height: 3px;
          border-radius: ${radii.sm};
          background: ${colors.accent};
          transform: scaleX(0);
          transform-origin: left;
          transition: transform ${transition};
        }
        &:hover::after,
        &[aria-expanded="true"]::after {
          transform: scaleX(1);
          background: ${colors.borderOnDark};
        }
        &[aria-current="page"]::after,
        &[data-current="true"]::after {
          transform: scaleX(1);
          background: ${colors.accent};
        }
      }
      .submenu {
        position: absolute;
        /* flush with the bottom of the bar */
        top: calc(100% + (${sizes.navHeight} - ${sizes.tapTarget}) / 2);
        left: 0;
        min-width: 15rem;
        padding: ${space[2]} 0;
        background: ${colors.inkSoft};
        border-top: 3px solid ${colors.accent};
        border-radius: 0 0 ${radii.md} ${radii.md};
        box-shadow: ${shadows.raised};
      }
      /* Without JavaScript a dropdown opens while hovered or focused. */
      html:not(.js) & .dropdown:hover > .submenu[hidden],
      html:not(.js) & .dropdown:focus-within > .submenu[hidden] {
        display: block;
      }
    }
    ${mq.up("lg")} {
      .top-link {
        padding: 0 ${space[2]};
        font-size: ${fontSizes.sm};
        letter-spacing: 0.04em;
        &::after {
          left: ${space[2]};
          right: ${space[2]};
        }
      }
    }
    ${mq.up("xl")} {
      .top-link {
        padding: 0 ${space[3]};
        font-size: ${fontSizes.md};
        letter-spacing: 0.06em;
        &::after {
          left: ${space[3]};
          right: ${space[3]};
        }
      }
    }
  `;
};
