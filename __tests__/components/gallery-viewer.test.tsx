import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AlbumPage } from "../../src/components/album-page";
import { renderWithTheme as render } from "../setup/render";
import { ALBUM_ALTS, album } from "../fixtures/typed";

/** jsdom has <dialog> but not showModal/close: a minimal stand-in with the browser's observable effects. */
const dialogProto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
function installDialogPolyfill() {
  dialogProto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  dialogProto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
function removeDialogPolyfill() {
  delete dialogProto.showModal;
  delete dialogProto.close;
}

/** jsdom lacks PointerEvent; a MouseEvent subclass carries clientX/Y, pointerId and pointerType. */
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? "mouse";
    this.isPrimary = init.isPrimary ?? true;
  }
}

const N = ALBUM_ALTS.length;
const viewer = () => screen.getByRole("dialog", { name: "Formula Bharat 2023: photo viewer" });
const counter = () => within(viewer()).getByText(/^\d+ \/ \d+$/);
const shownImage = () =>
  within(viewer())
    .getAllByRole("img")
    .find((img) => img.getAttribute("alt") && !img.closest("[hidden]"));
const thumbnail = (n: number) => screen.getByRole("button", { name: ALBUM_ALTS[n - 1] });

describe("album page and its full-screen viewer", () => {
  beforeAll(() => {
    installDialogPolyfill();
    (window as unknown as { PointerEvent: typeof FakePointerEvent }).PointerEvent = FakePointerEvent;
  });
  afterAll(removeDialogPolyfill);

  it("shows the title, the breadcrumb and one thumbnail button per photo, with the viewer closed", () => {
    const { container } = render(<AlbumPage album={album()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Formula Bharat 2023" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("Gallery");
    expect(screen.getByText(`${N} photos`)).toBeInTheDocument();
    ALBUM_ALTS.forEach((_, index) => expect(thumbnail(index + 1)).toHaveAttribute("aria-haspopup", "dialog"));
    const dialog = container.querySelector("dialog");
    expect(dialog).not.toHaveAttribute("open");
    expect(dialog?.querySelector("img")).toBeNull();
  });

  it("titles an unnamed album by its number", () => {
    render(<AlbumPage album={album({ slug: "Section6", order: 7, name: null })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Photo album 7" })).toBeInTheDocument();
  });

  it("opens at the clicked photo: counter, caption, full image, focus on Close, page scroll locked", async () => {
    const user = userEvent.setup();
    render(<AlbumPage album={album()} />);
    await user.click(thumbnail(3));
    expect(viewer()).toHaveAttribute("open");
    expect(counter()).toHaveTextContent(`3 / ${N}`);
    expect(counter()).toHaveAttribute("aria-live", "polite");
    expect(within(viewer()).getAllByText(ALBUM_ALTS[2]!).length).toBeGreaterThan(0);
    expect(shownImage()).toHaveAttribute("alt", ALBUM_ALTS[2]);
    expect(shownImage()).toHaveAttribute("src", "/static/full-3.jpg");
    expect(within(viewer()).getByRole("button", { name: "Close viewer" })).toHaveFocus();
    expect(within(viewer()).getByRole("button", { name: "Previous photo" })).toBeInTheDocument();
    expect(within(viewer()).getByRole("button", { name: "Next photo" })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("preloads the neighbours: previous and next full images are rendered hidden and eager", async () => {
    const user = userEvent.setup();
    const { container } = render(<AlbumPage album={album()} />);
    await user.click(thumbnail(1));
    const sources = [...container.querySelectorAll("dialog img")].map((img) => ({
      src: img.getAttribute("src"),
      hidden: Boolean(img.closest("[hidden]")),
      loading: img.getAttribute("loading"),
    }));
    expect(sources).toEqual(
      expect.arrayContaining([
        { src: "/static/full-1.jpg", hidden: false, loading: "eager" },
        { src: "/static/full-2.jpg", hidden: true, loading: "eager" },
        { src: `/static/full-${N}.jpg`, hidden: true, loading: "eager" },
      ]),
    );
    expect(sources).toHaveLength(3);
  });

  it("wraps around both ways: previous on the first shows the last, next on the last shows the first", async () => {
    const user = userEvent.setup();
    render(<AlbumPage album={album()} />);
    await user.click(thumbnail(1));
    await user.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(counter()).toHaveTextContent(`${N} / ${N}`);
    expect(shownImage()).toHaveAttribute("alt", ALBUM_ALTS[N - 1]);
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(counter()).toHaveTextContent(`1 / ${N}`);
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(counter()).toHaveTextContent(`2 / ${N}`);
    expect(shownImage()).toHaveAttribute("alt", ALBUM_ALTS[1]);
  });

  it("moves with the arrow keys (wrapping) and closes with Escape, returning focus to the thumbnail", async () => {
    const user = userEvent.setup();
    render(<AlbumPage album={album()} />);
    await user.click(thumbnail(N));
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent(`1 / ${N}`);
    await user.keyboard("{ArrowLeft}");
    expect(counter()).toHaveTextContent(`${N} / ${N}`);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(counter()).toHaveTextContent(`${N - 2} / ${N}`);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
    expect(thumbnail(N - 2)).toHaveFocus();
  });

  it("closes with the Close button and returns focus to the thumbnail that opened it", async () => {
    const user = userEvent.setup();
    const { container } = render(<AlbumPage album={album()} />);
    await user.click(thumbnail(2));
    await user.click(screen.getByRole("button", { name: "Close viewer" }));
    expect(container.querySelector("dialog")).not.toHaveAttribute("open");
    expect(container.querySelector("dialog img")).toBeNull();
    expect(thumbnail(2)).toHaveFocus();
    // Opens again from the keyboard.
    await user.keyboard("{Enter}");
    expect(counter()).toHaveTextContent(`2 / ${N}`);
  });

  it("follows touch swipes past a small threshold, and ignores short moves and mouse drags", async () => {
    const user = userEvent.setup();
    render(<AlbumPage album={album()} />);
    await user.click(thumbnail(1));
    const stage = shownImage()!;
    const swipe = (from: number, to: number, pointerType = "touch") => {
      act(() => {
        fireEvent.pointerDown(stage, { pointerId: 7, pointerType, clientX: from, clientY: 200 });
        fireEvent.pointerUp(stage, { pointerId: 7, pointerType, clientX: to, clientY: 210 });
      });
    };
    swipe(300, 100); // leftwards: next
    expect(counter()).toHaveTextContent(`2 / ${N}`);
    swipe(100, 300); // rightwards: previous
    expect(counter()).toHaveTextContent(`1 / ${N}`);
    swipe(100, 300); // previous again wraps to the last
    expect(counter()).toHaveTextContent(`${N} / ${N}`);
    swipe(200, 185); // too short
    swipe(300, 100, "mouse"); // not a touch
    expect(counter()).toHaveTextContent(`${N} / ${N}`);
  });

  it("still opens, moves and closes where the browser has no showModal", async () => {
    removeDialogPolyfill();
    try {
      const user = userEvent.setup();
      const { container } = render(<AlbumPage album={album()} />);
      await user.click(thumbnail(4));
      expect(container.querySelector("dialog")).toHaveAttribute("open");
      await user.keyboard("{ArrowRight}");
      expect(counter()).toHaveTextContent(`5 / ${N}`);
      await user.keyboard("{Escape}");
      expect(container.querySelector("dialog")).not.toHaveAttribute("open");
      expect(thumbnail(5)).toHaveFocus();
    } finally {
      installDialogPolyfill();
    }
  });
});
