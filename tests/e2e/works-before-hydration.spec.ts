import type { Page } from "@playwright/test";
import { CONTENT } from "#app/content/words/all-locales";
import { LOCALE_INFO } from "#common/locale";
import { expect, holdScripts, test, waitForHydration } from "./fixtures";

/**
 * A visitor on a slow phone taps what they see as soon as they see it, before the page's scripts have
 * run. The menu, the tie-ups' More Details and the footer's See More are HTML controls, so that one tap
 * is enough; once scripts run, what was opened stays open and behaves as it always has. On a phone, in
 * the phone's project alone (playwright.config.ts): the menu button is a narrow screen's, and the other
 * controls and the dropped downloads behave alike at any width. The page's scripts are held until the
 * tap has done its work (holdScripts), so the tap comes before hydration on any machine, at any speed.
 */

const languages = [
  { name: "English", home: "/", shortPage: "/gallery", content: CONTENT.en },
  { name: "Hindi", home: "/hi", shortPage: "/hi/gallery", content: CONTENT.hi },
] as const;

/** The footer's list of specialities and its eleventh entry, shown only after See More. */
function lastFooterSpeciality(page: Page, content: (typeof CONTENT)["en"]) {
  const list = page.getByRole("list", { name: content.site.footer.specialitiesHeading });
  return list.getByRole("link", { name: content.departments.at(-1)!.name });
}

test.describe("on a slow phone, one tap as soon as a control shows", () => {
  for (const { name, home, content } of languages) {
    test(`opens the menu (${name}), which then behaves as before once scripts run`, async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(home, { waitUntil: "commit" });
      await page.getByRole("button", { name: content.site.nav.openMenu }).tap();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: content.site.nav.contact })).toBeVisible();

      scripts.release();
      await waitForHydration(page);
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: content.site.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: content.site.nav.openMenu })).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("opens the tie-ups' More Details, which then reads Hide Details and closes", async ({ page }) => {
    const { tieUps } = CONTENT.en.home;
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByText(tieUps.moreDetails, { exact: true }).tap();
    const panelTitle = page.getByRole("heading", { name: tieUps.panelTitle });
    await expect(panelTitle).toBeVisible();
    await expect(page.getByText(tieUps.hideDetails, { exact: true })).toBeVisible();

    scripts.release();
    await waitForHydration(page);
    await expect(panelTitle).toBeVisible();
    await page.getByRole("button", { name: tieUps.hideDetails }).tap();
    await expect(panelTitle).toBeHidden();
    await expect(page.getByRole("button", { name: tieUps.moreDetails })).toHaveAttribute("aria-expanded", "false");
  });

  for (const { name, shortPage, content } of languages) {
    // On a short page the footer shows early, well before the scripts have run.
    test(`opens the footer's See More (${name}), and the list stays long once scripts run`, async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(shortPage, { waitUntil: "commit" });
      await page.getByText(content.site.footer.seeMore, { exact: true }).tap();
      await expect(lastFooterSpeciality(page, content)).toBeVisible();

      scripts.release();
      await waitForHydration(page);
      await expect(lastFooterSpeciality(page, content)).toBeVisible();
      await expect(page.getByText(content.site.footer.seeMore, { exact: true })).toHaveCount(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu button opens and closes the menu", async ({ page }) => {
    const { nav } = CONTENT.en.site;
    await page.goto("/about");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: nav.openMenu }).tap();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: nav.contact }).tap();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("More Details shows the TPA list and Hide Details hides it again", async ({ page }) => {
    const { tieUps } = CONTENT.en.home;
    await page.goto("/");
    const panelTitle = page.getByRole("heading", { name: tieUps.panelTitle });
    await expect(panelTitle).toBeHidden();
    await page.getByText(tieUps.moreDetails, { exact: true }).click();
    await expect(panelTitle).toBeVisible();
    await page.getByText(tieUps.hideDetails, { exact: true }).click();
    await expect(panelTitle).toBeHidden();
    await expect(page.getByText(tieUps.moreDetails, { exact: true })).toBeVisible();
  });

  test("See More lists every speciality in the footer", async ({ page }) => {
    const content = CONTENT.hi;
    await page.goto("/hi/about");
    await expect(lastFooterSpeciality(page, content)).toBeHidden();
    await page.getByText(content.site.footer.seeMore, { exact: true }).click();
    await expect(lastFooterSpeciality(page, content)).toBeVisible();
    await expect(page.getByRole("list", { name: content.site.footer.specialitiesHeading }).getByRole("link")).toHaveCount(
      content.departments.length,
    );
  });

  // A doctor video's play control is a link before scripts run: app/features/doctor-videos/doctor-videos.test.tsx.
  test("the language switch is a link that leads somewhere", async ({ page }) => {
    await page.goto("/find");
    await page.getByRole("link", { name: LOCALE_INFO.hi.nativeName }).first().click();
    await expect(page).toHaveURL("/hi/find");
  });
});

/**
 * Drops the first two downloads of what `url` matches, as mobile data can, and lets the next through;
 * returns how many it dropped.
 */
async function dropTwice(page: Page, url: RegExp): Promise<() => number> {
  let dropped = 0;
  await page.route(url, async (route) => {
    if (dropped < 2) {
      dropped += 1;
      await route.abort("connectionreset");
    } else await route.continue();
  });
  return () => dropped;
}

test.describe("when a script fails to arrive", () => {
  // Chromium reports each dropped download in the console; that is the network, not the page.
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_RESET/] });

  test("the page asks for it again and still hydrates", async ({ page }) => {
    // The page's own module: a download can fail and succeed a moment later.
    const dropped = await dropTwice(page, /\/assets\/root-[\w-]+\.js$/);
    await page.goto("/contact");
    await waitForHydration(page);
    expect(dropped()).toBe(2);
  });

  test("the page's hydration data, dropped twice, is asked for again and the page hydrates with it", async ({ page }) => {
    const dropped = await dropTwice(page, /\/assets\/hydration-data-[\w-]+\.txt$/);
    await page.goto("/hi/find");
    await waitForHydration(page);
    expect(dropped()).toBe(2);
    // Hydrated from that data: a mismatch with the HTML would be a console error, which fails the test.
    const doctors = CONTENT.hi.doctors.cards;
    await expect(page.getByRole("heading", { name: doctors[0]!.name }).first()).toBeVisible();
  });

  test("the whole stylesheet, fetched early and dropped, is asked for again and applied before the page hydrates", async ({ page }) => {
    const dropped = await dropTwice(page, /\/assets\/app-[\w-]+\.css$/);
    await page.goto("/bookappointment");
    await waitForHydration(page);
    expect(dropped()).toBe(2);
    const applied = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href !== null && new URL(sheet.href).pathname.startsWith("/assets/app-")),
    );
    expect(applied).toBe(true);
  });
});
