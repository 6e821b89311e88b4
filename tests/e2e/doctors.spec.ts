import { CONTENT } from "#app/content/all-locales";
import { hospital } from "#app/content/hospital";
import { paths } from "#common/paths";
import { readBuiltPage } from "#common/built-page";
import { siteUrlFrom } from "#common/site-url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const siteUrl = siteUrlFrom(process.env.VITE_SITE_URL);
const { en, hi } = CONTENT;
const doctor = en.doctors.cards[0]!;
const department = en.departments.find((candidate) => candidate.slug === doctor.speciality)!;
const hindiDepartment = hi.departments.find((candidate) => candidate.slug === doctor.speciality)!;

type Node = Record<string, unknown> & { "@type": string };

async function structuredData(request: APIRequestContext, path: string): Promise<Node[]> {
  const { scripts } = readBuiltPage(await (await request.get(path)).text());
  return scripts.filter((script) => script.type === "application/ld+json").map((script) => JSON.parse(script.body) as Node);
}

/** The row of the doctor's facts that `label` names. */
const factRow = (page: Page, label: string): Locator => page.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) });

/** A fact the hospital has not given: the row says to call and confirm, with the hospital's number to tap. */
async function expectCallToConfirm(row: Locator, words: string) {
  await expect(row.locator("dd")).toContainText(words);
  await expect(row.locator("dd").getByRole("link", { name: hospital.phoneDisplay })).toHaveAttribute("href", `tel:${hospital.phone}`);
}

