/**
 * The ways to the patient guide and the patients' rights, on a phone (the phone's project alone,
 * playwright.config.ts): the footer's links, the rights' link to the feedback form, and the page a form
 * sent without JavaScript answers with. What the two pages hold is read from the build
 * (tests/build/patient-pages-html.test.ts).
 */
import { CONTENT } from "#app/content/words/all-locales";
import { expect, test, waitForHydration } from "./fixtures";
import { paths } from "#common/paths";
import { footerLabel } from "./pages";

const LANGUAGES = [
  { prefix: "", words: CONTENT.en },
  { prefix: "/hi", words: CONTENT.hi },
] as const;

for (const { prefix, words } of LANGUAGES) {
  test(`the footer's links reach both pages (${prefix || "/"})`, async ({ page }) => {
    await page.goto(`${prefix}/about`);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: footerLabel(words.site, paths.patientGuide), exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/patient-guide`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.patientGuide.heading);
    await footer.getByRole("link", { name: footerLabel(words.site, paths.patientRights), exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/patient-rights`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.patientRights.heading);
  });

  test(`patient rights leads to the feedback form (${prefix || "/"})`, async ({ page }) => {
    await page.goto(`${prefix}/patient-rights`);
    const link = words.patientRights.sections.find((section) => section.link)?.link;
    expect(link?.path).toBe("/feedback");
    await page.getByRole("link", { name: link!.text }).click();
    await expect(page).toHaveURL(`${prefix}/feedback`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.feedbackPage.page.bannerTitle);
  });
}

test("the page a browser without JavaScript gets after sending a form links to the patient guide", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/contact");
  const form = CONTENT.hi.forms.contactForm;
  await page.getByLabel(form.firstName).fill("आशा");
  await page.getByLabel(form.lastName).fill(`गाइड${Date.now()}`);
  await page.getByLabel(form.email).fill("asha@example.in");
  await page.getByLabel(form.phone).fill("9829012345");
  await page.getByRole("textbox", { name: form.message }).fill("बिना स्क्रिप्ट के भेजा गया।");
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByText(CONTENT.hi.forms.alerts.contactSuccess)).toBeVisible();
  await page.getByRole("link", { name: CONTENT.hi.serverAnswers.resultPages.patientGuide }).click();
  await expect(page).toHaveURL("/hi/patient-guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTENT.hi.patientGuide.heading);
  await context.close();
});
