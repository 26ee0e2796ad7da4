import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Hero } from "../../src/components/hero";
import { renderWithTheme as render } from "../setup/render";
import { LOADING_COVER_ATTRIBUTE, LOADING_COVER_GONE_EVENT } from "../../src/lib/loading-cover";
import { image } from "../fixtures/typed";
import home from "../../content/pages/home.json";
import { media } from "../../src/styles/theme";
import { FOCUS_OBJECT_POSITIONS } from "../../src/lib/focus-position";
import cropFocusSchema from "../../content/schemas/common.schema.json";

/** What the loading screen's inline script does: covers the page, or uncovers it and says so. */
function setLoadingCover(covered: boolean): void {
  const root = document.documentElement;
  if (root.hasAttribute(LOADING_COVER_ATTRIBUTE) === covered) return;
  root.toggleAttribute(LOADING_COVER_ATTRIBUTE, covered);
  if (!covered) window.dispatchEvent(new Event(LOADING_COVER_GONE_EVENT));
}

const poster = image(2400, 1600).childImageSharp.gatsbyImageData;

/** A screen with reduced motion asked for or not; `phone`: narrower than md (767.98 px and below). */
function mockMatchMedia(reduce: boolean, { phone = false } = {}) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches:
      (reduce && query.includes("prefers-reduced-motion: reduce")) || (phone && query === media.down("md")),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

const renderHero = (copy: Pick<typeof home, "taglines" | "heroVideos"> = home) =>
  render(
    <Hero
      poster={poster}
      posterAlt="ZFR car on track"
      welcome="Welcome to the SAE ZHCET Collegiate Club"
      taglines={copy.taglines}
      videos={copy.heroVideos}
    />,
  );

/** The hero waits for load + idle (a 200 ms timer where requestIdleCallback is missing, as in jsdom). */
const passIdle = () => act(() => jest.advanceTimersByTime(500));

