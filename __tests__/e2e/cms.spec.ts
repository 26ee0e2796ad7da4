import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test, expect as baseExpect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { contentImages } from "../../gatsby/editor-content";
import { uploadName } from "../../src/admin/check";
import { phonePhoto } from "../fixtures/phone-photo";
import { copyProject, ROOT } from "../fixtures/project-copy";

/**
 * The content editor as a new officer meets it: the README's `npm run cms`, run in a scratch copy of
 * the project (its own content/, a Git repository of its own; the repository's content is never
 * touched) that also holds the production build and cache `npm start` left in the project (public/,
 * .cache/: build the project first), and the address that command prints, in a fresh browser. Each save must write the entry's
 * file in the right place and shape, change only what was edited and leave content the check accepts;
 * each of twelve content mistakes is refused before anything is written; the development site the
 * command started shows what was saved.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 9100);
const SITE_PORT = BASE_PORT + 4;
const BACKEND_PORT = BASE_PORT + 5;

/** The content this run starts from (the scratch copy's, before any save), read at run time. */
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
const startingEntries = (collection: string): Record<string, unknown>[] =>
  fs
    .readdirSync(path.join(ROOT, "content", collection))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => readJson(path.join(ROOT, "content", collection, name)));
const teamLabel = (slug: unknown): string => {
  const team = startingEntries("teams").find((entry) => entry.slug === slug) ?? {};
  return String(team.shortName ?? team.name ?? slug);
};
/** A vehicle with a year and a photo with its alt text, and one with a year (they may be the same). */
const VEHICLE_WITH_PHOTO = startingEntries("vehicles").find(
  (entry) => entry.image && entry.imageAlt && entry.year !== undefined,
);
const VEHICLE_WITH_YEAR = startingEntries("vehicles").find((entry) => entry.year !== undefined);
const vehicleRoute = (vehicle: Record<string, unknown> | undefined): string =>
  `collections/vehicles-${String(vehicle?.team)}/entries/${String(vehicle?.slug)}`;

/**
 * The entries the tests open, chosen from the starting content by what they need (never by name), in
 * display order; `pick` prefers an entry no other test has taken, so that one test's save never
 * changes what another reads.
 */
