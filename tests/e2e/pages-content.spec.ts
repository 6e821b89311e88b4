import { CONTENT } from "#app/content/words/all-locales";
import { expect, isMobile, test, waitForHydration } from "./fixtures";

// What these pages hold before any script runs (About's sections, Find Doctor's cards (and no videos), the
// contact and appointment forms' labelled fields, Terms' sections, the gallery's captions and described
// pictures, every image's size and alt), in both languages, is read from the build:
// tests/build/page-content.test.ts and pages-html.test.ts. Here, what only a browser does.

test("a doctor card grows on hover", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1024, "hover is for pointer devices");
  await page.goto("/find");
  await waitForHydration(page);
  const card = page.getByRole("region", { name: CONTENT.en.findDoctorPage.gridHeading }).getByRole("article").first();
  const before = await card.boundingBox();
  await card.hover();
  await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan((before?.width ?? 0) + 2);
});

// A doctor video loads its player only when asked: app/features/embeds/lazy-embed.test.tsx; the seed has
// none of the hospital's videos (tests/build/page-content.test.ts).
test("embeds load nothing from other sites until the visitor asks", async ({ page, thirdPartyRequests }) => {
  test.skip(isMobile(page), "what an embed loads does not change with width");
  await page.goto("/find");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.goto("/contact");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(thirdPartyRequests).toEqual([]);
  await page.getByRole("button", { name: CONTENT.en.forms.contactPage.showMap }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /google\.com\/maps/);
  await expect.poll(() => thirdPartyRequests.some((url) => url.includes("google.com/maps"))).toBe(true);
});

test("gallery: the pictures in the first screen arrive without a scroll", async ({ page }) => {
  await page.goto("/gallery");
  // Pictures after the first are fetched lazily: those in the first screen (the whole first row on a
  // wide screen) still arrive without a scroll.
  const pictures = page.getByRole("main").locator("img");
  const firstScreen = await pictures.evaluateAll(
    (images) => images.filter((image) => image.getBoundingClientRect().top < window.innerHeight).length,
  );
  expect(firstScreen).toBeGreaterThan(0);
  for (let index = 0; index < firstScreen; index += 1) {
    await expect
      .poll(() => pictures.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
});
