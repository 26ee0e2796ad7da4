import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/**
 * The content editor at /admin in Chromium, as a maintainer uses it with `npm run cms`: Decap CMS with
 * decap-server as the local backend, here on a scratch copy of content/ (the repository's content is
 * never touched). Each save must write the entry's file in the right place and shape, and the scratch
 * copy must still pass the content check; entries that break a rule are refused, naming the field.
 */
const ROOT = path.resolve(__dirname, "..", "..");
const BACKEND_PORT = Number(process.env.CMS_E2E_PORT ?? Number(process.env.E2E_PORT ?? 9100) + 4);
const EDITOR = `/admin/?local_backend_port=${BACKEND_PORT}`;

/** What `gatsby build` reads from the project, besides node_modules and static/. */
const PROJECT_FILES = [
  "content",
  "src",
  "gatsby",
  "scripts",
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

let scratch: string;
let content: string;
let photos: string[];
let backend: ChildProcess;

const readEntry = (collection: string, slug: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(content, collection, `${slug}.json`), "utf8")) as Record<
    string,
    unknown
  >;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A scratch copy of the project that the last test can build: its own content, src and Gatsby files
  // (a build writes into src and .cache), the installed packages and static files shared by link.
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  content = path.join(scratch, "content");
  for (const item of PROJECT_FILES) {
    fs.cpSync(path.join(ROOT, item), path.join(scratch, item), { recursive: true });
  }
  for (const item of ["node_modules", "static"])
    fs.symlinkSync(path.join(ROOT, item), path.join(scratch, item));
  photos = [];
  for (const [index, colour] of ["#c0392b", "#27ae60", "#2980b9"].entries()) {
    const file = path.join(scratch, `e2e-photo-${index + 1}.jpg`);
    await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .jpeg()
      .toFile(file);
    photos.push(file);
  }
  backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(BACKEND_PORT), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: scratch },
    stdio: "ignore",
  });
  // Ready once it answers the editor's first question.
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${BACKEND_PORT}/api/v1`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        }).then(
          async (response) => ((await response.json()) as { type?: string }).type,
          () => undefined,
        ),
      { timeout: 30_000 },
    )
    .toBe("local_fs");
});

test.afterAll(() => {
  backend?.kill();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** Opens the editor signed in to the local backend, at a collection route ("collections/alumni/new"). */
async function openEditor(page: Page, route: string): Promise<void> {
  await page.goto(EDITOR);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: /Alumni/ }).first()).toBeVisible();
  await page.goto(`${EDITOR}#/${route}`);
  await expect(page.getByText(/Writing in .* collection/)).toBeVisible();
}

