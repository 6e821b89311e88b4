/**
 * Each page carries only the part of the site's stylesheet its HTML can use (pipeline/page-stylesheet.ts),
 * and adds the whole stylesheet once it has painted. Held here in the browser, on one page of each
 * template in both languages (the page an unknown department's address gets among them), at a phone's
 * and a desktop's width, where the media queries differ: without scripts, every element and its
 * ::before and ::after, with every <details> open and every popover shown, computes exactly the same
 * style from the page's own part as from the whole stylesheet (custom properties aside: the page's part
 * leaves out those nothing in it reads). That every page of the build carries the part its own HTML can
 * use and names the whole stylesheet, and that these pages between them have every class and element
 * any page has, is read from the built files (tests/build/page-stylesheet.test.ts).
 */
import { pageStylesheetUrls, readBuiltPage } from "#common/built-page";
import { expect, test } from "./fixtures";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES } from "./pages";

/** Opens what HTML alone can open, and keeps every computed style on the window. */
function snapshotStyles() {
  for (const details of document.querySelectorAll("details")) details.open = true;
  for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) if (!popover.matches(":popover-open")) popover.showPopover();
  // The menu slides in: compare where every animation ends, not wherever it is at the moment.
  for (const animation of document.getAnimations()) animation.finish();
  const styles = new Map<string, string>();
  // The whole stylesheet's own link is left out, so that both snapshots list the same elements.
  const elements = [document.documentElement, ...document.documentElement.querySelectorAll<HTMLElement>("*:not([data-whole])")];
  // A part laid out only when near the screen (content-visibility: auto) is sized by whether the browser has
  // judged it near yet, which may differ between the two snapshots: both lay every such part out, and compare
  // the content-visibility the stylesheet gives it.
  const givenVisibility = new Map<Element, string>();
  for (const element of elements) {
    element.style.removeProperty("content-visibility");
    const given = getComputedStyle(element).contentVisibility;
    givenVisibility.set(element, given);
    if (given === "auto") element.style.setProperty("content-visibility", "visible");
  }
  elements.forEach((element, index) => {
    for (const pseudo of [null, "::before", "::after"]) {
      const computed = getComputedStyle(element, pseudo);
      // A ::before or ::after with no content is not drawn at all.
      if (pseudo && /^(none|normal)$/.test(computed.content)) continue;
      const values: string[] = [];
      for (let property = 0; property < computed.length; property += 1) {
        const name = computed.item(property);
        // Custom properties are inputs: what they compute to is compared in the properties that read them.
        if (name.startsWith("--")) continue;
        const value = name === "content-visibility" && !pseudo ? givenVisibility.get(element) : computed.getPropertyValue(name);
        values.push(`${name}:${value}`);
      }
      styles.set(
        `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${pseudo ?? ""}`,
        values.join(";"),
      );
    }
  });
  return styles;
}

test.describe("a page's own part of the site's stylesheet", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 404/] });

  // An unknown department's address gets the fallback page, with a 404 that Chromium reports.
  const unknownDepartment = "/speciality/no-such-department";
  for (const path of [...TEMPLATE_PAGES, { path: unknownDepartment }, ...HINDI_TEMPLATE_PAGES, { path: `/hi${unknownDepartment}` }].map(
    (page) => page.path,
  )) {
    test(`styles ${path} as the whole stylesheet does`, async ({ page }) => {
      await page.goto(path);
      const html = await page.content();
      const whole = pageStylesheetUrls(readBuiltPage(html))[0];
      expect(whole, "the stylesheet the page's scripts add").toBeDefined();
      // Scripts are off in the page: the test keeps the snapshots on its window and waits for the link itself.
      const snapshot = `window.__styles = (${snapshotStyles.toString()})()`;
      await page.evaluate((code) => new Function(code)(), snapshot.replace("window.__styles", "window.__ownStyles"));
      await page.evaluate((href) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.dataset.whole = "";
        document.head.append(link);
      }, whole!);
      await expect.poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[data-whole]")?.sheet !== null)).toBe(true);
      await page.evaluate((code) => new Function(code)(), snapshot);
      const differences = await page.evaluate(() => {
        const { __ownStyles: own, __styles: withWhole } = window as unknown as Record<string, Map<string, string>>;
        const found: string[] = [];
        for (const [element, values] of withWhole!) {
          if (own!.get(element) === values) continue;
          const before = new Set((own!.get(element) ?? "").split(";"));
          found.push(
            `${element}: ${values
              .split(";")
              .filter((value) => !before.has(value))
              .join("; ")}`,
          );
        }
        return { found, compared: withWhole!.size };
      });
      expect(differences.compared, "elements compared").toBeGreaterThan(100);
      expect(differences.found).toEqual([]);
    });
  }
});
