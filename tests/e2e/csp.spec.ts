import { CONTENT } from "#app/content/words/all-locales";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES, timeToVisit } from "./pages";

/**
 * The server's Content-Security-Policy allows each page's own inline scripts by hash and nothing inline
 * besides. That every served page's HTML holds nothing its policy refuses is read from the build, page by
 * page in both languages (tests/build/page-policy.test.ts); here the browser runs the scripts, on one page
 * of each template in each language, and any script or style the policy refuses on the way would be
 * reported; blocked third-party loads (the fixture answers them with an empty 204, there being no
 * network) are not violations. The policy does not depend on the window's width: one width runs it.
 */

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleReports];
}

async function expectNoViolations(page: Page, paths: string[]) {
  const violations = await recordViolations(page);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    await waitForHydration(page);
    expect(await violations(), path).toEqual([]);
  }
}

for (const { language, pages } of [
  { language: "English", pages: TEMPLATE_PAGES },
  { language: "Hindi", pages: HINDI_TEMPLATE_PAGES },
]) {
  test(`one ${language} page of each template hydrates under the policy without a single violation`, async ({ page }) => {
    test.setTimeout(timeToVisit(pages));
    await expectNoViolations(
      page,
      pages.map(({ path }) => path),
    );
  });
}

test.describe("the fallback page for an unknown speciality", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test("hydrates under its own hashes", async ({ page }) => {
    await expectNoViolations(page, ["/speciality/unknown-name", "/speciality/Another-One"]);
  });
});

test("client-side navigation, the menu and the forms' scripts run under the policy", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  const { forms, contactMessages } = CONTENT.en;
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByLabel(forms.contactForm.firstName).fill("R");
  await page.getByLabel(forms.contactForm.firstName).blur();
  await expect(page.getByText(contactMessages.minLength)).toBeVisible();
  await page.getByRole("link", { name: forms.privacyLinkText, exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await violations()).toEqual([]);
});

// The video player's origin is in frame-src (server/http/security-headers.test.ts); the seed has no video to open.
test("opening the map raises no violation", async ({ page, thirdPartyRequests }) => {
  const violations = await recordViolations(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: CONTENT.en.forms.contactPage.showMap }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /google\.com\/maps/);
  await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
  expect(await violations()).toEqual([]);
});
