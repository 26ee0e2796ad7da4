import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import {
  holdsCurrent,
  isCurrentPage,
  isDropdown,
  navItems,
  type NavLink,
  type TeamLink,
} from "../lib/navigation";
import { navStyles } from "./site-nav.styles";

const MENU_ID = "main-menu";

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

/** The main menu (WAI-ARIA disclosure navigation); below xl it hides behind a "Menu" toggle. */
export function SiteNav({
  pathname,
  teamLinks,
  onOpenChange,
}: {
  pathname: string;
  teamLinks: readonly TeamLink[];
  /** Told whether the collapsed menu is open (the header then stays fully shown). */
  onOpenChange: (open: boolean) => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<"first" | "last" | null>(null);
  /** How the visitor last moved in the menu: a press (touch, mouse, pen) or a key. */
  const lastInput = useRef<"press" | "key">("key");

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

  useEffect(() => onOpenChange(menuOpen), [menuOpen, onOpenChange]);

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
        document.getElementById(`${idFor(expanded)}-button`)?.focus();
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

  // Tabbing out of an open dropdown closes it; a press leaves it to the item's click (closing at the
  // press's start would move the item pressed from under the finger).
  const onDropdownBlur = (label: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (lastInput.current === "press") return;
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
    <a
      href={to}
      className={className}
      aria-current={isCurrentPage(to, pathname) ? "page" : undefined}
      onClick={closeAll}
    >
      {label}
    </a>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated focusout of the links and buttons inside
    <nav
      aria-label="Main"
      ref={navRef}
      onBlur={onNavBlur}
      onPointerDownCapture={() => (lastInput.current = "press")}
      onKeyDownCapture={() => (lastInput.current = "key")}
      css={navStyles}
      data-open={menuOpen}
    >
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
                id={`${id}-button`}
                type="button"
                className="top-link"
                aria-expanded={open}
                aria-controls={`${id}-menu`}
                // The dropdown holding the current page (or its section's overview) is marked current.
                aria-current={holdsCurrent(item, pathname) ? "true" : undefined}
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
