import { CONTENT } from "#app/content/all-locales";
import { hospital } from "#app/content/hospital";
import { expect, test, waitForHydration } from "./fixtures";

const LANGUAGES = [
  { prefix: "", words: CONTENT.en },
  { prefix: "/hi", words: CONTENT.hi },
] as const;

for (const { prefix, words } of LANGUAGES) {
  for (const { key, path } of [
    { key: "patientGuide", path: "/patient-guide" },
    { key: "patientRights", path: "/patient-rights" },
  ] as const) {
    const content = words[key];
    test(`${prefix}${path} shows every section, with each fact the hospital has given and a call to confirm where it has not`, async ({
      page,
    }) => {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
      const contents = page.getByRole("navigation", { name: content.contentsLabel });
      for (const section of content.sections) {
        await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
        await expect(contents.getByRole("link", { name: section.title })).toHaveAttribute("href", `#${section.id}`);
      }
      for (const { section, line } of content.sections.flatMap((section) => (section.facts ?? []).map((line) => ({ section, line })))) {
        const answer = page
          .getByRole("region", { name: section.title })
          .locator("dt", { hasText: line.name })
          .locator("xpath=following-sibling::dd[1]");
        if (line.fact.state === "missing") {
          await expect(answer).toContainText(content.callToConfirm);
          await expect(answer.getByRole("link")).toHaveAttribute("href", `tel:${hospital.phone}`);
        } else {
          await expect(answer).not.toContainText(content.callToConfirm);
          if (typeof line.fact.value === "string") await expect(answer).toContainText(line.fact.value);
        }
      }
    });
  }

  test(`the footer's links reach both pages (${prefix || "/"})`, async ({ page }) => {
    await page.goto(`${prefix}/about`);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: words.site.footer.patientGuide, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/patient-guide`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.patientGuide.heading);
    await footer.getByRole("link", { name: words.site.footer.patientRights, exact: true }).click();
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
