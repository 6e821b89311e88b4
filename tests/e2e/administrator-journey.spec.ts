/**
 * The hospital administrator's first day with the desk, as the outside review walked it
 * (shared/reviews/content-admin-review.md, its ten jobs), in Chromium against the production server,
 * clicked as a person clicks: the administrator signs in with an authenticator app's code and gives
 * one colleague the right to edit and another the right to approve and publish too; a notice
 * scheduled a minute ahead is published, and appears on the home page at its start and leaves at its
 * end with no one publishing; the editor changes the emergency number, which waits for the other's
 * approval before it is on every page in both languages; a new doctor gets a photo with its words in
 * both languages, shown on the doctor's page; an FAQ answer changed in English only is held back
 * until someone says its Hindi is still right; an export imported after a later publish says which
 * release it came from and what it would undo, and its drafts are not chosen for publishing; and a
 * rollback puts the earlier content back on the site.
 *
 * Each step is one the review found broken or missing (rights only through the API, a photo that could
 * not be saved, a notice that never appeared, a stale Hindi published unnoticed, an old export silently
 * undoing what was live): this is the whole day, end to end, so a change that breaks one job for a
 * person who only uses the desk shows here. The API is used only for what a person cannot click: the
 * accounts' passwords and authenticator apps, made as `readyAccount` makes them.
 *
 * It waits for real time once: the notice's start and end, which the server renders by itself; a
 * visitor's page watches for them in the background while the rest of the day goes on.
 */
import { readFileSync } from "node:fs";
import { CONTENT } from "#app/content/words/all-locales";
import { paths } from "#common/paths";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DESK_EXPECTED_CONSOLE_ERRORS, expectNoViolations, passSecondFactorOnPage, readyAccount, signedInPage } from "./desk-pages";
import { expect, test } from "./fixtures";
import { unique } from "./form-helpers";

// A click that finds nothing fails in seconds, not at the end of the day's long timeout.
test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS], actionTimeout: 15_000 });

const { en, hi } = CONTENT;
/** What the doctor's page says of their years, for a number of years. */
const yearsOfExperience = (years: number) => en.doctorPage.experience.replace("{years}", String(years));

/** A publish renders every page of both languages: tens of seconds on a busy machine. */
const PUBLISH_TIMEOUT = 180_000;

const deskNav = (page: Page) => page.getByRole("navigation", { name: "Desk" });

/** Content › a kind of content (a single document such as the hospital's, or a list such as Doctors). */
async function openContent(page: Page, kind: string) {
  await deskNav(page).getByRole("link", { name: "Content" }).click();
  await page.getByRole("list", { name: "Kinds of content" }).getByRole("link", { name: kind, exact: true }).click();
}

async function openChanges(page: Page) {
  await deskNav(page).getByRole("link", { name: "Changes waiting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Changes waiting" })).toBeVisible();
}

/** Changes waiting lists what waited when it was opened (its link does not read it again): the publisher, still on it, reloads. */
async function reloadChanges(page: Page) {
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Changes waiting" })).toBeVisible();
}

async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved at .*not public until it is published/)).toBeVisible();
}

/** The change waiting under its title on Changes waiting. */
const changeNamed = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });

/** Publishes what Changes waiting has chosen and waits until it is live. */
async function publishChosen(page: Page, button: RegExp = /^Publish the chosen change$/) {
  await page.getByRole("button", { name: button }).click();
  // A refusal says why in an alert: the failure then reads it, instead of waiting out the timeout.
  const published = page.getByText(/^Published\./);
  await expect(published.or(page.getByRole("alert"))).toBeVisible({ timeout: PUBLISH_TIMEOUT });
  expect(await page.getByRole("alert").allInnerTexts()).toEqual([]);
  await expect(published).toBeVisible();
}

/** A public page, loaded afresh until `expectation` holds of it (the same instance has a publish at once; others within a minute). */
async function onPublicPage(page: Page, path: string, expectation: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await expectation(page);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 5_000] });
}

/** What the India-time box of the notice form takes: YYYY-MM-DDTHH:MM, in India. */
const indianLocal = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);

