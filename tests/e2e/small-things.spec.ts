/**
 * Small things a patient on a phone read as broken (issue U, second review): a phone number inside the
 * sentence that says to call 108 opened gaps in its lines (U12), and a tapped link on a slow connection
 * left the old page on screen with no sign that anything was happening (U20). Both are layout and
 * running code, so a browser; a phone's, as the review measured them.
 */
import { CONTENT } from "#app/content/words/all-locales";
import { AMBULANCE_NUMBER } from "#app/content/links";
import { localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";

const MINIMUM_PX = 44;

for (const locale of ["en", "hi"] as const) {
  test(`in ${locale === "en" ? "English" : "Hindi"}, a phone number inside a sentence is a ${MINIMUM_PX} px target and keeps the sentence's lines`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, paths.contact));
    // The form's "not for emergencies" notice and the footer's disclaimer: each says to call 108.
    const sentences = page.locator("p").filter({ has: page.locator(`a[href="tel:${AMBULANCE_NUMBER}"]`) });
    await expect(sentences).toHaveCount(2);
    for (const sentence of await sentences.all()) {
      await sentence.scrollIntoViewIfNeeded();
      const measured = await sentence.evaluate((paragraph, minimum) => {
        // The same sentence with its numbers as plain words: it must take exactly as much room.
        const plain = paragraph.cloneNode(true) as HTMLElement;
        for (const link of plain.querySelectorAll("a")) {
          const words = document.createElement("span");
          words.className = link.className;
          words.textContent = link.textContent;
          link.replaceWith(words);
        }
        paragraph.after(plain);
        const heights = { withLinks: paragraph.getBoundingClientRect().height, plain: plain.getBoundingClientRect().height };
        plain.remove();

        // A tap anywhere in a 44 px square centred on a number reaches that number, over the lines next to
        // it, unless it lands on the other number's digits (the two may sit on lines next to each other).
        const missed: string[] = [];
        for (const link of paragraph.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
          link.scrollIntoView({ block: "center" });
          const box = link.getBoundingClientRect();
          const [x, y, reach] = [box.x + box.width / 2, box.y + box.height / 2, minimum / 2 - 1];
          for (const [dx, dy] of [
            [0, -reach],
            [0, reach],
            [-reach, 0],
            [reach, 0],
          ] as const) {
            const element = document.elementFromPoint(x + dx, y + dy);
            const hit = element?.closest("a");
            const onOtherDigits = hit?.getAttribute("href")?.startsWith("tel:") && element !== hit;
            if (hit !== link && !onOtherDigits) missed.push(`${link.textContent} at (${dx}, ${dy}) hits ${hit?.textContent ?? "no link"}`);
          }
        }
        return { heights, missed };
      }, MINIMUM_PX);
      expect(measured.heights.withLinks, "the sentence's height with its numbers as links and as plain words").toBe(measured.heights.plain);
      expect(measured.missed, `taps within ${MINIMUM_PX / 2} px of a number's centre`).toEqual([]);
    }
  });
}

test("while the next page is on its way a bar at the top says so, and under reduced motion it stands still", async ({ page }) => {
  const { doctors, site } = CONTENT.en;
  const doctor = doctors.cards[0]!;
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto(paths.findDoctor);
    await waitForHydration(page);

    // The doctor's page data is held until the test lets it through: the move is pending until then.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (markArrived = resolve));
    const doctorData = (url: URL) => url.pathname.startsWith(paths.doctor(doctor.id)) && url.pathname.endsWith(".data");
    await page.route(doctorData, async (route) => {
      markArrived();
      await released;
      await route.continue();
    });

    await page
      .getByRole("main")
      .locator(`a[href="${paths.doctor(doctor.id)}"]`)
      .first()
      .click();
    await arrived;
    const bar = page.getByRole("progressbar", { name: site.pageLoading });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
    // It fades in after a moment (so a quick move does not flash it), then is fully shown.
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await expect(page).toHaveURL(paths.findDoctor);
    const stripe = await bar.evaluate((element) => getComputedStyle(element, "::before").animationName);
    expect(stripe, `the stripe's animation (${reducedMotion})`).toBe(reducedMotion === "reduce" ? "none" : "navigation-progress-run");

    release();
    await expect(page.getByRole("heading", { level: 1, name: doctor.name })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy", /.*/);
    await page.unroute(doctorData);
  }
});