type Entry = Record<string, unknown>;
const inOrder = (collection: string): Entry[] =>
  startingEntries(collection).sort(
    (a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || String(a.slug).localeCompare(String(b.slug)),
  );
const taken = new Set<string>();
function pick(collection: string, fits: (entry: Entry) => boolean = () => true): Entry {
  const fitting = inOrder(collection).filter(fits);
  const chosen = fitting.find((entry) => !taken.has(`${collection}/${String(entry.slug)}`)) ?? fitting[0];
  if (!chosen) throw new Error(`content/${collection} has no entry this test can use`);
  taken.add(`${collection}/${String(chosen.slug)}`);
  return chosen;
}
const slugOf = (entry: Entry): string => String(entry.slug);
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const spec = (vehicle: Entry, table: string): Entry => (vehicle[table] ?? {}) as Entry;

/** The first alumnus in display order (its photo is the one the media library lists). */
const FIRST_ALUMNUS = pick("alumni");
const ALUMNUS_WITH_LINKEDIN = pick("alumni", (entry) => typeof entry.linkedin === "string");
const ALUMNUS_TO_EMPTY = pick("alumni");
const ALUMNUS_TAKEN_SLUG = pick("alumni");
/** The first team (in menu order) that has vehicles, the one whose editor collection is listed. */
const FIRST_TEAM =
  startingEntries("teams")
    .sort((a, b) => Number(a.menuOrder) - Number(b.menuOrder))
    .find((team) => startingEntries("vehicles").some((vehicle) => vehicle.team === team.slug)) ?? {};
const ALBUM = pick("gallery", (entry) => Array.isArray(entry.images) && entry.images.length > 0);
const ALBUM_IMAGES = (ALBUM.images as unknown[]).length;
/** A new album's slug and display order that no album has yet. */
const NEW_ALBUM_NUMBER =
  Math.max(-1, ...startingEntries("gallery").map((entry) => Number(/\d+$/.exec(slugOf(entry))?.[0] ?? -1))) +
  1;
const NEW_ALBUM = `Section${NEW_ALBUM_NUMBER}`;
const NEW_ALBUM_ORDER =
  Math.max(0, ...startingEntries("gallery").map((entry) => Number(entry.order ?? 0))) + 1;
const VEHICLE_WITH_TORQUE = pick("vehicles", (entry) => typeof spec(entry, "combustion").torque === "string");
const THREE_WHEELER = pick("vehicles", (entry) => entry.threeWheeler !== undefined);
const VEHICLE_WITH_CHASSIS = pick(
  "vehicles",
  (entry) => typeof spec(entry, "combustion").chassis === "string",
);
const VEHICLE_FOR_ALIAS = pick("vehicles");
/** A vehicle of the first team with vehicles, whose page address a new vehicle then asks for. */
const VEHICLE_ROUTE_TAKEN = pick("vehicles", (entry) => entry.team === FIRST_TEAM.slug);
/** A new vehicle of that team (letters, then a version) whose slug and page address no vehicle has. */
function unusedVehicle(skip: readonly string[] = []): { slug: string; version: string } {
  const prefix = /^[a-z]+/.exec(slugOf(VEHICLE_ROUTE_TAKEN))?.[0] ?? "e";
  const vehicles = startingEntries("vehicles");
  const slugs = new Set([...vehicles.map(slugOf), ...skip]);
  const versions = new Set(
    vehicles.filter((entry) => entry.team === FIRST_TEAM.slug).map((entry) => entry.version),
  );
  let number = 90;
  while (slugs.has(`${prefix}${number}.0`) || versions.has(`${number}.0`)) number += 1;
  return { slug: `${prefix}${number}.0`, version: `${number}.0` };
}
const NEW_VEHICLE_SLUG = unusedVehicle().slug;
/** The vehicle an officer creates: its own slug, version and display order. */
const CREATED_VEHICLE = {
  ...unusedVehicle([NEW_VEHICLE_SLUG]),
  order: Math.max(0, ...startingEntries("vehicles").map((entry) => Number(entry.order ?? 0))) + 1,
};
/** The name Decap CMS gives a new entry's file: its slug with every dot as a dash ("zfr90.0" → zfr90-0). */
const editorFileName = (slug: string): string => slug.replace(/\./g, "-");
const TEAM = pick("teams");
const PRESS_RELEASE = pick("press-releases", (entry) => typeof entry.date === "string");
const BOARD_MEMBER = pick("board");
const OTHER_BOARD_MEMBER = pick("board");
const ACHIEVEMENT_TEAM = pick("teams");
const NEW_ACHIEVEMENT_ORDER =
  Math.max(0, ...startingEntries("achievements").map((entry) => Number(entry.order ?? 0))) + 1;

let scratch: string;
let content: string;
let photos: string[];
let phone: string;
let cms: ChildProcess;
/** The editor's address, as `npm run cms` printed it. */
let editor: string;
/** Everything `npm run cms` printed. */
let output = "";

const entryFile = (collection: string, slug: string): string =>
  path.join(content, collection, `${slug}.json`);
const readEntry = (collection: string, slug: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(entryFile(collection, slug), "utf8")) as Record<string, unknown>;
const git = (...args: string[]): string =>
  spawnSync("git", args, { cwd: scratch, encoding: "utf8" }).stdout.trim();

/**
 * The editor is gatsby develop's unminified bundle, and every entry comes through Decap's local backend
 * from the scratch copy's files. On a 2-core machine beside the rest of the suite that is slow: in one
 * clean-clone CI run (an AMD EPYC at 2.1 GHz) the editor's first load took 15 s and an album's entry
 * (twelve photos) more than 10 s, so the third editor load of a test ran past 45 s.
 * Every wait here is a bound that catches a hang, not a speed assertion.
 */
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ mode: "serial", timeout: 4 * 60_000 });

