import { CONTENT } from "#app/content/words/all-locales";
import { paths } from "#common/paths";
import type { Page } from "@playwright/test";
import { expect, isMobile, test, waitForHydration } from "./fixtures";
import { recordAlerts, unique } from "./form-helpers";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES, timeToVisit } from "./pages";

/**
 * A visitor who uses only the keyboard: every step lands on a control that shows where focus is, and
 * the sticky header never covers it.
 */
async function expectVisibleFocus(page: Page, what: string) {
  const focus = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const style = getComputedStyle(active);
    const rect = active.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    return {
      label: (active.getAttribute("aria-label") || active.textContent || active.outerHTML).trim().slice(0, 120),
      outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
      // The skip link and the scroll-to-top button float above the page on purpose.
      inHeader: !!active.closest("header") || style.position === "fixed",
      top: rect.top,
      headerBottom: header.bottom,
      viewportHeight: window.innerHeight,
    };
  });
  expect(focus, `${what}: something has focus`).not.toBeNull();
  expect(focus!.outline, `${what}: "${focus!.label}" shows a focus ring`).toBe(true);
  if (!focus!.inHeader) {
    expect(focus!.top, `${what}: "${focus!.label}" is not under the sticky header`).toBeGreaterThanOrEqual(focus!.headerBottom - 1);
    // A tall field may run past the bottom edge; its start, where the caret is, must be on screen.
    expect(focus!.top, `${what}: "${focus!.label}" is on screen`).toBeLessThan(focus!.viewportHeight);
  }
}

/** Presses Tab until the focused element matches, checking the focus ring at every stop. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, what: string, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, `${what}, tab ${step + 1}`);
    if (await matches(page)) return;
  }
  throw new Error(`${what}: not reached with ${limit} presses of Tab`);
}

const focusedIs = (name: string) => async (page: Page) =>
  page.evaluate((wanted) => {
    const active = document.activeElement as HTMLElement | null;
    const label = active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    const text = (label ?? active?.getAttribute("aria-label") ?? active?.textContent ?? "").replace(/\s+/g, " ").trim();
    return text === wanted;
  }, name);

const { site, forms } = CONTENT.en;
const { contactForm, appointmentForm, alerts: formAlerts } = forms;

test.describe("keyboard only", () => {
  test("skip link, navigation, both forms and a FAQ, with a visible focus at every step", async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto("/");
    await waitForHydration(page);

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: site.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expectVisibleFocus(page, "skip link");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    // To the contact page through the top bar, or through the menu on a phone, from the top again.
    await page.reload();
    await waitForHydration(page);
    if (isMobile(page)) {
      await tabTo(page, focusedIs(site.nav.openMenu), "menu button");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: site.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
      await expectVisibleFocus(page, "first link of the open menu");
      await tabTo(page, focusedIs(site.nav.contact), "mobile menu");
    } else {
      await tabTo(page, focusedIs(site.nav.contact), "top bar");
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.contact);
    // As after a full page load, the keyboard starts from the new page's content.
    await expect(page.locator("main")).toBeFocused();

    const lastName = `Keys${unique()}`;
    await tabTo(page, focusedIs(contactForm.firstName), "contact form");
    await page.keyboard.type("Sunita");
    for (const [label, value] of [
      [contactForm.lastName, lastName],
      [contactForm.email, "sunita@example.in"],
      [contactForm.phone, "98290 12345"],
      [contactForm.message, "Typed with the keyboard only."],
    ]) {
      await tabTo(page, focusedIs(label!), label!);
      await page.keyboard.type(value!);
    }
    await tabTo(page, focusedIs(contactForm.submit), "send button");
    await page.keyboard.press("Enter");
    await expect.poll(() => alerts).toEqual([formAlerts.contactSuccess]);

    await page.goto("/bookappointment");
    await waitForHydration(page);
    await tabTo(page, focusedIs(appointmentForm.name), "appointment form");
    await page.keyboard.type(`Keys ${lastName}`);
    await tabTo(page, focusedIs(appointmentForm.email), "Email");
    await page.keyboard.type("sunita@example.in");
    await tabTo(page, focusedIs(appointmentForm.phoneNumber), "Phone Number");
    await page.keyboard.type("9829012345");
    await tabTo(page, focusedIs(appointmentForm.speciality), "Speciality");
    // A select takes the typed letters as the start of an option's label.
    await page.keyboard.type(appointmentForm.specialityOptions.Urology);
    await expect(page.getByLabel(appointmentForm.speciality, { exact: true })).toHaveValue("Urology");
    await tabTo(page, focusedIs(appointmentForm.query), "Query");
    await page.keyboard.type("Follow-up for a kidney stone.");
    await tabTo(page, focusedIs(appointmentForm.submit), "Book Now");
    await page.keyboard.press("Enter");
    await expect.poll(() => alerts).toEqual([formAlerts.contactSuccess, formAlerts.appointmentSuccess]);

    await page.goto("/speciality/orthopaedics");
    await waitForHydration(page);
    const firstQuestion = page.locator("summary").first();
    const question = (await firstQuestion.textContent())!.trim();
    await tabTo(page, focusedIs(question), "first FAQ", 80);
    await page.keyboard.press("Enter");
    await expect(page.locator("details").first()).toHaveAttribute("open", "");
  });
});

/** One page of each template in each language: the rules below are layout, and the language changes it. */
const LANGUAGES = [
  { language: "English", pages: TEMPLATE_PAGES },
  { language: "Hindi", pages: HINDI_TEMPLATE_PAGES },
];

test.describe("touch targets and zoom", () => {
  for (const { language, pages } of LANGUAGES) {
    test(`every control on one ${language} page of each template is at least 24 by 24 px, except links inside a sentence`, async ({
      page,
    }) => {
      test.setTimeout(timeToVisit(pages));
      for (const { path } of pages) {
        await page.goto(path);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary")]
            .filter((element) => element.offsetParent !== null && !element.closest("[aria-hidden=true]"))
            .filter((element) => !(element.tagName === "A" && element.parentElement?.closest("p, li p, dd")))
            .map((element) => {
              // A target may be the larger box laid over its neighbours (a phone number, "होम": app.css).
              const own = element.getBoundingClientRect();
              const over = getComputedStyle(element, "::after");
              const laidOver = over.content !== "none" && over.position === "absolute";
              const rect = laidOver
                ? { width: Math.max(own.width, parseFloat(over.width)), height: Math.max(own.height, parseFloat(over.height)) }
                : own;
              return { element, rect };
            })
            .filter(({ rect }) => rect.width > 0 && (rect.width < 24 || rect.height < 24))
            .map(
              ({ element, rect }) =>
                `${(element.textContent || element.getAttribute("aria-label") || element.tagName).trim().slice(0, 30)} ${Math.round(rect.width)}x${Math.round(rect.height)}`,
            ),
        );
        expect(small, path).toEqual([]);
      }
    });
  }
});

test.describe("zoomed to 200%", () => {
  test.skip(({ isMobile }) => isMobile, "the test opens its own 320 px window, the same in both projects: the desktop project runs it");

  for (const { language, pages } of LANGUAGES) {
    test(`at 320 px wide (a 640 px screen zoomed to 200%) no ${language} page of any template scrolls sideways`, async ({ browser }) => {
      test.setTimeout(timeToVisit(pages));
      const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
      const page = await context.newPage();
      for (const { path } of pages) {
        await page.goto(path);
        const [scrollWidth, clientWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeInViewport();
      }
      await context.close();
    });
  }
});