test.describe("a page per doctor", () => {
  test("from a Find Doctor card to the doctor's page, which says to call for what the hospital has not confirmed", async ({ page }) => {
    await page.goto(paths.findDoctor);
    await waitForHydration(page);
    await page.getByRole("link", { name: doctor.name, exact: true }).click();
    await expect(page).toHaveURL(paths.doctor(doctor.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doctor.name);
    await expect(page).toHaveTitle(en.doctorPage.meta.title.replace("{doctor}", doctor.name));

    const { labels } = en.doctorPage;
    await expect(factRow(page, labels.qualification).locator("dd")).toHaveText(doctor.qualification);
    await expect(factRow(page, labels.experience).locator("dd")).toHaveText(doctor.experience);
    await expect(factRow(page, labels.speciality).getByRole("link", { name: department.name })).toHaveAttribute(
      "href",
      paths.speciality(department.slug),
    );
    // What the hospital has given is shown; what it has not, never guessed: the page says to call.
    const { opd, fee, registration } = doctor;
    const shown = [
      [labels.opdTimings, opd],
      [labels.fee, fee === undefined ? undefined : en.doctorPage.fee.replace("{amount}", String(fee))],
      [
        labels.registration,
        registration && en.doctorPage.registration.replace("{number}", registration.number).replace("{council}", registration.council),
      ],
    ] as const;
    for (const [label, value] of shown) {
      if (value === undefined) await expectCallToConfirm(factRow(page, label), en.doctorPage.callToConfirm);
      else await expect(factRow(page, label).locator("dd")).toHaveText(value);
    }
    if (doctor.image === undefined) await expect(page.getByRole("img", { name: en.site.noPhoto })).toBeVisible();
    else await expect(page.getByRole("img", { name: doctor.name })).toHaveAttribute("src", doctor.image);

    const request = page.getByRole("link", { name: `Request an appointment with ${doctor.name}` }).first();
    await expect(request).toHaveAttribute("href", `${paths.bookAppointment}?doctor=${doctor.id}`);
    await request.click();
    await expect(page).toHaveURL(`${paths.bookAppointment}?doctor=${doctor.id}`);
  });

  test("each doctor's page describes the doctor as a Physician of the hospital, with its canonical address", async ({ request }) => {
    for (const card of en.doctors.cards) {
      const path = paths.doctor(card.id);
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${siteUrl}${path}"/>`);
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${card.name} \\|`));
      const nodes = await structuredData(request, path);
      const physician = nodes.find((node) => node["@type"] === "Physician");
      expect(physician).toMatchObject({
        name: card.name,
        url: `${siteUrl}${path}`,
        hospitalAffiliation: { "@type": "Hospital", "@id": `${siteUrl}/#hospital`, name: hospital.name },
      });
      const breadcrumb = nodes.find((node) => node["@type"] === "BreadcrumbList");
      expect((breadcrumb!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
        `${siteUrl}/`,
        `${siteUrl}${paths.findDoctor}`,
        `${siteUrl}${path}`,
      ]);
    }
  });

  test("a speciality page's experts link to their pages", async ({ page }) => {
    await page.goto(paths.speciality(department.slug));
    await waitForHydration(page);
    await page.getByRole("link", { name: doctor.name, exact: true }).click();
    await expect(page).toHaveURL(paths.doctor(doctor.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doctor.name);
  });

  test("in Hindi: from the card to the page, the call-to-confirm lines and the request for this doctor", async ({ page, request }) => {
    // Hindi pages name the doctor in Devanagari, with the Latin name under it on the doctor's page (review p3).
    const hindiDoctor = hi.doctors.cards[0]!;
    expect(hindiDoctor.name).toMatch(/^[\u0900-\u097F .]+$/);
    await page.goto("/hi/find");
    await waitForHydration(page);
    await page.getByRole("link", { name: hindiDoctor.name, exact: true }).click();
    const path = `/hi${paths.doctor(doctor.id)}`;
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiDoctor.name);
    await expect(page.locator('main [lang="en"]', { hasText: doctor.name })).toBeVisible();

    const { labels } = hi.doctorPage;
    await expect(factRow(page, labels.speciality).getByRole("link", { name: hindiDepartment.name })).toHaveAttribute(
      "href",
      `/hi${paths.speciality(doctor.speciality!)}`,
    );
    for (const label of [labels.opdTimings, labels.fee, labels.registration]) {
      await expectCallToConfirm(factRow(page, label), hi.doctorPage.callToConfirm);
    }
    const requestLink = page.getByRole("link", { name: hi.doctorPage.requestAppointment.replace("{doctor}", hindiDoctor.name) }).first();
    await expect(requestLink).toHaveAttribute("href", `/hi${paths.bookAppointment}?doctor=${doctor.id}`);

    const html = await (await request.get(path)).text();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
    const physician = (await structuredData(request, path)).find((node) => node["@type"] === "Physician");
    expect(physician).toMatchObject({ url: `${siteUrl}${path}`, hospitalAffiliation: { "@id": `${siteUrl}/#hospital` } });
  });
});

test.describe("a Find Doctor card on a wide screen (review p9)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [locale, prefix] of [
    ["en", ""],
    ["hi", "/hi"],
  ] as const) {
    test(`${prefix}/find: its sentences start at the left, and the Book button has room above it`, async ({ page }) => {
      const { doctors, findDoctorPage } = CONTENT[locale];
      await page.goto(`${prefix}/find`);
      const card = page.locator("article", { has: page.getByRole("link", { name: doctors.cards[0]!.name, exact: true }) });
      const details = card.locator("dl");
      await details.scrollIntoViewIfNeeded();
      const [cardBox, detailsBox, button] = await Promise.all([
        card.boundingBox(),
        details.boundingBox(),
        card.getByRole("link", { name: new RegExp(`^${findDoctorPage.bookAppointment}`) }).boundingBox(),
      ]);
      expect(await details.evaluate((element) => getComputedStyle(element).textAlign)).toBe("left");
      // The details run from the card's left padding, not centred in it.
      expect(detailsBox!.x - cardBox!.x).toBeLessThan(40);
      const lastText = card.locator("dl, p").last();
      const lastBox = (await lastText.boundingBox())!;
      expect(button!.y - (lastBox.y + lastBox.height)).toBeGreaterThanOrEqual(12);
    });
  }
});