test.beforeAll(async () => {
  // A cold `gatsby develop` of a fresh copy, beside the rest of the suite: minutes, not seconds.
  test.setTimeout(8 * 60_000);
  // What `npm run cms` (gatsby develop) reads: the site's files.
  scratch = copyProject("cms-e2e-");
  content = path.join(scratch, "content");
  // What `npm start` leaves: the production build and Gatsby's cache, which names the project's own
  // paths (in the scratch copy, a foreign folder's).
  for (const item of ["public", ".cache"]) {
    if (!fs.existsSync(path.join(ROOT, item, item === "public" ? "index.html" : "")))
      throw new Error(`No production build in ${ROOT}: run \`npm run build\` first.`);
    fs.cpSync(path.join(ROOT, item), path.join(scratch, item), { recursive: true });
  }
  fs.writeFileSync(path.join(scratch, ".gitignore"), "node_modules\nstatic\npublic\n.cache\n*.jpg.upload\n");
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
    ["-c", "user.name=e2e", "-c", "user.email=e2e@localhost", "commit", "-qm", "start"],
  ])
    spawnSync("git", args, { cwd: scratch });
  photos = [];
  for (const [index, colour] of ["#c0392b", "#27ae60", "#2980b9"].entries()) {
    const file = path.join(scratch, `e2e-photo-${index + 1}.jpg`);
    await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .jpeg()
      .toFile(file);
    photos.push(file);
  }
  // Straight from a phone: 4000 × 3000, turned by EXIF, with the place it was taken.
  phone = path.join(scratch, "IMG_2041.jpg");
  fs.writeFileSync(phone, await phonePhoto(4000, 3000));

  // The README's command, exactly; its own process group, so that stopping it stops develop too.
  cms = spawn("npm", ["run", "cms"], {
    cwd: scratch,
    detached: true,
    env: { ...process.env, PORT: String(SITE_PORT), CMS_PORT: String(BACKEND_PORT), CI: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  editor = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const printed = /Content editor:\s+(\S+)/.exec(output);
      if (printed?.[1]) resolve(printed[1]);
    };
    cms.stdout?.on("data", read);
    cms.stderr?.on("data", read);
    cms.on("exit", (code) => reject(new Error(`npm run cms stopped (${code}):\n${output.slice(-3000)}`)));
  });
});

