import { CONTENT } from "#app/content/all-locales";
import { emergencyPhone } from "#app/content/hospital";
import { factValue } from "#app/content/hospital-fact";
import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { HINDI_PAGES, PAGES } from "./pages";

const emergencyTel = `tel:${factValue(emergencyPhone)!.e164}`;

const LANGUAGES = [
  { pages: PAGES.map((page) => page.path), words: CONTENT.en },
  { pages: HINDI_PAGES.map((page) => page.path), words: CONTENT.hi },
] as const;

/** The emergency call link at the top of the page. */
const emergencyCall = (root: Locator, label: string) =>
  root.getByRole("banner").getByRole("link", { name: new RegExp(`^${label.replace(/[+]/g, "\\+")}`) });

for (const { pages, words } of LANGUAGES) {
  for (const path of pages) {
    test(`${path} offers the emergency number to call at the top and a medical disclaimer in its footer`, async ({ page }) => {
      await page.goto(path);
      const call = emergencyCall(page.locator("body"), words.site.emergencyCall);
      await expect(call).toBeInViewport();
      await expect(call).toHaveAttribute("href", emergencyTel);

      const footer = page.getByRole("contentinfo");
      const disclaimerStart = words.site.footer.disclaimer.split("{phone}")[0]!.trim();
      const disclaimer = footer.locator("p", { hasText: disclaimerStart });
      await expect(disclaimer).toHaveCount(1);
      await expect(disclaimer.locator(`a[href="${emergencyTel}"]`)).toHaveCount(1);
      await expect(disclaimer.locator('a[href="tel:108"]')).toHaveCount(1);

      // Far down the page, the call is still on screen: the bar is sticky.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(call).toBeInViewport();
    });
  }
}

test("the emergency call is in the top bar before scripts run, above the page's heading, and clear of the scroll-to-top button", async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.use;
  const noScripts = await browser.newContext({ viewport: project.viewport, isMobile: project.isMobile, javaScriptEnabled: false });
  const before = await noScripts.newPage();
  await before.goto("/about");
  await expect(emergencyCall(before.locator("body"), "Emergency 24x7")).toHaveAttribute("href", emergencyTel);
  await noScripts.close();

  const context = await browser.newContext({ viewport: project.viewport, isMobile: project.isMobile, hasTouch: project.hasTouch });
  const page = await context.newPage();
  await page.goto("/speciality/orthopaedics");
  await waitForHydration(page);
  const call = emergencyCall(page.locator("body"), "Emergency 24x7");
  const headerBox = (await page.getByRole("banner").boundingBox())!;
  const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

  await page.mouse.wheel(0, 1500);
  const scrollToTop = page.getByRole("button", { name: "Scroll to top" });
  await expect(scrollToTop).toBeVisible();
  await expect(call).toBeInViewport();
  const callBox = (await call.boundingBox())!;
  const buttonBox = (await scrollToTop.boundingBox())!;
  const overlap =
    callBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < callBox.x + callBox.width &&
    callBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < callBox.y + callBox.height;
  expect(overlap).toBe(false);
  // A tap lands on the call link itself, not on anything drawn over it.
  await expect(call).toBeVisible();
  expect(
    await call.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!top && link.contains(top);
    }),
  ).toBe(true);
  await context.close();
});

for (const { path, words } of [
  { path: "/contact", words: CONTENT.en },
  { path: "/bookappointment", words: CONTENT.en },
  { path: "/hi/contact", words: CONTENT.hi },
  { path: "/hi/bookappointment", words: CONTENT.hi },
]) {
  test(`the form on ${path} says above its button that it is not for emergencies, with the numbers to call`, async ({ page }) => {
    await page.goto(path);
    const form = page.locator("form");
    const notice = form.locator("p", { hasText: words.forms.emergencyNotice.split("{phone}")[0]!.trim() });
    await expect(notice).toBeVisible();
    await expect(notice.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
    await expect(notice.locator('a[href="tel:108"]')).toHaveText("108");
    const submit = form.getByRole("button", {
      name: path.includes("contact") ? words.forms.contactForm.submit : words.forms.appointmentForm.submit,
    });
    const noticeBox = (await notice.boundingBox())!;
    const submitBox = (await submit.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(submitBox.y);
  });
}

test("each speciality page says when its text was last reviewed", async ({ page }) => {
  await page.goto("/speciality/urology");
  const reviewed = page.getByText(/^Last reviewed: \d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(reviewed).toBeVisible();
  await expect(reviewed.locator("time")).toHaveAttribute("datetime", CONTENT.en.specialities.urology.reviewedOn);
  await page.goto("/hi/speciality/urology");
  await expect(page.getByText(/^जानकारी की आख़िरी जाँच: \d{1,2} \S+ \d{4}$/)).toBeVisible();
});