for (const locale of ["hi", "en"] as const) {
  test(`in ${locale === "en" ? "English" : "Hindi"}, the home page's buttons draw their words at their middle`, async ({ page }) => {
    await page.goto(localizedPath(locale, paths.home));
    const { hero, bookAppointment } = CONTENT[locale].home;
    for (const name of [hero.explore, hero.apply, bookAppointment]) {
      const button = page.getByRole("main").getByRole("link", { name, exact: true }).first();
      // Where the words' ink sits: their baseline in the line, less and plus the glyphs' own ascent and
      // descent as the canvas measures them in the same font.
      const offset = await button.evaluate((element) => {
        const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let text = words.nextNode();
        while (text && !text.textContent?.trim()) text = words.nextNode();
        const range = document.createRange();
        range.selectNodeContents(text!);
        const line = range.getBoundingClientRect();
        const style = getComputedStyle(element);
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const glyphs = canvas.measureText(text!.textContent!.trim());
        const baseline =
          line.top + (line.height - glyphs.fontBoundingBoxAscent - glyphs.fontBoundingBoxDescent) / 2 + glyphs.fontBoundingBoxAscent;
        const ink = { top: baseline - glyphs.actualBoundingBoxAscent, bottom: baseline + glyphs.actualBoundingBoxDescent };
        const box = element.getBoundingClientRect();
        return (ink.top + ink.bottom) / 2 - (box.top + box.bottom) / 2;
      });
      expect(Math.abs(offset), `${name}: its words' middle, from the button's (${offset.toFixed(1)} px)`).toBeLessThanOrEqual(2);
    }
  });
}

test("in Hindi, the breadcrumb's short 'Home' leaves the same gap after it as every step, and stays a finger's width to tap", async ({
  page,
}) => {
  await page.goto(localizedPath("hi", paths.patientGuide));
  const { site } = CONTENT.hi;
  const trail = page.getByRole("navigation", { name: site.breadcrumbLabel });
  const home = trail.getByRole("link", { name: site.breadcrumbHome, exact: true });
  // Where the word "होम" ends as drawn, not where its link's box does.
  const homeWordsEnd = await home.evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    return range.getBoundingClientRect().right;
  });
  const [chevronBox, nextBox] = await Promise.all([
    trail.locator("li").nth(1).locator("svg").boundingBox(),
    trail.locator("li").nth(1).locator("[aria-current=page]").boundingBox(),
  ]);
  const gapAfterHome = chevronBox!.x - homeWordsEnd;
  const gapBeforeStep = nextBox!.x - (chevronBox!.x + chevronBox!.width);
  expect(Math.abs(gapAfterHome - gapBeforeStep), "the gaps either side of the chevron").toBeLessThanOrEqual(1);
  // The tap target is the box laid over it (app.css): a tap 21 px either side of its middle reaches it.
  const hits = await home.evaluate(
    (link, reach) => {
      const box = link.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      return [-reach, reach].map((dx) => document.elementFromPoint(x + dx, y)?.closest("a") === link);
    },
    MINIMUM_PX / 2 - 1,
  );
  expect(hits).toEqual([true, true]);
});

for (const locale of ["en", "hi"] as const) {
  test(`in ${locale === "en" ? "English" : "Hindi"}, the Contact card's rows (phone, WhatsApp, e-mail, address) start at the same left`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, paths.contact));
    const { contactPage } = CONTENT[locale].forms;
    const card = page
      .getByRole("main")
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: contactPage.cardTitle }) });
    const rows = card.locator("ul").first().locator("li > a");
    expect(await rows.count()).toBe(4);
    const lefts = await rows.evaluateAll((links) =>
      links.map((link) => Math.round(link.querySelector("svg")!.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size, `the rows' icons start at ${lefts.join(", ")} px`).toBe(1);
  });
}

for (const locale of ["en", "hi"] as const) {
  test(`in ${locale === "en" ? "English" : "Hindi"}, the footer's last row of links, wrapped on a phone, draws a rule only between two links on one line`, async ({
    page,
  }) => {
    const { site } = CONTENT[locale];
    await page.goto(localizedPath(locale, paths.home));
    const terms = site.footer.bottomLinks.find((link) => link.path === paths.terms)!.label;
    const row = page
      .getByRole("contentinfo")
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: terms }) });
    await row.scrollIntoViewIfNeeded();
    const items = await row.evaluate((list) => {
      // The rule is the item's ::before; the box around the list clips what lies left of its edge.
      const clipping = list.parentElement!;
      const clips = getComputedStyle(clipping).overflowX === "clip";
      const edge = clipping.getBoundingClientRect().left;
      return [...list.children].map((item) => {
        const rule = getComputedStyle(item, "::before");
        const box = item.getBoundingClientRect();
        const ruleLeft = box.left + parseFloat(rule.marginLeft);
        return {
          top: Math.round(box.top),
          drawn: rule.borderLeftWidth === "1px" && parseFloat(rule.height) > 0,
          shown: !clips || ruleLeft >= edge,
        };
      });
    });
    expect(items).toHaveLength(site.footer.bottomLinks.length);
    // On a phone's width the row takes more than one line, or this would prove nothing.
    expect(new Set(items.map((item) => item.top)).size).toBeGreaterThan(1);
    items.forEach((item, index) => {
      const afterALinkOnItsLine = index > 0 && items[index - 1]!.top === item.top;
      expect(item.drawn, `item ${index}`).toBe(true);
      expect(item.shown, `item ${index}: a rule ${afterALinkOnItsLine ? "between two links" : "at a line's start"}`).toBe(
        afterALinkOnItsLine,
      );
    });
  });
}
