/**
 * Every link, button and form control a patient taps on a phone is at least 44 x 44 px (issue Q, review
 * p1), measured at 390 px on one page of each template in each language.
 *
 * The rule measured is WCAG 2.5.5 (Target Size, 44 x 44 CSS px), not 2.5.8's 24 px minimum with its
 * spacing exception: a family member taps with a thumb, often on a cheap phone, and the review measured
 * misses at 19 to 32 px. A target's box is the larger of its own and that of the clickable element
 * around it (a radio button inside its label, an icon inside a link). The one exception is WCAG's own
 * for inline targets: a link inside a sentence of running text (a paragraph that reads on around it) is
 * sized by the line it sits in, and padding it would break the line spacing. A phone number is never
 * exempt: a phone number beside its label is not in a sentence, and "108" in a sentence is still the
 * link a family taps in a hurry.
 */
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { HINDI_TEMPLATE_PAGES, TEMPLATE_PAGES, timeToVisit } from "./pages";

const MINIMUM_PX = 44;

test.use({ viewport: { width: 390, height: 844 } });
// eslint-disable-next-line no-empty-pattern -- Playwright asks for the fixtures' pattern even when none is used
test.beforeEach(({}, testInfo) => testInfo.skip(testInfo.project.name !== "mobile", "a phone's targets"));

/** Runs in the page: every visible target smaller than the minimum, described so a reader can find it. */
function measureTargets(minimum: number): { measured: number; offenders: string[] } {
  const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
  const CLICKABLE_AROUND = "a[href], button, label, summary";
  const viewportWidth = document.documentElement.clientWidth;

  /** Clipped to nothing: the skip link until it is focused, the robots' trap field no one sees. */
  const isClippedAway = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath !== "none" || style.clip !== "auto") return true;
    }
    return false;
  };

  const isShown = (element: Element, box: DOMRect) => {
    if (box.width === 0 || box.height === 0) return false;
    if (box.right <= 0 || box.left >= viewportWidth) return false; // a closed off-canvas menu
    return element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !isClippedAway(element);
  };

  /** WCAG's inline exception: a link that sits inside a sentence of running text. */
  const isInSentence = (element: Element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    // A phone number ("108" too) is tapped in a hurry, never read past: it is measured wherever it sits.
    if (element.getAttribute("href")?.startsWith("tel:")) return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
    if (!block || block.tagName !== "P") return false;
    const around = (block.textContent ?? "").replace(element.textContent ?? "", " ");
    // Words before or after the link that read as a sentence, not a label such as "Phone:".
    return (
      around
        .trim()
        .split(/\s+/)
        .filter((word) => /\p{L}{2,}/u.test(word)).length >= 4
    );
  };

  /** A target's own box, or the larger one laid over the words around it (a phone number, "होम": app.css, review U12, U24). */
  const ownTarget = (element: Element): DOMRect => {
    const own = element.getBoundingClientRect();
    const over = getComputedStyle(element, "::after");
    if (over.content === "none" || over.position !== "absolute") return own;
    const width = Math.max(own.width, parseFloat(over.width));
    const height = Math.max(own.height, parseFloat(over.height));
    return new DOMRect(own.x + (own.width - width) / 2, own.y + (own.height - height) / 2, width, height);
  };

  const clickableBox = (element: Element): DOMRect => {
    const own = ownTarget(element);
    const labelled = element instanceof HTMLInputElement && element.labels?.length ? element.labels[0]! : null;
    const around = labelled ?? element.parentElement?.closest(CLICKABLE_AROUND);
    if (!around) return own;
    const outer = around.getBoundingClientRect();
    return outer.width * outer.height > own.width * own.height ? outer : own;
  };

  const describe = (element: Element, box: DOMRect) => {
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const href =
      element.getAttribute("href") ??
      (element.getAttribute("type") ? `type=${element.getAttribute("type")} name=${element.getAttribute("name")}` : null);
    return `${element.tagName.toLowerCase()} "${name}"${href ? ` (${href})` : ""}: ${Math.round(box.width)} x ${Math.round(box.height)}`;
  };

  const measured = [...document.querySelectorAll(TARGETS)].filter(
    (element) => isShown(element, element.getBoundingClientRect()) && !isInSentence(element),
  );
  const offenders = measured.flatMap((element) => {
    const box = clickableBox(element);
    // Half a pixel of rounding: a 44 px box can measure 43.99 after sub-pixel layout.
    return box.width + 0.5 < minimum || box.height + 0.5 < minimum ? [describe(element, box)] : [];
  });
  return { measured: measured.length, offenders };
}

for (const { language, pages } of [
  { language: "English", pages: TEMPLATE_PAGES },
  { language: "Hindi", pages: HINDI_TEMPLATE_PAGES },
]) {
  test(`on one ${language} page of each template every link, button and control is at least ${MINIMUM_PX} px on a phone`, async ({
    page,
  }) => {
    test.setTimeout(timeToVisit(pages));
    const offenders: string[] = [];
    for (const { path } of pages) {
      await page.goto(path);
      const measuredHere = await page.evaluate(measureTargets, MINIMUM_PX);
      expect(measuredHere.measured, `the header, the page and the footer of ${path} have targets to measure`).toBeGreaterThan(10);
      offenders.push(...measuredHere.offenders.map((offender) => `${path}: ${offender}`));
    }
    expect(offenders, `targets under ${MINIMUM_PX} x ${MINIMUM_PX} px`).toEqual([]);
  });
}

test("the measurement names a small link, and leaves a link inside a sentence to its line", async ({ page }) => {
  await page.goto(paths.contact);
  // Added once React has taken the page over: added before, they would make hydration fail, and React
  // would render the page again from scratch without them.
  await waitForHydration(page);
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML(
      "afterbegin",
      '<p><a href="/tiny">x</a></p><p>Read the <a href="/in-a-sentence">privacy notice</a> before you send the form to us.</p>',
    );
    // Through the style object: the page's Content Security Policy refuses style attributes.
    Object.assign(main.querySelector<HTMLElement>('a[href="/tiny"]')!.style, {
      display: "inline-block",
      width: "20px",
      minWidth: "0",
      height: "20px",
    });
  });
  const { offenders } = await page.evaluate(measureTargets, MINIMUM_PX);
  expect(offenders).toEqual(['a "x" (/tiny): 20 x 20']);
});