describe("home hero", () => {
  const originalMatchMedia = window.matchMedia;
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.matchMedia = originalMatchMedia;
  });

  it("paints the poster, taglines, welcome line and About Us link first, with no video yet", () => {
    mockMatchMedia(false);
    const { container } = renderHero();
    expect(screen.getByRole("img", { name: "ZFR car on track" })).toBeInTheDocument();
    expect(home.taglines.length).toBeGreaterThan(0);
    for (const tagline of home.taglines) expect(screen.getByText(tagline)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome to the SAE ZHCET Collegiate Club" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/vision-mission");
    expect(container.querySelector("video")).toBeNull();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("starts the muted videos after load and idle, and the labelled button pauses and resumes them", async () => {
    mockMatchMedia(false);
    const { container } = renderHero();
    passIdle();
    const videos = container.querySelectorAll("video");
    expect(videos).toHaveLength(2);
    for (const video of Array.from(videos)) {
      expect(video.muted).toBe(true);
      expect(video).toHaveAttribute("playsinline");
      expect(video).toHaveAttribute("aria-hidden", "true");
    }
    expect(videos[1]).toHaveAttribute("preload", "none");
    expect(play).toHaveBeenCalledTimes(1);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Pause background video" }));
    expect(pause).toHaveBeenCalledTimes(1);
    const resume = screen.getByRole("button", { name: "Play background video" });
    await user.click(resume);
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Pause background video" })).toBeInTheDocument();
  });

  it("loads the next clip only once the playing one nears its end", () => {
    mockMatchMedia(false);
    const { container } = renderHero();
    passIdle();
    const [first, second] = Array.from(container.querySelectorAll("video"));
    const playedTo = (video: HTMLVideoElement, seconds: number) => {
      Object.defineProperty(video, "duration", { configurable: true, value: 4 });
      Object.defineProperty(video, "currentTime", { configurable: true, value: seconds });
      act(() => {
        video.dispatchEvent(new Event("timeupdate"));
      });
    };
    expect(first).toHaveAttribute("preload", "auto");
    act(() => {
      first!.dispatchEvent(new Event("playing"));
    });
    expect(second).toHaveAttribute("preload", "none");
    playedTo(first!, 2);
    expect(second).toHaveAttribute("preload", "none");
    playedTo(first!, 2.6);
    expect(second).toHaveAttribute("preload", "auto");
  });

  it("waits for the loading screen to go: no clip is created or played under it", () => {
    mockMatchMedia(false);
    setLoadingCover(true);
    try {
      const { container } = renderHero();
      passIdle();
      expect(container.querySelector("video")).toBeNull();
      expect(play).not.toHaveBeenCalled();
      act(() => setLoadingCover(false));
      expect(container.querySelectorAll("video")).toHaveLength(2);
      expect(play).toHaveBeenCalledTimes(1);
    } finally {
      setLoadingCover(false);
    }
  });

  it("shows the taglines and clips of content/pages/home.json: changing the file changes the hero", () => {
    mockMatchMedia(false);
    const { container } = renderHero({
      taglines: ["RACE.", "WIN."],
      heroVideos: [{ webm: "/videos/night.webm", mp4: "/videos/night.mp4" }],
    });
    expect(screen.getByText("RACE.")).toBeInTheDocument();
    expect(screen.getByText("WIN.")).toBeInTheDocument();
    for (const tagline of home.taglines.filter((line) => !["RACE.", "WIN."].includes(line)))
      expect(screen.queryByText(tagline)).not.toBeInTheDocument();
    passIdle();
    const videos = container.querySelectorAll("video");
    expect(videos).toHaveLength(1);
    expect(
      Array.from(videos[0]?.querySelectorAll("source") ?? []).map((source) => source.getAttribute("src")),
    ).toEqual(["/videos/night.webm", "/videos/night.mp4"]);
  });

  it("on a phone, waits for the visitor's Play: no clip is fetched or played before it", async () => {
    mockMatchMedia(false, { phone: true });
    const { container } = renderHero();
    passIdle();
    const playButton = screen.getByRole("button", { name: "Play background video" });
    expect(container.querySelector("video")).toBeNull();
    expect(play).not.toHaveBeenCalled();

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(playButton);
    const videos = container.querySelectorAll("video");
    expect(videos).toHaveLength(2);
    expect(videos[0]).toHaveAttribute("preload", "auto");
    expect(videos[1]).toHaveAttribute("preload", "none");
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Pause background video" }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll("video")).toHaveLength(2);
  });

  it("loops a single clip by itself, and does not rewind it each time it plays", () => {
    mockMatchMedia(false);
    const { container } = renderHero({
      taglines: home.taglines,
      heroVideos: [{ webm: "/videos/night.webm", mp4: "/videos/night.mp4" }],
    });
    passIdle();
    const video = container.querySelector("video")!;
    expect(video.loop).toBe(true);
    let rewinds = 0;
    Object.defineProperty(video, "currentTime", {
      configurable: true,
      get: () => 1,
      set: () => {
        rewinds += 1;
      },
    });
    act(() => {
      video.dispatchEvent(new Event("playing"));
    });
    expect(rewinds).toBe(0);
    expect(video).toHaveStyle({ opacity: "1" });
  });

  it("hands over between several clips instead of looping one", () => {
    mockMatchMedia(false);
    const { container } = renderHero();
    passIdle();
    for (const video of Array.from(container.querySelectorAll("video"))) expect(video.loop).toBe(false);
  });

  it("shows the poster only under prefers-reduced-motion: no video, no pause button", () => {
    mockMatchMedia(true);
    const { container } = renderHero();
    passIdle();
    expect(screen.getByRole("img", { name: "ZFR car on track" })).toBeInTheDocument();
    expect(container.querySelector("video")).toBeNull();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });

  it("shows the poster only when the visitor has Data Saver on", () => {
    mockMatchMedia(false);
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    try {
      const { container } = renderHero();
      passIdle();
      expect(container.querySelector("video")).toBeNull();
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
  });
});

describe("home hero's poster focus", () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it("keeps the side its imageFocus names in view as the box crops it, and the centre when none is set", () => {
    mockMatchMedia(false);
    const shapes = (focus?: string) => {
      const { container, unmount } = render(
        <Hero
          poster={poster}
          posterAlt="Car"
          posterFocus={focus}
          welcome="Welcome"
          taglines={["A."]}
          videos={[]}
        />,
      );
      const position = getComputedStyle(container.querySelector("img[alt='Car']")!).objectPosition;
      unmount();
      return position;
    };
    expect(shapes("left")).toBe("0% 50%");
    expect(shapes("bottom right")).toBe("100% 100%");
    expect(shapes(undefined)).toBe("");
  });

  it("knows every focus word the content may use", () => {
    const words = (cropFocusSchema.definitions.cropFocus as { enum: string[] }).enum;
    expect(Object.keys(FOCUS_OBJECT_POSITIONS).sort()).toEqual([...words].sort());
  });
});
