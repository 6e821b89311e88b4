/**
 * axe-core on what a browser shows: one page of each template in each language (the page an unknown
 * department's address gets among them), at a phone's and a desktop's width, where colour contrast,
 * reflow and target sizes differ, and the open menu and TPA panel on a phone. What every page's HTML
 * must hold itself (its language, one h1 and headings in order, alternatives for pictures, names for
 * links, buttons and fields, unique ids) is read from every built page (tests/build/accessible-html.test.ts).
 */
import { CONTENT } from "#app/content/words/all-locales";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES } from "./pages";

/**
 * Sections far from the screen are not painted until a visitor scrolls near them
 * (`.render-when-near`), and axe, which finds a text's background by asking what is painted under it,
 * would measure them against the page's white. Rendered as a visitor scrolling there would see them:
 * by a style sheet, which also holds for an element the page renders again, and only once the browser
 * has painted them (one run in a few hundred, checked sooner, measured the footer's light text as if on white).
 */
async function renderEverySection(page: Page) {
  await page.evaluate(async () => {
    // A constructed sheet: the page's content security policy refuses inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(".render-when-near { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

test.describe("axe-core finds no WCAG 2.2 A/AA violations", () => {
  for (const { path } of [
    ...TEMPLATE_PAGES,
    { path: "/speciality/unknown" },
    ...HINDI_TEMPLATE_PAGES,
    { path: "/hi/speciality/unknown" },
  ]) {
    test(path, async ({ browser }, testInfo) => {
      const project = testInfo.project.use;
      // Reduced motion so every section is fully opaque when axe measures contrast.
      const context = await browser.newContext({
        viewport: project.viewport,
        isMobile: project.isMobile,
        hasTouch: project.hasTouch,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await renderEverySection(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      ).toEqual([]);
      await context.close();
    });
  }

  test("the open mobile menu and the open TPA panel", async ({ browser }, testInfo) => {
    testInfo.skip(testInfo.project.name !== "mobile", "a phone's menu, opened at a phone's width in either project");
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: CONTENT.en.home.tieUps.moreDetails }).click();
    await page.getByRole("button", { name: CONTENT.en.site.nav.openMenu }).click();
    await renderEverySection(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });

  test("the open Hindi mobile menu and the open TPA panel", async ({ browser }, testInfo) => {
    testInfo.skip(testInfo.project.name !== "mobile", "a phone's menu, opened at a phone's width in either project");
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto("/hi");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: CONTENT.hi.home.tieUps.moreDetails }).click();
    await page.getByRole("button", { name: CONTENT.hi.site.nav.openMenu }).click();
    await renderEverySection(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