/** The editor control labelled `label` (Decap labels its inputs; optional ones say so). */
const control = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label}(?: \\(optional\\))?$`, "i"));

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByText("Entry saved")).toBeVisible();
}

/** Uploads a photo through an image field's media library and chooses it. */
async function uploadImage(page: Page, field: Locator, photo: string): Promise<void> {
  await field.getByRole("button", { name: /Choose an image|Choose different image/ }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(photo);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(field.getByRole("button", { name: "Choose different image" })).toBeVisible();
}

function checkScratchContent(): void {
  const result = spawnSync(
    process.execPath,
    [require.resolve("tsx/cli"), "scripts/check-content.ts", content],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  expect(`${result.stdout}${result.stderr}`).toContain("Content check passed");
  expect(result.status).toBe(0);
}

/** An editor field's container (Decap names it "<widget> field"), found by the label of its own top bar. */
const fieldBlock = (page: Page, label: string): Locator =>
  page.locator('[aria-label$=" field"]').filter({
    has: page.locator(":scope > div > label").getByText(new RegExp(`^${label}(?: \\(optional\\))?$`, "i")),
  });

test("a maintainer adds an alumnus with a photo", async ({ page }) => {
  await openEditor(page, "collections/alumni/new");
  await control(page, "Slug").fill("test-alumnus");
  await control(page, "Name").fill("Test Alumnus");
  await control(page, "Post").fill("Design Engineer");
  await control(page, "Company").fill("Example Motors");
  await control(page, "LinkedIn").fill("https://www.linkedin.com/in/test-alumnus");
  await uploadImage(page, fieldBlock(page, "Photo"), photos[0] ?? "");
  await publish(page);
  await expectSaved(page);

  expect(readEntry("alumni", "test-alumnus")).toEqual({
    $schema: "../schemas/alumni.schema.json",
    slug: "test-alumnus",
    name: "Test Alumnus",
    post: "Design Engineer",
    company: "Example Motors",
    linkedin: "https://www.linkedin.com/in/test-alumnus",
    photo: "./images/e2e-photo-1.jpg",
  });
  expect(fs.existsSync(path.join(content, "alumni", "images", "e2e-photo-1.jpg"))).toBe(true);
  checkScratchContent();
});

test("a maintainer changes a vehicle's torque, and nothing else changes", async ({ page }) => {
  const before = readEntry("vehicles", "zfr2.0");
  await openEditor(page, "collections/vehicles/entries/zfr2.0");
  const torque = control(page, "Torque");
  await expect(torque).toHaveValue(String((before.combustion as Record<string, unknown>).torque));
  await torque.fill("33 Nm @ 7000 rpm");
  await publish(page);
  await expectSaved(page);

  expect(readEntry("vehicles", "zfr2.0")).toEqual({
    ...before,
    combustion: { ...(before.combustion as object), torque: "33 Nm @ 7000 rpm" },
  });
  checkScratchContent();
});

interface Achievement {
  slug: string;
  team: string;
  order: number;
  event: string;
  overallRank: number;
  subEvents: { name: string; rank: number }[];
}

/** Fills in a new achievement, one list item per sub-event. */
async function fillAchievement(page: Page, achievement: Achievement): Promise<void> {
  await openEditor(page, "collections/achievements/new");
  await control(page, "Slug").fill(achievement.slug);
  await page.getByLabel("Team", { exact: true }).click();
  await page.getByText(achievement.team, { exact: true }).click();
  await control(page, "Display order").fill(String(achievement.order));
  await control(page, "Event").fill(achievement.event);
  await control(page, "Overall rank").fill(String(achievement.overallRank));
  for (const [index, { name, rank }] of achievement.subEvents.entries()) {
    await page.getByRole("button", { name: /Add sub-event results/i }).click();
    await control(page, "Name").nth(index).fill(name);
    await control(page, "Rank").nth(index).fill(String(rank));
  }
}

test("a maintainer adds an achievement with three sub-events", async ({ page }) => {
  const achievement: Achievement = {
    slug: "test-cup-2025",
    team: "zfr-ev",
    order: 5,
    event: "Test Cup 2025",
    overallRank: 2,
    subEvents: [
      { name: "Engineering Design", rank: 3 },
      { name: "Cost Report", rank: 1 },
      { name: "Acceleration", rank: 4 },
    ],
  };
  await fillAchievement(page, achievement);
  await publish(page);
  await expectSaved(page);

  expect(readEntry("achievements", "test-cup-2025")).toEqual({
    $schema: "../schemas/achievements.schema.json",
    ...achievement,
  });
  checkScratchContent();
});

test("a maintainer creates a gallery album with three photos", async ({ page }) => {
  await openEditor(page, "collections/gallery/new");
  await control(page, "Slug").fill("Section11");
  await control(page, "Display order").fill("12");
  await control(page, "Name").fill("Test Album 2025");
  await control(page, "Published").click();
  const images = fieldBlock(page, "Images");
  for (const [index, photo] of photos.entries()) {
    await images.getByRole("button", { name: /Add images/i }).click();
    await uploadImage(page, images.locator('[aria-label="image field"]').nth(index), photo);
    await control(images, "Alt text")
      .nth(index)
      .fill(`Test photo ${index + 1}`);
  }
  await publish(page);
  await expectSaved(page);

  expect(readEntry("gallery", "section11")).toEqual({
    $schema: "../schemas/gallery.schema.json",
    slug: "Section11",
    order: 12,
    name: "Test Album 2025",
    published: true,
    images: photos.map((photo, index) => ({
      src: `./images/${path.basename(photo)}`,
      alt: `Test photo ${index + 1}`,
    })),
  });
  for (const photo of photos) {
    expect(fs.existsSync(path.join(content, "gallery", "images", path.basename(photo)))).toBe(true);
  }
  checkScratchContent();
});

test.describe("entries that break a rule are refused, naming the field, and nothing is written", () => {
  test("a year as text", async ({ page }) => {
    const before = fs.readFileSync(path.join(content, "teams", "tgw.json"), "utf8");
    await openEditor(page, "collections/teams/entries/tgw");
    const year = control(page, "Founded in");
    await year.clear();
    // A number field takes no letters: the year is left empty, and a required year cannot be empty.
    await year.pressSequentially("twenty twenty");
    await publish(page);
    await expect(fieldBlock(page, "Founded in")).toContainText(/Founded in is required/i);
    expect(fs.readFileSync(path.join(content, "teams", "tgw.json"), "utf8")).toBe(before);
  });

  test("a link that is not https", async ({ page }) => {
    await openEditor(page, "collections/alumni/entries/aditi-jaiswal");
    await control(page, "LinkedIn").fill("http://www.linkedin.com/in/aditi");
    await publish(page);
    await expect(fieldBlock(page, "LinkedIn")).toContainText(
      /LinkedIn didn't match the pattern: .*https:\/\//i,
    );
    expect(readEntry("alumni", "aditi-jaiswal").linkedin).not.toBe("http://www.linkedin.com/in/aditi");
  });

  test("two sub-events", async ({ page }) => {
    await fillAchievement(page, {
      slug: "two-sub-events",
      team: "tgw",
      order: 6,
      event: "Short Cup 2025",
      overallRank: 1,
      subEvents: [
        { name: "Sub-event 1", rank: 1 },
        { name: "Sub-event 2", rank: 1 },
      ],
    });
    await publish(page);
    await expect(fieldBlock(page, "Sub-event results")).toContainText(
      /Sub-event results must have exactly 3 item/i,
    );
    expect(fs.existsSync(path.join(content, "achievements", "two-sub-events.json"))).toBe(false);
  });
});

test("the site rebuilt from the saved content shows every change", async () => {
  // A whole cold `gatsby build` of the scratch copy, beside the rest of the suite: minutes, not seconds.
  test.setTimeout(15 * 60_000);
  const result = spawnSync(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: scratch,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.status, `${result.stdout}${result.stderr}`.slice(-4000)).toBe(0);
  const built = (route: string): string =>
    fs.readFileSync(path.join(scratch, "public", route.slice(1), "index.html"), "utf8");

  const alumni = built("/alumnis");
  expect(alumni).toContain("Test Alumnus");
  expect(alumni).toMatch(/<img[^>]+alt="Portrait of Test Alumnus"/);
  expect(built("/zfr-cv/2.0")).toContain("33 Nm @ 7000 rpm");
  expect(built("/achievements")).toContain("Test Cup 2025");
  const album = built("/gallery/Section11");
  expect(album).toContain("Test Album 2025");
  expect(album).toContain('alt="Test photo 1"');
});
