import { PAGE_ROUTES } from "../../src/lib/routes";
import { expect, settle, skipLoadingScreen, test } from "./fixtures";
import { entries, entry } from "./site-content";

/**
 * The Sponsors page makes the case and /apply follows its recruitment dates, against the production
 * build of this folder's content: what each part should show is read from content/, so the test holds
 * whether the content gives tiers, figures and dates or not.
 */
test.beforeEach(async ({ page }) => skipLoadingScreen(page));

interface SponsorsCopy extends Record<string, unknown> {
  slug: string;
  sponsorContact?: string;
  sponsorFigures?: { from: string; to: string; pageViews: number; logoSightings: number };
}
const copy = () => entry<SponsorsCopy>("pages", "sponsors");
const sponsors = () => entries<{ slug: string; name: string; tier?: string }>("sponsors");
const count = (value: number) => value.toLocaleString("en-GB");

test("the sponsor wall shows every sponsor, under its tier's heading when the content gives tiers, the first tier largest", async ({
  page,
}) => {
  await page.goto(PAGE_ROUTES.sponsors);
  await settle(page, { revealAll: true });
  for (const sponsor of sponsors())
    await expect(page.getByRole("img", { name: sponsor.name, exact: true })).toBeAttached();
  const tiers = [...new Set(sponsors().flatMap((sponsor) => (sponsor.tier ? [sponsor.tier.trim()] : [])))];
  const lists = page.locator("[data-logo-size]");
  if (tiers.length === 0) {
    await expect(lists).toHaveCount(1);
    return;
  }
  for (const tier of tiers) await expect(page.getByRole("heading", { level: 2, name: tier })).toBeVisible();
  const widths = await lists.evaluateAll((elements) =>
    elements.map((list) => list.querySelector("li")?.getBoundingClientRect().width ?? 0),
  );
  // Each tier's logos are no larger than the tier's before it, and the first tier's are larger than the last's.
  for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeLessThanOrEqual((widths[i - 1] ?? 0) + 1);
  if (widths.length > 1) expect(widths[0]).toBeGreaterThan(widths.at(-1) ?? 0);
});

test("'What your logo gets' gives the published figures, or no number at all when none are published", async ({
  page,
}) => {
  await page.goto(PAGE_ROUTES.sponsors);
  const block = page.getByRole("region", { name: "What your logo gets" });
  await expect(block).toBeVisible();
  const figures = copy().sponsorFigures;
  if (figures) {
    await expect(block.getByTestId("sponsor-figures")).toContainText(count(figures.pageViews));
    await expect(block.getByTestId("sponsor-figures")).toContainText(count(figures.logoSightings));
  } else {
    await expect(block.getByTestId("sponsor-figures")).toHaveCount(0);
    expect(await block.innerText()).not.toMatch(/\d/);
  }
});

test("the Sponsors page and its prospectus name the contact the content gives", async ({ page }) => {
  const slug = copy().sponsorContact;
  test.skip(!slug, "content/pages/sponsors.json names no sponsorContact");
  const member = entry<{ slug: string; name: string; post: string }>("board", slug as string);
  await page.goto(PAGE_ROUTES.sponsors);
  await expect(page.getByTestId("sponsor-contact")).toContainText(`${member.name}, ${member.post}`);
  await page.getByRole("link", { name: "The sponsorship prospectus" }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE_ROUTES.sponsorsProspectus}/?$`));
  await expect(page.getByTestId("prospectus-contact")).toContainText(member.name);
});

test("the prospectus prints on one A4 page, without the site's header and footer, naming every sponsor", async ({
  page,
}) => {
  await page.goto(PAGE_ROUTES.sponsorsProspectus);
  const names = await page.getByTestId("prospectus-tier").allInnerTexts();
  for (const sponsor of sponsors()) expect(names.join(" ")).toContain(sponsor.name);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body header").first()).toBeHidden();
  await expect(page.locator("body footer").first()).toBeHidden();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test("/apply follows the recruitment dates of the content: with none set, the REGISTER HERE form", async ({
  page,
}) => {
  const join = entry<{ slug: string; recruitmentOpens?: string; recruitmentCloses?: string }>(
    "pages",
    "join",
  );
  test.skip(
    Boolean(join.recruitmentOpens || join.recruitmentCloses),
    "content/pages/join.json sets recruitment dates: the closed state is tested with fixtures in __tests__/pages",
  );
  await page.goto(PAGE_ROUTES.apply);
  await expect(page.getByRole("region", { name: "REGISTER HERE" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recruitment is closed" })).toHaveCount(0);
});