test.describe("the hospital administrator's first day in the desk", () => {
  test.describe.configure({ timeout: 20 * 60_000 });

  test("rights, an approved emergency number, a doctor's photo, a scheduled notice, a Hindi check, an import and a rollback", async ({
    page,
    browser,
    request,
  }) => {
    const mark = unique();
    // Words this run alone wrote, in digits (a Hindi sentence may hold no Latin letters).
    const stamp = String(Date.now()).slice(-6);
    const admin = await readyAccount(request, "admin");
    const editor = await readyAccount(request, "desk");
    const publisher = await readyAccount(request, "desk");

    await test.step("1. the administrator signs in with the authenticator app's code", async () => {
      await page.goto("/desk");
      await page.getByLabel("E-mail").fill(admin.email);
      await page.getByLabel("Password").fill(admin.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Second step of signing in" })).toBeVisible();
      await passSecondFactorOnPage(page, admin);
      await expect(page.getByText(`${admin.email} (administrator)`)).toBeVisible();
    });

    await test.step("2. in Accounts, one colleague may edit, the other may edit, approve and publish", async () => {
      await deskNav(page).getByRole("link", { name: "Accounts" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
      const grant = async (email: string, right: string, said: string) => {
        const row = page.getByRole("listitem").filter({ has: page.getByText(email, { exact: true }) });
        const box = row.getByRole("checkbox", { name: right });
        await expect(box).not.toBeChecked();
        await box.click();
        await expect(page.getByText(`${email} ${said} the site's content.`)).toBeVisible();
        await expect(box).toBeChecked();
      };
      await grant(editor.email, "May edit the site's content", "may now edit");
      await grant(publisher.email, "May edit the site's content", "may now edit");
      await grant(publisher.email, "May approve and publish it", "may now approve and publish");
    });

    const editorPage = await signedInPage(browser, editor);
    const publisherPage = await signedInPage(browser, publisher);

    const noticeWords = {
      en: `The OPD closes early today at 2 pm for staff training (${stamp}).`,
      hi: `आज कर्मचारियों के प्रशिक्षण के कारण ओपीडी दोपहर 2 बजे बंद होगी (${stamp})।`,
    };
    let noticeComesAndGoes: Promise<void> = Promise.resolve();
    await test.step("3. a notice scheduled a minute ahead is published before its start and is not on the home page yet", async () => {
      // The first whole minute at least 100 s away (the form takes a while on a busy machine): time to
      // publish it before it starts. The day goes on while it waits (step 8 sees it come and go).
      const start = Math.ceil((Date.now() + 100_000) / 60_000) * 60_000;
      const end = start + 60_000;
      await openContent(editorPage, "Notices");
      await editorPage.getByRole("link", { name: "Add to notices" }).click();
      await editorPage.getByLabel("Key").fill(`early-close-${mark}`);
      await editorPage.getByLabel("Shown from").fill(indianLocal(start));
      await editorPage.getByLabel("Shown until").fill(indianLocal(end));
      await editorPage.getByLabel("Notice (English)").fill(noticeWords.en);
      await editorPage.getByLabel("Notice (Hindi)").fill(noticeWords.hi);
      await saveDraft(editorPage);

      await openChanges(publisherPage);
      await expect(changeNamed(publisherPage, noticeWords.en).getByRole("checkbox", { name: "Publish this change" })).toBeChecked();
      await publishChosen(publisherPage);
      expect(Date.now(), "published before the notice's start").toBeLessThan(start);

      const notices = page.getByRole("region", { name: en.site.notices });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(notices.filter({ hasText: noticeWords.en })).toHaveCount(0);

      // The real wait the review asked for, on a visitor's own page while the day goes on: nobody
      // publishes the notice again, the server renders at each moment.
      const visitor = await (await browser.newContext()).newPage();
      const shownOnHome = async () => {
        await visitor.goto("/");
        return (await visitor.getByRole("region", { name: en.site.notices }).filter({ hasText: noticeWords.en }).count()) > 0;
      };
      noticeComesAndGoes = (async () => {
        await expect.poll(shownOnHome, { timeout: start - Date.now() + 120_000, intervals: [2_000, 5_000] }).toBe(true);
        expect(Date.now(), "shown only from its start").toBeGreaterThanOrEqual(start);
        await visitor.goto("/hi/");
        await expect(visitor.getByRole("region", { name: hi.site.notices })).toContainText(noticeWords.hi);
        await expect.poll(shownOnHome, { timeout: end - Date.now() + 120_000, intervals: [2_000, 5_000] }).toBe(false);
        expect(Date.now(), "shown until its end").toBeGreaterThanOrEqual(end);
        await visitor.context().close();
      })();
      // Its failure is read where step 8 awaits it, not as an unhandled rejection in between.
      noticeComesAndGoes.catch(() => undefined);
    });

    await test.step("4. the editor's new emergency number waits for the publisher's approval, then is on every page in both languages", async () => {
      const digits = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      const printed = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
      await openContent(editorPage, "Hospital identity and phones");
      await expect(editorPage.getByRole("heading", { level: 1, name: "Hospital identity and phones" })).toBeVisible();
      const emergency = editorPage.getByRole("group", { name: "Emergency 24x7", exact: true });
      await emergency.getByRole("radio", { name: "Supplied by the hospital" }).check();
      await emergency.getByLabel("Number for dialling").fill(`+91${digits}`);
      await emergency.getByLabel("As printed").fill(printed);
      await expect(emergency).toContainText("Needs a second person's approval before it goes live.");
      await saveDraft(editorPage);

      // The editor sees it wait and has nothing to approve or publish with.
      await openChanges(editorPage);
      const waiting = changeNamed(editorPage, "Hospital identity and phones");
      await expect(waiting).toContainText(/Needs a second person's approval/);
      await expect(waiting).toContainText(printed);
      await expect(editorPage.getByRole("button", { name: /^(Approve|Publish)/ })).toHaveCount(0);

      await reloadChanges(publisherPage);
      const theirs = changeNamed(publisherPage, "Hospital identity and phones");
      await expect(theirs.getByRole("checkbox", { name: /^Publish this change \(after approval\)/ })).toBeDisabled();
      await theirs.getByRole("button", { name: "Approve Hospital identity and phones" }).click();
      await expect(publisherPage.getByText("Hospital identity and phones: approved. It can be published now.")).toBeVisible();
      await expect(theirs.getByRole("checkbox", { name: /^Publish this change/ })).toBeChecked();
      await publishChosen(publisherPage);

      // The red bar at the top of every page, in English and in Hindi, dials the new number.
      for (const [path, words] of [
        ["/contact", en.site.emergencyCall],
        ["/hi/contact", hi.site.emergencyCall],
      ] as const)
        await onPublicPage(page, path, async (visitor) => {
          const call = visitor.getByRole("banner").getByRole("link", { name: `${words} ${printed}` });
          await expect(call).toHaveAttribute("href", `tel:+91${digits}`, { timeout: 1_000 });
        });
    });

    const doctor = {
      id: `asha-meena-${mark}`,
      name: "Dr. Asha Meena",
      alt: { en: "Dr. Asha Meena in a white coat, smiling", hi: "सफ़ेद कोट में मुस्कुराती डॉ. आशा मीणा" },
    };

    await test.step("5. the editor adds a doctor with a photo and its words in both languages; once published, the doctor's page shows it", async () => {
      await openContent(editorPage, "Doctors");
      await editorPage.getByRole("link", { name: "Add to doctors" }).click();
      await expect(editorPage.getByRole("heading", { level: 1, name: "New item: Doctors" })).toBeVisible();
      await editorPage.getByLabel("Page address").fill(doctor.id);
      await editorPage.getByLabel("Name (English)").fill(doctor.name);
      await editorPage.getByLabel("Name (Hindi)").fill("डॉ. आशा मीणा");
      await editorPage.getByLabel("Department").selectOption({ label: en.departments.find(({ slug }) => slug === "urology")!.name });
      await expect(editorPage.getByRole("checkbox", { name: "Shown on the site" })).toBeChecked();
      await editorPage.getByLabel("Qualification (English)").fill("MS Urology");
      await editorPage.getByLabel("Qualification (Hindi)").fill("MS (यूरोलॉजी)");
      await editorPage.getByLabel("Years of experience").fill("9");

      const photo = editorPage.getByRole("group", { name: "Photo", exact: true });
      await photo.getByRole("radio", { name: "Supplied by the hospital" }).check();
      const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#5b7fa6" } })
        .jpeg()
        .toBuffer();
      await photo.getByLabel("Upload a picture").setInputFiles({ name: "asha-meena.jpg", mimeType: "image/jpeg", buffer: jpeg });
      await expect(photo.getByText("asha-meena.jpg is uploaded. Save the draft to keep it.")).toBeVisible();
      await expect(photo.getByRole("img", { name: "Photo, now in use" })).toBeVisible();
      await photo.getByLabel("What the picture shows (alt text) (English)").fill(doctor.alt.en);
      await photo.getByLabel("What the picture shows (alt text) (Hindi)").fill(doctor.alt.hi);
      await saveDraft(editorPage);

      // A new doctor brings a fee and a registration (even missing ones) where there were none: a second person approves.
      await reloadChanges(publisherPage);
      const added = changeNamed(publisherPage, doctor.name);
      await added.getByRole("button", { name: `Approve ${doctor.name}` }).click();
      await expect(publisherPage.getByText(`${doctor.name}: approved. It can be published now.`)).toBeVisible();
      await expect(added.getByRole("checkbox", { name: "Publish this change" })).toBeChecked();
      await publishChosen(publisherPage, /^Publish the/);

      await onPublicPage(page, `/doctors/${doctor.id}`, async (visitor) => {
        await expect(visitor.getByRole("heading", { level: 1, name: doctor.name })).toBeVisible({ timeout: 1_000 });
      });
      // The uploaded photo, loaded.
      const portrait = page.getByRole("main").locator('img[src^="/media/"]');
      await expect(portrait).toBeVisible();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // Named by the words written beside its upload, in each language.
      await expect(portrait).toHaveAttribute("alt", doctor.alt.en);
      await page.goto(`/hi/doctors/${doctor.id}`);
      await expect(page.getByRole("main").locator('img[src^="/media/"]')).toHaveAttribute("alt", doctor.alt.hi);
    });

    const { title: speciality, faqs } = en.specialities.radiology;
    await test.step("6. an FAQ answer changed in English only waits for its Hindi until the publisher says the Hindi is still right", async () => {
      const answer = `Yes, for a scan of the upper abdomen: do not eat for 6 hours before it. The desk tells you how to prepare when you book (${stamp}).`;
      await openContent(editorPage, "Speciality pages");
      await editorPage.getByRole("link", { name: speciality, exact: true }).click();
      const faq = editorPage.getByRole("group", { name: "Frequently asked questions, 2", exact: true });
      await faq.getByLabel("Answer (English)").fill(answer);
      await expect(faq).toContainText("Hindi out of date");
      await saveDraft(editorPage);

      await reloadChanges(publisherPage);
      const change = changeNamed(publisherPage, speciality);
      await expect(change).toContainText(/Hindi out of date: the English of .*answer changed since its Hindi was written/i);
      await expect(change.getByRole("checkbox", { name: /^Publish this change \(after its Hindi\)/ })).toBeDisabled();
      await expect(change.getByRole("checkbox", { name: /^Publish this change/ })).not.toBeChecked();
      await expect(publisherPage.getByRole("button", { name: /^Publish/ })).toBeDisabled();

      await change.getByRole("button", { name: `The Hindi of ${speciality} is still right` }).click();
      await expect(publisherPage.getByText(`${speciality}: its Hindi is marked as still right.`)).toBeVisible();
      await expect(change.getByRole("checkbox", { name: "Publish this change" })).toBeChecked();
      await publishChosen(publisherPage);

      await onPublicPage(page, paths.speciality("radiology"), async (visitor) => {
        await visitor.getByText(faqs[1]!.question).click({ timeout: 1_000 });
        await expect(visitor.getByText(answer)).toBeVisible({ timeout: 1_000 });
      });
    });

    let exportedRelease = 0;
    await test.step("7. an older export imported after a later publish says what it would undo; as drafts, those are not chosen", async () => {
      await page.goto("/desk");
      await deskNav(page).getByRole("link", { name: "Content" }).click();
      await page.getByRole("link", { name: "Export or import the whole content" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Export or import" })).toBeVisible();
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the published content" }).click();
      const exported = await (await download).path();
      exportedRelease = (JSON.parse(readFileSync(exported, "utf8")) as { release: number }).release;

      // Later the same morning: the doctor's years are corrected and published.
      await openContent(editorPage, "Doctors");
      // Another run's doctor may have the same name: this one is at its own address.
      await editorPage
        .getByRole("link", { name: doctor.name })
        .and(editorPage.locator(`[href$="/${doctor.id}"]`))
        .click();
      await editorPage.getByLabel("Years of experience").fill("11");
      await saveDraft(editorPage);
      await reloadChanges(publisherPage);
      await publishChosen(publisherPage);
      await onPublicPage(page, `/doctors/${doctor.id}`, async (visitor) => {
        await expect(visitor.getByText(yearsOfExperience(11)).first()).toBeVisible({ timeout: 1_000 });
      });

      await page.goto("/desk");
      await deskNav(page).getByRole("link", { name: "Content" }).click();
      await page.getByRole("link", { name: "Export or import the whole content" }).click();
      await page.getByLabel("JSON file").setInputFiles(exported);
      await page.getByRole("button", { name: "Check the file" }).click();
      const plan = page.getByRole("region", { name: "What the import changes" });
      await expect(plan).toBeVisible();
      const releases = page.getByText(/^The file is release \d+'s content, exported .*; the site is at release \d+\.$/);
      await expect(releases).toBeVisible();
      const [fileRelease, liveRelease] = [...(await releases.innerText()).matchAll(/release (\d+)/g)].map((found) => Number(found[1]));
      expect(fileRelease).toBe(exportedRelease);
      expect(liveRelease).toBeGreaterThan(exportedRelease);
      const undone = plan.getByRole("row", { name: new RegExp(doctor.name) });
      await expect(undone).toContainText("Changed");
      await expect(undone).toContainText(`Changed on the site since release ${exportedRelease}`);
      await expect(plan.getByRole("row")).toHaveCount(2);
      await expectNoViolations(page, "the import's check");

      const publishNow = page.getByRole("button", { name: "Import and publish now" });
      await expect(publishNow).toBeDisabled();
      await page.getByRole("checkbox", { name: /I mean to publish it now, undoing what is live/ }).check();
      await expect(publishNow).toBeEnabled();
      await page.getByRole("button", { name: "Import as drafts" }).click();
      await expect(
        page.getByText(/is imported as drafts\. Publish them from Changes waiting: what would undo live content is not chosen/),
      ).toBeVisible();

      await openChanges(page);
      const reverting = changeNamed(page, doctor.name);
      await expect(reverting).toContainText(/Undoes what is live: Changed on the site since release/);
      await expect(reverting.getByRole("checkbox", { name: "Publish this change" })).not.toBeChecked();
      // Not wanted after all: the administrator discards the draft, and nothing is left waiting.
      await reverting.getByRole("link", { name: doctor.name }).click();
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: "Discard this draft" }).click();
      await expect(page.getByLabel("Years of experience")).toHaveValue("11");
      await openChanges(page);
      await expect(page.getByText("No changes are waiting. Every draft is published.")).toBeVisible();
    });

    await test.step("8. meanwhile, the notice appeared on the home page in both languages at its start and left at its end by itself", async () => {
      await noticeComesAndGoes;
    });

    await test.step("9. rolling back to the release the export came from puts the earlier years back on the doctor's page", async () => {
      // Only the doctor's years changed since: no fact a second person approves, so one person may roll it back.
      // The button and its confirmation name the release and the minute it went live, the same words.
      const rollBack = page.getByRole("button", { name: new RegExp(`^Roll back to release ${exportedRelease} \\(published .* IST\\)$`) });
      const named = (await rollBack.textContent())!.trim();
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe(`${named}? Every change published since leaves the site.`);
        void dialog.accept();
      });
      await rollBack.click();
      await expect(page.getByText(`Rolled back: the site shows release ${exportedRelease} again.`)).toBeVisible({
        timeout: PUBLISH_TIMEOUT,
      });
      await onPublicPage(page, `/doctors/${doctor.id}`, async (visitor) => {
        await expect(visitor.getByText(yearsOfExperience(9)).first()).toBeVisible({ timeout: 1_000 });
      });
    });

    await editorPage.context().close();
    await publisherPage.context().close();
  });
});
