import { CONTENT } from "#app/content/words/all-locales";
import { expect, test } from "./fixtures";
import { storedSubmissionsCsv, unique } from "./form-helpers";

test.describe("a form on another website that posts to the hospital", () => {
  test("is answered with a page saying it was not sent, and nothing reaches the desk", async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const lastName = `CrossSite${unique()}`;
    // Another site's page, as a spammer would host it: a plain form whose action is the hospital's endpoint.
    await page.route("http://spam.example/**", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="en"><title>Win a prize</title>
<form method="post" action="${baseURL}/api/contact-email">
<input name="firstName" value="Asha"><input name="lastName" value="${lastName}">
<input name="email" value="asha@example.in"><input name="phone" value="9829012345">
<input name="message" value="Sent from another site"><button>Claim your prize</button>
</form></html>`,
      }),
    );
    await page.goto("http://spam.example/prize");
    await page.getByRole("button", { name: "Claim your prize" }).click();

    const { resultPages: answer } = CONTENT.en.serverAnswers;
    await expect(page.getByRole("heading", { name: answer.crossSiteHeading })).toBeVisible();
    await expect(page.getByRole("link", { name: answer.backToForm })).toBeVisible();
    expect(storedSubmissionsCsv()).not.toContain(lastName);
    await context.close();
  });
});
