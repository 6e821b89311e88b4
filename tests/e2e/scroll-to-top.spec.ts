/**
 * The floating scroll-to-top button covers no text at the end of a page on a phone (issue Q, review p2):
 * the page ends with room for it. Measured in the phone's project (390 px) alone, in both languages, on pages whose footer and last
 * section reach the bottom right corner, against every line of text (each text node's own line boxes,
 * not its element's whole box, so a short last line is not counted as covered).
 */
import { CONTENT } from "#app/content/all-locales";
import { paths } from "#common/paths";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const PAGES = [paths.home, paths.speciality(CONTENT.en.departments[0]!.slug), paths.contact, paths.patientGuide];
const inHindi = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

/** Runs in the page: the visible lines of text the element's box overlaps, with their words. */
function textUnder(button: Element): string[] {
  const target = button.getBoundingClientRect();
  const overlaps = (line: DOMRect) =>
    line.width > 0 &&
    line.height > 0 &&
    line.left < target.right &&
    line.right > target.left &&
    line.top < target.bottom &&
    line.bottom > target.top;
  const covered: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.textContent?.trim();
    if (!words || button.contains(node) || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(overlaps)) covered.push(words.slice(0, 60));
  }
  return covered;
}

/**
 * Scrolls to the very end. Sections laid out only when near (content-visibility, the footer among them)
 * keep a placeholder height until a frame has rendered them, and then grow the page: so the end is
 * checked two frames after each scroll, once what the scroll brought near has its real height.
 */
async function scrollToTheEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        for (let frame = 0; frame < 2; frame++) await new Promise((rendered) => requestAnimationFrame(rendered));
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      }),
    )
    .toBe(true);
}

for (const path of [...PAGES, ...PAGES.map(inHindi)]) {
  test(`${path}: at the end of the page the scroll-to-top button covers no text`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await scrollToTheEnd(page);
    const button = page.getByRole("button", { name: CONTENT[path.startsWith("/hi") ? "hi" : "en"].site.scrollToTop });
    await expect(button).toBeVisible();
    expect(await button.evaluate(textUnder)).toEqual([]);
  });
}

test("a line of text running to the footer's end is clear of the button only thanks to the room the page ends with", async ({ page }) => {
  await page.goto(paths.contact);
  await waitForHydration(page);
  await page.locator("body > footer").evaluate((footer) => {
    const line = document.createElement("p");
    line.textContent = "A line of words as wide as the page, ending at its right-hand edge and below every other line.";
    line.className = "text-right";
    footer.append(line);
  });
  await scrollToTheEnd(page);
  const button = page.getByRole("button", { name: CONTENT.en.site.scrollToTop });
  await expect(button).toBeVisible();
  expect(await button.evaluate(textUnder)).toEqual([]);

  await page.locator("body > footer").evaluate((footer) => footer.style.setProperty("padding-bottom", "0"));
  await scrollToTheEnd(page);
  expect(await button.evaluate(textUnder)).toEqual([expect.stringMatching(/^A line of words/)]);
});
