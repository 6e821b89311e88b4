/**
 * The site's navigation and scrolling in a browser. Width is the subject of the two menus (the top bar at
 * 1280 px, the full-screen menu on a phone), each run at its own width; the rest (the scroll-to-top
 * button's threshold, where a new page or an address with a fragment lands, motion and pages without
 * scripts) is the same at every width and runs at one. The skip link is tried in the keyboard journey
 * (keyboard.spec.ts, both widths), and its target in every built page (tests/build/frame-html.test.ts).
 */
import { CONTENT } from "#app/content/words/all-locales";
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { counterDigits } from "./shown-content";
import { footerLabel } from "./pages";

const { site, findDoctorPage, home, about } = CONTENT.en;
const { nav } = site;
const MENU = [nav.home, nav.about, nav.specialities, nav.findDoctor, nav.contact, nav.bookAppointment];

test.describe("top navigation", () => {
  test("highlights the current page and stays on screen while scrolling", async ({ page, isMobile }) => {
    test.skip(isMobile, "the desktop bar; the mobile menu has its own test");
    await page.goto("/find");
    await waitForHydration(page);
    const bar = page.getByRole("navigation", { name: nav.label });
    for (const name of MENU) await expect(bar.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: nav.findDoctor, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: nav.home, exact: true })).not.toHaveAttribute("aria-current", "page");
    await page.mouse.wheel(0, 2000);
    const aboutLink = bar.getByRole("link", { name: nav.about, exact: true });
    await expect(aboutLink).toBeInViewport();
    await aboutLink.click();
    await expect(page).toHaveURL(paths.about);
    await expect(aboutLink).toHaveAttribute("aria-current", "page");
  });

  test("mobile menu: opens full screen, locks scrolling, traps focus, closes on Escape and on a link", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the hamburger exists on small screens");
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: nav.openMenu });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: nav.closeMenu });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // Full screen: edge to edge, down to the bottom of the viewport once it has slid down.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? [box.width, Math.round(box.y + box.height)] : null;
      })
      .toEqual([390, 844]);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Focus never leaves the toggle and the menu.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return (
          !!active && (document.getElementById("mobile-menu")?.contains(active) || active.getAttribute("aria-controls") === "mobile-menu")
        );
      });
      expect(inside).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: nav.openMenu })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await page.getByRole("button", { name: nav.openMenu }).click();
    await menu.getByRole("link", { name: nav.specialities, exact: true }).click();
    await expect(page).toHaveURL(paths.specialityList);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: nav.openMenu })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("scrolling", () => {
  test.skip(({ isMobile }) => isMobile, "the same at every width: the desktop project runs it");

  test("the scroll-to-top button appears past 100 px and brings the page back up", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: site.scrollToTop });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("every path change starts at the top of the new page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLabel(site, paths.terms) })
      .click();
    await expect(page).toHaveURL(paths.terms);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // Until the hospital supplies a video, 'Meet Our Doctors' leads to the doctors' list, the anchor's place then
  // (tests/build/page-content.test.ts); with videos, to their section (app/features/doctor-videos).
  test("/find#meetdoctors lands on the doctors, from a cold load and from a link", async ({ page }) => {
    await page.goto("/find#meetdoctors");
    const heading = page.getByRole("heading", { name: findDoctorPage.gridHeading, level: 2 });
    await expect(heading).toBeInViewport();
    await waitForHydration(page);
    await expect(heading).toBeInViewport();

    await page.goto("/contact");
    await waitForHydration(page);
    const footerLink = site.footer.patientLinks.find(({ path }) => path === paths.meetDoctors)!;
    await page.getByRole("contentinfo").getByRole("link", { name: footerLink.label }).click();
    await expect(page).toHaveURL(paths.meetDoctors);
    await expect(heading).toBeInViewport();
  });
});

test.describe("motion preferences and missing scripts", () => {
  test.skip(({ isMobile }) => isMobile, "the same at every width (some open their own window): the desktop project runs them");

  test("with reduced motion nothing is hidden and the counters show their figures", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 400 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByTestId("counter-value")).toHaveText(counterDigits());
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    await context.close();
  });

  test("below-the-fold content fades in once as it scrolls into view", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const pending = page.locator('[data-reveal="pending"]');
    await expect(pending).not.toHaveCount(0);
    await expect(page.locator('[data-reveal="shown"]')).toHaveCount(0);
    await pending.last().evaluate((element) => element.setAttribute("id", "reveal-probe"));
    const probe = page.locator("#reveal-probe");
    expect(await probe.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    await probe.scrollIntoViewIfNeeded();
    await expect(probe).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => probe.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("sections far below the first screen are left out of the first layout, then laid out once the page is idle", async ({
    browser,
    page,
  }) => {
    const contentVisibility = (sections: Element[]) => sections.map((section) => getComputedStyle(section).contentVisibility);
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const firstLoad = await withoutScripts.newPage();
    await firstLoad.goto("/hi/speciality/orthopaedics");
    const deferred = await firstLoad.locator(".render-when-near").evaluateAll(contentVisibility);
    expect(deferred.length).toBeGreaterThanOrEqual(4);
    expect(new Set(deferred)).toEqual(new Set(["auto"]));
    await expect(firstLoad.getByRole("contentinfo")).toHaveClass(/render-when-near/);
    await withoutScripts.close();

    await page.goto("/hi/speciality/orthopaedics");
    await waitForHydration(page);
    await expect.poll(() => page.locator(".render-when-near").evaluateAll(contentVisibility)).toEqual(deferred.map(() => "visible"));
  });

  test("the page paints its content before any script runs, then hydrates", async ({ page }) => {
    await page.goto("/hi/speciality");
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      hydratedAt: performance.getEntriesByName("hydrated")[0]?.startTime,
      stylesheets: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
        .map((entry) => (entry as PerformanceResourceTiming & { renderBlockingStatus: string }).renderBlockingStatus),
    }));
    expect(timings.firstContentfulPaint).toBeGreaterThan(0);
    expect(timings.hydratedAt).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
    // The page's part of the stylesheet is in the page: the whole one, added for what scripts show, holds up no paint.
    expect(timings.stylesheets).toEqual(["non-blocking"]);
  });

  test("without JavaScript every page's content is visible and counters show figures", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("counter-value")).toHaveText(counterDigits());
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await page.getByRole("link", { name: home.about.readMore }).click();
    await expect(page).toHaveURL(paths.about);
    // The page's last facility, far below its first screen.
    await expect(page.getByRole("heading", { name: about.facilities.at(-1)!.title, exact: true })).toBeVisible();
    await context.close();
  });
});
