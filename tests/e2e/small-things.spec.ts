/**
 * Small things a patient on a phone read as broken (issue U, second review): a phone number inside the
 * sentence that says to call 108 opened gaps in its lines (U12), and a tapped link on a slow connection
 * left the old page on screen with no sign that anything was happening (U20). Both are layout and
 * running code, so a browser; a phone's, as the review measured them.
 */
import { CONTENT } from "#app/content/all-locales";
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
