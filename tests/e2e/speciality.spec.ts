import { CONTENT } from "#app/content/all-locales";
import { doctorRecords } from "#app/content/doctor-records";
import { factValue } from "#app/content/hospital-fact";
import { DEPARTMENT_SLUGS } from "#app/content/schema";
import { expect, test, waitForHydration } from "./fixtures";

test.describe("speciality pages", () => {
  for (const slug of DEPARTMENT_SLUGS) {
    test(`/speciality/${slug} shows its sections: its department's doctors, the testimonials with consent, and FAQs`, async ({ page }) => {
      const content = CONTENT.en.specialities[slug];
      await page.goto(`/speciality/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      await expect(page.getByRole("heading", { level: 2, name: "Why Choose Us?" })).toBeVisible();
      for (const heading of Object.keys(content.highlights)) {
        await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
      }

      const experts = page.getByRole("region", { name: "Meet Our Experts" });
      const doctors = doctorRecords.filter((record) => record.department === slug);
      if (doctors.length === 0) {
        await expect(experts).toHaveCount(0);
      } else {
        await expect(experts.getByRole("article")).toHaveCount(doctors.length);
        for (const doctor of doctors) {
          const card = experts.getByRole("article").filter({ has: page.getByRole("heading", { name: doctor.words.en.name }) });
          // A doctor without a photo gets the placeholder icon.
          const photo = factValue(doctor.photo);
          if (photo === undefined) await expect(card.getByRole("img", { name: "Photo not available" })).toBeVisible();
          else await expect(card.getByRole("img", { name: doctor.words.en.name })).toHaveAttribute("src", photo);
        }
      }

      const testimonials = page.getByRole("region", { name: "What Our Patients Say" });
      // Only words whose patient's written consent is on record are shown.
      const consented = content.testimonials.filter((testimonial) => testimonial.consent.state === "supplied");
      await expect(testimonials).toHaveCount(consented.length > 0 ? 1 : 0);
      for (const testimonial of content.testimonials) {
        await expect(page.getByText(testimonial.feedback)).toHaveCount(consented.includes(testimonial) ? 1 : 0);
      }

      const faqs = page.getByRole("region", { name: "Frequently Asked Questions" });
      await expect(faqs.locator("details")).toHaveCount(content.faqs.length);
    });
  }

  test("a FAQ opens and closes like a disclosure", async ({ page }) => {
    await page.goto("/speciality/orthopaedics");
    await waitForHydration(page);
    const first = CONTENT.en.specialities.orthopaedics.faqs[0]!;
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await page.getByText(first.question).click();
    await expect(answer).toBeVisible();
    await page.getByText(first.question).click();
    await expect(answer).toBeHidden();
  });

  test("the name matches case-insensitively on a cold load", async ({ page, request }) => {
    const response = await page.goto("/speciality/OrthoPAEDICS");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orthopaedics");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/speciality\/orthopaedics$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orthopaedics");
    const html = await (await request.get("/speciality/GeneralMedicine")).text();
    expect(html).toContain("General Medicine");
  });

  test("the name matches case-insensitively on client navigation", async ({ page }) => {
    await page.goto("/speciality");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/speciality/Radiology");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Radiology");
    await expect(page.getByRole("heading", { name: "Meet Our Experts" })).toBeVisible();
  });

  test.describe(() => {
    // The fallback is answered with a 404 so search engines drop it; Chromium logs that status.
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("an unknown name shows only the fallback, marked noindex", async ({ page, request }) => {
      const response = await page.goto("/speciality/cardiology");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Specialization");
      await expect(page.getByText("Details about this specialization will be available soon.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading")).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Specialization");

      const html = await (await request.get("/speciality/xyz")).text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain("Details about this specialization will be available soon.");
    });
  });

  test("the list links to every speciality", async ({ page }) => {
    await page.goto("/speciality");
    await waitForHydration(page);
    for (const slug of DEPARTMENT_SLUGS) {
      await expect(page.getByRole("main").locator(`a[href="/speciality/${slug}"]`)).toHaveCount(1);
    }
    await page
      .getByRole("main")
      .getByRole("link", { name: /Pediatrics/ })
      .click();
    await expect(page).toHaveURL("/speciality/pediatrics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pediatrics");
  });
});
