/**
 * The floating scroll-to-top button covers no text at the end of a page on a phone (issue Q, review p2):
 * the page ends with room for it. Measured in the phone's project (390 px) alone, in both languages, on pages whose footer and last
 * section reach the bottom right corner, against every line of text (each text node's own line boxes,
 * not its element's whole box, so a short last line is not counted as covered).
 */
import { CONTENT } from "#app/content/words/all-locales";
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";

const PAGES = [paths.home, paths.speciality(CONTENT.en.departments[0]!.slug), paths.contact, paths.patientGuide];
const inHindi = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

/**
 * Runs in the page: scrolls to the very end, and once the page's height has held for two frames at its
 * end, gives the visible lines of text the button's box overlaps, with their words. Sections laid out
 * only when near (content-visibility, the footer among them) keep a placeholder height until a frame has
 * rendered them and then grow the page, later still on a busy machine: the lines are read only when
 * nothing grows any more, in the same frame as the check, so what is measured is the page's real end.
 */
async function textUnderAtTheEnd(button: Element): Promise<string[] | "still growing"> {
  const frame = () => new Promise((rendered) => requestAnimationFrame(rendered));
  let steady = false;
  let height = -1;
  for (let attempt = 0; attempt < 50 && !steady; attempt++) {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    await frame();
    const now = document.documentElement.scrollHeight;
    steady = now === height && Math.ceil(window.scrollY + window.innerHeight) >= now;
    height = now;
  }
  if (!steady) return "still growing";

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

for (const path of [...PAGES, ...PAGES.map(inHindi)]) {
  test(`${path}: at the end of the page the scroll-to-top button covers no text`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // The button shows once the page is scrolled: to the end, then measured there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole("button", { name: CONTENT[path.startsWith("/hi") ? "hi" : "en"].site.scrollToTop });
    await expect(button).toBeVisible();
    expect(await button.evaluate(textUnderAtTheEnd)).toEqual([]);
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
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole("button", { name: CONTENT.en.site.scrollToTop });
  await expect(button).toBeVisible();
  expect(await button.evaluate(textUnderAtTheEnd)).toEqual([]);

  await page.locator("body > footer").evaluate((footer) => footer.style.setProperty("padding-bottom", "0"));
  expect(await button.evaluate(textUnderAtTheEnd)).toEqual([expect.stringMatching(/^A line of words/)]);
});
