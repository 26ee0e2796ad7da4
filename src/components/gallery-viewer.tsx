import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from "react";
import { useTheme, type Theme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { FaChevronLeft } from "./icons/fa-chevron-left";
import { FaChevronRight } from "./icons/fa-chevron-right";
import { FaXmark } from "./icons/fa-xmark";
import { Picture } from "./ui";

export interface ViewerImage {
  alt: string;
  /** The full-size image (a FULL_WIDTH variant with breakpoints, `sizes="100vw"`). */
  image: IGatsbyImageData | null;
}

export interface GalleryViewerProps {
  /** The album's title; names the dialog. */
  title: string;
  images: readonly ViewerImage[];
  /** The photo on show, or null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  /** Called once the viewer has closed, with the index it showed last (to return focus to its thumbnail). */
  onClose: (lastIndex: number) => void;
}

/** Wraps around both ends: -1 → last, length → 0. */
export const wrapIndex = (index: number, length: number): number => ((index % length) + length) % length;

/** Horizontal travel in CSS px that counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/** Height kept free above and below the photo for the top bar and the caption. */
const CHROME_HEIGHT = "9rem";

const roundButton = (theme: Theme) => ({
  display: "inline-grid",
  placeItems: "center",
  width: 48,
  height: 48,
  padding: 0,
  borderRadius: "50%",
  border: `1px solid ${theme.colors.borderOnDark}`,
  background: theme.colors.inkSoft,
  color: theme.colors.textOnDark,
  cursor: "pointer",
  transition: `background ${theme.motion.transition}ms, border-color ${theme.motion.transition}ms`,
  "&:hover": { background: theme.colors.accent, borderColor: theme.colors.accent },
  "&:focus-visible": { outline: `3px solid ${theme.colors.focusOnDark}`, outlineOffset: 2 },
});

/**
 * The album's full-screen photo viewer: a native modal <dialog> with buttons, arrow keys, Escape and
 * swipes, wrapping at both ends; the neighbours of the photo on show load eagerly, hidden.
 */
export function GalleryViewer({ title, images, index, onIndexChange, onClose }: GalleryViewerProps) {
  const theme = useTheme();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const lastIndexRef = useRef(0);
  const swipeRef = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = images.length;
  const open = index !== null;

  useEffect(() => {
    if (index !== null) lastIndexRef.current = index;
  }, [index]);

  const handleClosed = useCallback(() => onClose(lastIndexRef.current), [onClose]);

  const requestClose = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog && dialog.open && typeof dialog.close === "function") {
      dialog.close(); // fires "close", handled by handleClosed
    } else {
      dialog?.removeAttribute("open");
      handleClosed();
    }
  }, [handleClosed]);

  const step = useCallback(
    (delta: number) => {
      if (index !== null && count > 0) onIndexChange(wrapIndex(index + delta, count));
    },
    [index, count, onIndexChange],
  );

  // Open as a modal, move focus into it and keep the page behind from scrolling.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    closeButtonRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => step(1),
        ArrowLeft: () => step(-1),
        Home: () => onIndexChange(0),
        End: () => onIndexChange(count - 1),
        Escape: requestClose,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, [open, step, count, onIndexChange, requestClose]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType === "mouse" || event.isPrimary === false) return;
    swipeRef.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
    step(dx < 0 ? 1 : -1);
  };

  const current = index ?? 0;
  const rendered = open
    ? [...new Set([current, wrapIndex(current + 1, count), wrapIndex(current - 1, count)])]
    : [];

  return (
    <dialog
      ref={dialogRef}
      aria-label={`${title}: photo viewer`}
      onClose={handleClosed}
      css={{
        width: "100%",
        maxWidth: "none",
        height: "100%",
        maxHeight: "none",
        margin: 0,
        padding: 0,
        border: 0,
        background: theme.colors.ink,
        color: theme.colors.textOnDark,
        overscrollBehavior: "contain",
        "&::backdrop": { background: theme.colors.ink },
      }}
    >
      {open && (
        <div
          css={{
            display: "grid",
            gridTemplateRows: "auto minmax(0, 1fr) auto",
            height: "100%",
          }}
        >
          <div
            css={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: theme.space[4],
              padding: `${theme.space[3]} ${theme.space[4]}`,
            }}
          >
            <div css={{ minWidth: 0 }}>
              <p
                css={{
                  margin: 0,
                  fontSize: theme.fontSizes.xs,
                  color: theme.colors.textOnDarkMuted,
                  textTransform: "uppercase",
                  letterSpacing: "0.08em",
                  whiteSpace: "nowrap",
                  overflow: "hidden",
                  textOverflow: "ellipsis",
                }}
              >
                {title}
              </p>
              <p
                aria-live="polite"
                aria-atomic="true"
                css={{
                  margin: 0,
                  fontFamily: theme.fonts.display,
                  fontWeight: theme.fontWeights.bold,
                  fontSize: theme.fontSizes.xl,
                  fontVariantNumeric: "tabular-nums",
                }}
              >
                {current + 1} / {count}
              </p>
            </div>
            <button
              ref={closeButtonRef}
              type="button"
              aria-label="Close viewer"
              onClick={requestClose}
              css={roundButton(theme)}
            >
              <FaXmark aria-hidden="true" focusable="false" size="1.4rem" />
            </button>
          </div>
          <div
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeRef.current = null;
            }}
            css={{
              position: "relative",
              display: "grid",
              placeItems: "center",
              minHeight: 0,
              paddingInline: 0,
              touchAction: "pan-y pinch-zoom",
              WebkitUserSelect: "none", // Safari (src/lib/emotion-cache.ts writes no prefixes)
              userSelect: "none",
              [theme.mq.up("md")]: { paddingInline: "5rem" },
            }}
          >
            {rendered.map((i) => {
              const item = images[i];
              if (!item?.image) return null;
              const ratio = item.image.width / item.image.height;
              const hidden = i !== current;
              return (
                <div
                  key={i}
                  hidden={hidden}
                  css={{ width: "100%", display: hidden ? "none" : "grid", placeItems: "center" }}
                >
                  <Picture
                    image={item.image}
                    alt={item.alt}
                    loading="eager"
                    draggable={false}
                    css={{
                      width: `min(100%, calc((100vh - ${CHROME_HEIGHT}) * ${ratio.toFixed(4)}))`,
                      "@supports (height: 100dvh)": {
                        width: `min(100%, calc((100dvh - ${CHROME_HEIGHT}) * ${ratio.toFixed(4)}))`,
                      },
                    }}
                  />
                </div>
              );
            })}
            {(
              [
                ["Previous photo", -1, "left", FaChevronLeft],
                ["Next photo", 1, "right", FaChevronRight],
              ] as const
            ).map(([label, delta, side, Icon]) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                onClick={() => step(delta)}
                css={[
                  roundButton(theme),
                  { position: "absolute", top: "50%", [side]: theme.space[2], transform: "translateY(-50%)" },
                  { [theme.mq.up("md")]: { [side]: theme.space[4] } },
                ]}
              >
                <Icon aria-hidden="true" focusable="false" size="1.2rem" />
              </button>
            ))}
          </div>
          <p
            aria-live="polite"
            css={{
              margin: 0,
              padding: `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`,
              minHeight: "4.5rem",
              textAlign: "center",
              color: theme.colors.textOnDark,
              fontSize: theme.fontSizes.sm,
              maxWidth: "70ch",
              marginInline: "auto",
            }}
          >
            {images[current]?.alt}
          </p>
        </div>
      )}
    </dialog>
  );
}
