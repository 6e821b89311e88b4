/**
 * The emergency call where a patient in a hurry looks for it, in a browser at both widths: on the first
 * screen of one page of each template in each language, and still on screen at the foot of the page (the
 * top bar is sticky), above the page's heading and clear of the scroll-to-top button; and the forms'
 * notice that they are not for emergencies, above their buttons. What each page's HTML holds (the call's
 * number and words, the footer's disclaimer, the skip link) is read from every built page in both
 * languages by tests/build/frame-html.test.ts; the speciality pages' review date by
 * tests/build/speciality-reviewed.test.ts.
 */
import { CONTENT } from "#app/content/words/all-locales";
import { AMBULANCE_NUMBER, emergencyPhone } from "#app/content/facts/hospital";
import { factValue } from "#app/content/hospital-fact";
import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES, timeToVisit } from "./pages";

const emergencyTel = `tel:${factValue(emergencyPhone)!.e164}`;

/** The emergency call link at the top of the page. */
const emergencyCall = (root: Locator, label: string) =>
  root.getByRole("banner").getByRole("link", { name: new RegExp(`^${label.replace(/[+]/g, "\\+")}`) });

for (const { language, pages, words } of [
  { language: "English", pages: TEMPLATE_PAGES, words: CONTENT.en },
  { language: "Hindi", pages: HINDI_TEMPLATE_PAGES, words: CONTENT.hi },
]) {
  test(`on one ${language} page of each template the emergency call is on the first screen and still there at the foot of the page`, async ({
    page,
  }) => {
    test.setTimeout(timeToVisit(pages));
    for (const { path } of pages) {
      await page.goto(path);
      const call = emergencyCall(page.locator("body"), words.site.emergencyCall);
      await expect(call, path).toBeInViewport();
      await expect(call, path).toHaveAttribute("href", emergencyTel);
      // Far down the page, the call is still on screen: the bar is sticky.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(call, path).toBeInViewport();
    }
  });
}

test("the emergency call sits in the top bar above the page's heading, and clear of the scroll-to-top button", async ({ page }) => {
  const { site } = CONTENT.en;
  await page.goto("/speciality/orthopaedics");
  await waitForHydration(page);
  const call = emergencyCall(page.locator("body"), site.emergencyCall);
  const headerBox = (await page.getByRole("banner").boundingBox())!;
  const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

  await page.mouse.wheel(0, 1500);
  const scrollToTop = page.getByRole("button", { name: site.scrollToTop });
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
});

for (const { path, words } of [
  { path: "/contact", words: CONTENT.en },
  { path: "/bookappointment", words: CONTENT.en },
  { path: "/hi/contact", words: CONTENT.hi },
  { path: "/hi/bookappointment", words: CONTENT.hi },
]) {
  test(`the form on ${path} says above its fields that it is not for emergencies, with the numbers to call`, async ({ page }) => {
    await page.goto(path);
    const form = page.locator("form");
    const notice = form.locator("p", { hasText: words.forms.emergencyNotice.split("{phone}")[0]!.trim() });
    await expect(notice).toBeVisible();
    await expect(notice.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
    await expect(notice.locator(`a[href="tel:${AMBULANCE_NUMBER}"]`)).toHaveText(AMBULANCE_NUMBER);
    const submit = form.getByRole("button", {
      name: path.includes("contact") ? words.forms.contactForm.submit : words.forms.appointmentForm.submit,
    });
    // Above the first field, so its links are no Tab stops between the last field and the button (review U13).
    const firstField = form.locator("input:not([type=hidden]), select, textarea").first();
    const noticeBox = (await notice.boundingBox())!;
    const firstFieldBox = (await firstField.boundingBox())!;
    const submitBox = (await submit.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(firstFieldBox.y);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(submitBox.y);
  });
}