test.afterAll(() => {
  if (cms?.pid) {
    try {
      process.kill(-cms.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** Opens the printed address, signs in to the local backend and goes to a collection route. */
async function openEditor(page: Page, route: string): Promise<void> {
  await page.goto(editor);
  // Signed in once, the editor remembers it for the rest of the test.
  const login = page.getByRole("button", { name: "Login" });
  const collections = page.getByRole("link", { name: /Alumni/ }).first();
  await expect(login.or(collections)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(collections).toBeVisible();
  await page.goto(`${editor}#/${route}`);
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

/** An editor field's container (Decap names it "<widget> field"), found by the label of its own top bar. */
const fieldBlock = (page: Page, label: string): Locator =>
  page.locator('[aria-label$=" field"]').filter({
    has: page.locator(":scope > div > label").getByText(new RegExp(`^${label}(?: \\(optional\\))?$`, "i")),
  });

/**
 * Uploads a photo through an image field's media library and chooses it; the library lists it under
 * `listedAs` (the editor names an entry's photo after the entry's slug).
 */
async function uploadImage(
  page: Page,
  field: Locator,
  photo: string,
  listedAs: string | RegExp = path.basename(photo).toLowerCase(),
): Promise<void> {
  await field.getByRole("button", { name: /Choose an image|Choose different image/ }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(photo);
  // The editor makes the photo safe first (a moment for a phone's photo); then it is listed, selected.
  await expect(
    typeof listedAs === "string" ? page.getByText(listedAs, { exact: true }) : page.getByText(listedAs),
  ).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(field.getByRole("button", { name: "Choose different image" })).toBeVisible();
}

/** Every picture in `scope` has loaded a real image (not Decap's empty placeholder). */
async function expectPicturesLoaded(scope: Locator, count: number): Promise<void> {
  const pictures = scope.locator('img[role="presentation"]');
  await expect(pictures).toHaveCount(count);
  await expect
    .poll(async () =>
      pictures.evaluateAll((images) =>
        images.every(
          (image) => (image as HTMLImageElement).naturalWidth > 16 && (image as HTMLImageElement).complete,
        ),
      ),
    )
    .toBe(true);
}

function checkScratchContent(): void {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: scratch,
    encoding: "utf8",
  });
  expect(`${result.stdout}${result.stderr}`).toContain("Content check passed");
  expect(result.status).toBe(0);
}

test("npm run cms after npm start says in one line that it removed the production build", () => {
  expect(output).toMatch(/^Removed the production build \(public\/ and \.cache\/\).*npm start.*$/m);
  expect(fs.existsSync(path.join(scratch, "public", "index.html"))).toBe(false);
});

test("the development site's vehicle page opens (no redirect loop, its data fetched)", async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const vehicle = startingEntries("vehicles").find((entry) => entry.listed === true) ?? VEHICLE_WITH_YEAR;
  const route = `/${String(vehicle?.team)}/${String(vehicle?.version)}`;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`http://localhost:${SITE_PORT}${route}`, { timeout: 120_000 });
  expect(response?.ok()).toBe(true);
  expect(new URL(page.url()).pathname.replace(/\/$/, "")).toBe(route);
  await expect(page.getByRole("heading", { level: 1, name: String(vehicle?.title) })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByText(/Unhandled Runtime Error|could not be fetched/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the address npm run cms prints opens the editor, without its Media tab", async ({ page }) => {
  expect(editor).toMatch(new RegExp(`^http://localhost:${SITE_PORT}/admin/`));
  await page.goto(editor);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Alumni" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Vehicles: ${teamLabel(FIRST_TEAM.slug)}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Media" })).toBeHidden();
  // Entries are listed by name, not by file.
  await page.getByRole("link", { name: "Alumni" }).click();
  await expect(
    page.getByRole("link", { name: new RegExp(`^${escape(String(FIRST_ALUMNUS.name))}`) }),
  ).toBeVisible();
  // A list whose entries name a team shows the team's name, not its slug.
  const achievement = startingEntries("achievements")[0] ?? {};
  await page.getByRole("link", { name: "Achievements" }).click();
  await expect(
    page.getByRole("link", { name: `${String(achievement.event)} (${teamLabel(achievement.team)})` }),
  ).toBeVisible();
  const roster = startingEntries("rosters")[0] ?? {};
  await page.getByRole("link", { name: "Rosters" }).click();
  await expect(page.getByRole("link", { name: `Roster of ${teamLabel(roster.team)}` })).toBeVisible();
});

test("every existing photo shows: an entry's, every one of an album's, and the library of a new entry", async ({
  page,
}) => {
  await openEditor(page, `collections/alumni/entries/${slugOf(FIRST_ALUMNUS)}`);
  await expectPicturesLoaded(fieldBlock(page, "Photo"), 1);
  // Decap names an entry's file (and its route) in lower case.
  await openEditor(page, `collections/gallery/entries/${slugOf(ALBUM).toLowerCase()}`);
  await expectPicturesLoaded(fieldBlock(page, "Images"), ALBUM_IMAGES);
  await openEditor(page, "collections/alumni/new");
  await fieldBlock(page, "Photo").getByRole("button", { name: "Choose an image" }).click();
  await expect(page.getByText(path.basename(String(FIRST_ALUMNUS.photo)), { exact: true })).toBeVisible();
});

test("an officer adds an alumnus with a phone photo: what lands is small, upright and has no location", async ({
  page,
}) => {
  await openEditor(page, "collections/alumni/new");
  await control(page, "Slug").fill("test-alumnus");
  await control(page, "Name").fill("Test Alumnus");
  await control(page, "Post").fill("Design Engineer");
  await control(page, "Company").fill("Example Motors");
  await control(page, "LinkedIn").fill("https://www.linkedin.com/in/test-alumnus");
  await uploadImage(page, fieldBlock(page, "Photo"), phone, "test-alumnus.jpg");
  await publish(page);
  await expectSaved(page);
  // The new photo still shows in its field after publishing.
  await expectPicturesLoaded(fieldBlock(page, "Photo"), 1);

  expect(readEntry("alumni", "test-alumnus")).toEqual({
    $schema: "../schemas/alumni.schema.json",
    slug: "test-alumnus",
    name: "Test Alumnus",
    post: "Design Engineer",
    company: "Example Motors",
    photo: "./images/test-alumnus.jpg",
    linkedin: "https://www.linkedin.com/in/test-alumnus",
  });
  // Named after the entry, so that it never replaces another entry's photo.
  const saved = path.join(content, "alumni", "images", "test-alumnus.jpg");
  const metadata = await sharp(saved).metadata();
  // Turned upright (EXIF orientation 6: the 4000 × 3000 picture is a portrait), fitted to 2560 px.
  expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1920, height: 2560 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(fs.statSync(saved).size).toBeLessThan(fs.statSync(phone).size);
  checkScratchContent();
});

test("a photo named like another alumnus' photo never replaces it: it is saved under the new entry's name", async ({
  page,
}) => {
  const other = startingEntries("alumni").find((entry) => typeof entry.photo === "string") ?? {};
  const otherPhoto = path.join(content, "alumni", String(other.photo));
  const before = fs.readFileSync(otherPhoto);
  // The same file name as the other alumnus' photo, a different picture.
  const sameName = path.join(scratch, "same-name", path.basename(otherPhoto));
  fs.mkdirSync(path.dirname(sameName), { recursive: true });
  fs.copyFileSync(photos[2] ?? "", sameName);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await openEditor(page, "collections/alumni/new");
  // Before the entry has a slug, the photo cannot be named: it is refused with a message.
  await fieldBlock(page, "Photo").getByRole("button", { name: "Choose an image" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(sameName);
  await expect(page.locator(PANEL)).toContainText("Slug: fill it in first");
  await page.locator(PANEL).getByRole("button", { name: "Close" }).click();
  // The media library stays open with nothing added; the officer closes it.
  await page.locator(".ReactModalPortal").getByRole("button", { name: "Close" }).click();

  await control(page, "Slug").fill("second-alumnus");
  await control(page, "Name").fill("Second Alumnus");
  await control(page, "Post").fill("Engineer");
  await control(page, "Company").fill("Example");
  await uploadImage(page, fieldBlock(page, "Photo"), sameName, "second-alumnus.jpg");
  await publish(page);
  await expectSaved(page);
  expect(dialogs).toEqual([]);
  expect(readEntry("alumni", "second-alumnus").photo).toBe("./images/second-alumnus.jpg");
  expect(fs.readFileSync(otherPhoto).equals(before)).toBe(true);
  checkScratchContent();
});

test("an officer changes a vehicle's torque: a one-line change", async ({ page }) => {
  const file = `content/vehicles/${slugOf(VEHICLE_WITH_TORQUE)}.json`;
  await openEditor(page, vehicleRoute(VEHICLE_WITH_TORQUE));
  const torque = control(page, "Torque");
  await expect(torque).toHaveValue(
    String(spec(readEntry("vehicles", slugOf(VEHICLE_WITH_TORQUE)), "combustion").torque),
  );
  await torque.fill("33 Nm @ 7000 rpm");
  await publish(page);
  await expectSaved(page);

  expect(git("diff", "--numstat", "--", file)).toBe(`1\t1\t${file}`);
  expect(git("diff", "-U0", "--", file)).toContain('+    "torque": "33 Nm @ 7000 rpm",');
  checkScratchContent();
});

test("a three-wheeler shows only the three-wheeler specification table", async ({ page }) => {
  await openEditor(page, vehicleRoute(THREE_WHEELER));
  await expect(fieldBlock(page, "Three-wheeler specifications")).toBeVisible();
  await expect(fieldBlock(page, "Combustion car specifications")).toHaveCount(0);
});

test("an emptied optional field is left out, never saved empty", async ({ page }) => {
  await openEditor(page, `collections/alumni/entries/${slugOf(ALUMNUS_WITH_LINKEDIN)}`);
  await expect(control(page, "LinkedIn")).toHaveValue(String(ALUMNUS_WITH_LINKEDIN.linkedin));
  await control(page, "LinkedIn").fill("");
  await publish(page);
  await expectSaved(page);
  expect(readEntry("alumni", slugOf(ALUMNUS_WITH_LINKEDIN))).not.toHaveProperty("linkedin");
  checkScratchContent();
});

test("an officer creates a vehicle (a dot in its slug): saved, saved again, and the content check accepts it", async ({
  page,
}) => {
  const team = String(FIRST_TEAM.slug);
  const { slug, version, order } = CREATED_VEHICLE;
  await openEditor(page, `collections/vehicles-${team}/new`);
  await newVehicle(page, slug, version);
  await control(page, "Display order").fill(String(order));
  await publish(page);
  await expectSaved(page);
  const name = editorFileName(slug);
  expect(readEntry("vehicles", name)).toMatchObject({ slug, team, version, order });
  expect(fs.existsSync(entryFile("vehicles", slug))).toBe(false);
  checkScratchContent();

  // Opened again from its file and changed: the check before the save accepts it where it is.
  await openEditor(page, `collections/vehicles-${team}/entries/${name}`);
  await expect(control(page, "Slug")).toHaveValue(slug);
  await control(page, "Year").fill("2027");
  await publish(page);
  await expectSaved(page);
  await expect(page.locator("#content-check-problems")).toHaveCount(0);
  expect(readEntry("vehicles", name)).toMatchObject({ slug, year: 2027 });
  checkScratchContent();
});

test("an officer creates an album with three photos, filed in the album's own folder", async ({ page }) => {
  await openEditor(page, "collections/gallery/new");
  await control(page, "Slug").fill(NEW_ALBUM);
  await control(page, "Display order").fill(String(NEW_ALBUM_ORDER));
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

  expect(readEntry("gallery", NEW_ALBUM.toLowerCase())).toEqual({
    $schema: "../schemas/gallery.schema.json",
    slug: NEW_ALBUM,
    order: NEW_ALBUM_ORDER,
    name: "Test Album 2025",
    published: true,
    images: photos.map((photo, index) => ({
      src: `./images/${NEW_ALBUM.toLowerCase()}/${path.basename(photo)}`,
      alt: `Test photo ${index + 1}`,
    })),
  });
  for (const photo of photos) {
    expect(
      fs.existsSync(path.join(content, "gallery", "images", NEW_ALBUM.toLowerCase(), path.basename(photo))),
    ).toBe(true);
  }
  checkScratchContent();
});

/**
 * The twelve mistakes: each is refused before anything is written, naming the field in plain words,
 * either by the editor's own field rules or by the content check's panel.
 */
interface Mistake {
  name: string;
  route: string;
  /** The file that must stay as it was (or stay absent). */
  file: [collection: string, slug: string];
  make(page: Page): Promise<void>;
  /** Where the refusal is read: a field block's label, or the content check's panel. */
  shown: { field: string } | "panel";
  says: RegExp;
  /** Saved to test-results/cms/<name>.png once the refusal shows. */
  screenshot?: string;
}

const PANEL = "#content-check-problems";

async function newVehicle(page: Page, slug: string, version: string): Promise<void> {
  await control(page, "Slug").fill(slug);
  await control(page, "Version").fill(version);
  await control(page, "Display order").fill("99");
  await control(page, "Title").fill(`ZFR ${version}`);
  await control(page, "Card title").fill(`ZFR-${version}`);
  await control(page, "Year").fill("2026");
  await control(page, "Description").fill("A test vehicle.");
}

const MISTAKES: Mistake[] = [
  {
    name: "a required field left empty",
    route: `collections/alumni/entries/${slugOf(ALUMNUS_TO_EMPTY)}`,
    file: ["alumni", slugOf(ALUMNUS_TO_EMPTY)],
    make: (page) => control(page, "Name").fill(""),
    shown: { field: "Name" },
    says: /Name is required/i,
  },
  {
    name: "a year as text",
    route: `collections/teams/entries/${slugOf(TEAM)}`,
    file: ["teams", slugOf(TEAM)],
    make: (page) => control(page, "Founded in").fill("twenty twenty"),
    shown: { field: "Founded in" },
    says: /Founded in must be a whole number in digits, such as 2017 \(not "twenty twenty"\)/,
  },
  {
    name: "letters typed into a vehicle's Year: refused, and the file keeps its year",
    route: vehicleRoute(VEHICLE_WITH_YEAR),
    file: ["vehicles", String(VEHICLE_WITH_YEAR?.slug)],
    make: (page) => control(page, "Year").fill("abc"),
    shown: { field: "Year" },
    says: /Year must be a whole number in digits, such as 2017 \(not "abc"\)/,
    screenshot: "editor-number-error",
  },
  {
    name: "a vehicle photo's alt text emptied",
    route: vehicleRoute(VEHICLE_WITH_PHOTO),
    file: ["vehicles", String(VEHICLE_WITH_PHOTO?.slug)],
    make: (page) => control(page, "Image alt text").fill(""),
    shown: "panel",
    says: /^(?!.*must have property).*Image alt text: is missing; it is required when Image is set/,
    screenshot: "editor-alt-text-error",
  },
  {
    name: "a link that is not https",
    route: `collections/alumni/entries/${slugOf(FIRST_ALUMNUS)}`,
    file: ["alumni", slugOf(FIRST_ALUMNUS)],
    make: (page) => control(page, "LinkedIn").fill("http://www.linkedin.com/in/someone"),
    shown: { field: "LinkedIn" },
    says: /https:\/\//i,
  },
  {
    name: "a slug in capitals with spaces",
    route: "collections/alumni/new",
    file: ["alumni", "new person"],
    make: async (page) => {
      await control(page, "Slug").fill("New Person");
      await control(page, "Name").fill("New Person");
      await control(page, "Post").fill("Engineer");
      await control(page, "Company").fill("Example");
    },
    shown: { field: "Slug" },
    says: /lower-case letters and digits, words joined by hyphens/i,
  },
  {
    name: "an e-mail address that is not one",
    route: `collections/board/entries/${slugOf(BOARD_MEMBER)}`,
    file: ["board", slugOf(BOARD_MEMBER)],
    make: (page) => control(page, "E-mail").fill("not-an-address"),
    shown: { field: "E-mail" },
    says: /e-mail address/i,
  },
  {
    name: "a date not written YYYY-MM-DD",
    route: `collections/press-releases/entries/${slugOf(PRESS_RELEASE)}`,
    file: ["press-releases", slugOf(PRESS_RELEASE)],
    make: (page) => control(page, "Date").fill("14/03/2022"),
    shown: { field: "Date" },
    says: /YYYY-MM-DD/,
  },
  {
    name: "two sub-events where three are needed",
    route: "collections/achievements/new",
    file: ["achievements", "two-sub-events"],
    make: async (page) => {
      await control(page, "Slug").fill("two-sub-events");
      await page.getByLabel("Team", { exact: true }).click();
      // The team field offers teams by slug.
      await page.getByText(slugOf(ACHIEVEMENT_TEAM), { exact: true }).click();
      await control(page, "Display order").fill(String(NEW_ACHIEVEMENT_ORDER));
      await control(page, "Event").fill("Short Cup 2025");
      await control(page, "Overall rank").fill("1");
      for (const index of [0, 1]) {
        await page.getByRole("button", { name: /Add sub-event results/i }).click();
        await control(page, "Name")
          .nth(index)
          .fill(`Sub-event ${index + 1}`);
        await control(page, "Rank").nth(index).fill("1");
      }
    },
    shown: { field: "Sub-event results" },
    says: /must have exactly 3 item/i,
  },
  {
    name: "a specification emptied",
    route: vehicleRoute(VEHICLE_WITH_CHASSIS),
    file: ["vehicles", slugOf(VEHICLE_WITH_CHASSIS)],
    make: (page) => control(page, "Chassis").fill(""),
    shown: "panel",
    says: /Combustion car specifications › Chassis: must not be empty/,
  },
  {
    name: "a board position another member holds",
    route: `collections/board/entries/${slugOf(BOARD_MEMBER)}`,
    file: ["board", slugOf(BOARD_MEMBER)],
    make: async (page) => {
      const held = readEntry("board", slugOf(OTHER_BOARD_MEMBER)).order;
      await control(page, "Display order").fill(String(held));
    },
    shown: "panel",
    says: /Display order: \d+ is already used by content\/board\//,
  },
  {
    name: "a vehicle whose page address another vehicle has",
    route: `collections/vehicles-${String(FIRST_TEAM.slug)}/new`,
    file: ["vehicles", editorFileName(NEW_VEHICLE_SLUG)],
    make: (page) => newVehicle(page, NEW_VEHICLE_SLUG, String(VEHICLE_ROUTE_TAKEN.version)),
    shown: "panel",
    says: new RegExp(
      escape(
        `makes the route /${String(FIRST_TEAM.slug)}/${String(VEHICLE_ROUTE_TAKEN.version)}, which content/vehicles/${slugOf(VEHICLE_ROUTE_TAKEN)}.json already has`,
      ),
    ),
  },
  {
    name: "an extra address that is a page of the site",
    route: vehicleRoute(VEHICLE_FOR_ALIAS),
    file: ["vehicles", slugOf(VEHICLE_FOR_ALIAS)],
    make: async (page) => {
      const aliases = fieldBlock(page, "Aliases");
      await aliases.getByRole("button", { name: /Add aliases/i }).click();
      await aliases.locator("input").last().fill("/contact");
    },
    shown: "panel",
    says: /makes the route \/contact, which a page in src\/pages already has/,
  },
  {
    name: "an alumnus with a slug another alumnus has",
    route: "collections/alumni/new",
    file: ["alumni", slugOf(ALUMNUS_TAKEN_SLUG)],
    make: async (page) => {
      await control(page, "Slug").fill(slugOf(ALUMNUS_TAKEN_SLUG));
      await control(page, "Name").fill("Someone Else");
      await control(page, "Post").fill("Engineer");
      await control(page, "Company").fill("Example");
      // Named after the slug, and never the name of a file already there (the other alumnus' photo
      // likely is): the name the editor gives it, worked out from what the folder holds now.
      const photo = photos[1] ?? "";
      const upload = { folder: "alumni", slug: slugOf(ALUMNUS_TAKEN_SLUG), fileName: path.basename(photo) };
      const name = uploadName({ images: contentImages(scratch) }, { ...upload, perEntry: false });
      if (!name) throw new Error(`no name for a photo of the slug "${upload.slug}"`);
      await uploadImage(page, fieldBlock(page, "Photo"), photo, name);
    },
    shown: "panel",
    says: new RegExp(
      escape(`Slug: content/alumni/${slugOf(ALUMNUS_TAKEN_SLUG)}.json already holds another entry`),
    ),
  },
];

test.describe("content mistakes are refused before anything is written, with no error in the page", () => {
  for (const mistake of MISTAKES) {
    test(mistake.name, async ({ page }) => {
      const file = entryFile(...mistake.file);
      const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await openEditor(page, mistake.route);
      await mistake.make(page);
      await publish(page);
      const where = mistake.shown === "panel" ? page.locator(PANEL) : fieldBlock(page, mistake.shown.field);
      await expect(where).toContainText(mistake.says);
      if (mistake.screenshot) {
        await page.screenshot({ path: path.join("test-results", "cms", `${mistake.screenshot}.png`) });
      }
      await expect(page.getByText("Entry saved")).toHaveCount(0);
      expect(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined).toBe(before);
      expect(errors).toEqual([]);
    });
  }
});

test("the preview pane draws the page with the site's own components and styles, as it is edited", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openEditor(page, vehicleRoute(VEHICLE_WITH_PHOTO));
  const preview = page.frameLocator("iframe").first();
  const heading = preview.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(String(VEHICLE_WITH_PHOTO?.title));
  // The vehicle page's own parts: its team in the eyebrow, its photo with its alt text, its table.
  await expect(
    preview.getByText(`${teamLabel(VEHICLE_WITH_PHOTO?.team)} · ${String(VEHICLE_WITH_PHOTO?.year)}`),
  ).toBeVisible();
  await expect(preview.getByRole("img", { name: String(VEHICLE_WITH_PHOTO?.imageAlt) })).toBeVisible();
  await expect(preview.getByText("SPECIFICATIONS", { exact: true })).toBeVisible();
  // In the site's display face, from the site's theme (emotion), not Decap's.
  expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"?Barlow Condensed/);
  // An edit shows at once.
  await control(page, "Title").fill("Preview Title 42");
  await expect(heading).toHaveText("Preview Title 42");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join("test-results", "cms", "editor-preview.png") });
  expect(errors).toEqual([]);
});

test("the development site npm run cms started shows every saved change", async ({ page }) => {
  // gatsby develop builds a page on its first request after a change ("Preparing requested page"),
  // which once took over 10 s in a clean-clone CI run on a 2-core machine: a readiness wait, not a speed assertion.
  test.setTimeout(5 * 60_000);
  const built = { timeout: 90_000 };
  const site = `http://localhost:${SITE_PORT}`;
  await page.goto(`${site}/alumnis`);
  await expect(page.getByText("Test Alumnus")).toBeVisible(built);
  await expect(page.getByRole("img", { name: "Portrait of Test Alumnus" })).toBeVisible();
  await page.goto(`${site}/${String(VEHICLE_WITH_TORQUE.team)}/${String(VEHICLE_WITH_TORQUE.version)}`);
  await expect(page.getByText("33 Nm @ 7000 rpm")).toBeVisible(built);
  await page.goto(`${site}/gallery/${NEW_ALBUM}`);
  await expect(page.getByRole("heading", { name: "Test Album 2025" })).toBeVisible(built);
  await page.goto(`${site}/${String(FIRST_TEAM.slug)}/${CREATED_VEHICLE.version}`);
  await expect(page.getByText(`ZFR ${CREATED_VEHICLE.version}`).first()).toBeVisible(built);
});
