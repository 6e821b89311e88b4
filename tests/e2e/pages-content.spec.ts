import { CONTENT } from "#app/content/all-locales";
import { TERMS_SECTION_TITLES } from "#app/content/keys";
import { doctorVideosOf } from "#app/content/page-content";
import { SEED_CONTENT } from "#app/content/seed-content";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { expect, test, waitForHydration } from "./fixtures";

test("about: hero, banner, intro, mission/vision/values and four facility blocks", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText("Sanganer, Jaipur").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("heading", { name: "Book Your Appointment Today!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Call for Enquiry" })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", /^mailto:/);
  for (const name of ["Cardiology", "Orthopaedics", "Rheumatology", "Psychiatry"]) {
    await expect(page.getByRole("main").getByText(name, { exact: true })).toBeVisible();
  }
  for (const heading of [CONTENT.en.about.mission.heading, CONTENT.en.about.vision.heading, CONTENT.en.about.values.heading]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  const blocks = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  for (const title of ["State-of-the-Art OT", "Infrastructure & Facilities", "Critical Care Unit", "Why Choose Us"]) {
    await expect(blocks.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
});

test("find doctor: hero links, breadcrumb, a card that books for every listed doctor, and five videos", async ({ page }) => {
  await page.goto("/find");
  await expect(page.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}$/);
  await expect(page.getByRole("link", { name: "Request an Appointment" }).first()).toHaveAttribute("href", "/bookappointment");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toHaveText(/Home\s*Our doctors/);
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

  const grid = page.getByRole("region", { name: "Our specialist doctors" });
  await expect(grid.getByRole("article")).toHaveCount(CONTENT.en.doctors.cards.length);
  for (const doctor of CONTENT.en.doctors.cards) {
    const card = grid.getByRole("article").filter({ has: page.getByRole("heading", { name: doctor.name }) });
    await expect(card.getByText(doctor.qualification, { exact: true })).toBeVisible();
    // The spec's link to /bookappointment, with the card's doctor chosen (issue Q).
    await expect(card.getByRole("link", { name: /^Book Appointment/ })).toHaveAttribute("href", `/bookappointment?doctor=${doctor.id}`);
  }

  const videos = page.getByRole("region", { name: "Meet Our Doctors" }).getByRole("listitem");
  await expect(videos).toHaveCount(5);
  for (const video of doctorVideosOf(SEED_CONTENT, CONTENT.en.findDoctorPage.videos)) {
    const item = videos.filter({ hasText: video.title });
    await expect(item.getByRole("heading", { name: video.name })).toBeVisible();
    await expect(item.getByText(video.specialty, { exact: true })).toBeVisible();
    await expect(item.getByRole("link", { name: /Watch on Facebook/ })).toHaveAttribute("href", video.fbLink);
  }
});

test("a doctor card grows on hover", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1024, "hover is for pointer devices");
  await page.goto("/find");
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Our specialist doctors" }).getByRole("article").first();
  const before = await card.boundingBox();
  await card.hover();
  await expect.poll(async () => (await card.boundingBox())?.width ?? 0).toBeGreaterThan((before?.width ?? 0) + 2);
});

test("embeds load nothing from other sites until the visitor asks", async ({ page, thirdPartyRequests }) => {
  await page.goto("/find");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator("iframe")).toHaveCount(0);
  const first = doctorVideosOf(SEED_CONTENT, CONTENT.en.findDoctorPage.videos)[0]!;
  await page.getByRole("button", { name: `Play video: ${first.title}` }).click();
  const player = page.locator("iframe");
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute("src", first.videoUrl);
  await expect(player).toHaveAttribute("title", new RegExp(first.name));

  await page.goto("/contact");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(thirdPartyRequests.filter((url) => !url.includes("facebook.com"))).toEqual([]);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /google\.com\/maps/);
  await expect.poll(() => thirdPartyRequests.some((url) => url.includes("google.com/maps"))).toBe(true);
});

test("contact: card, labelled form fields and the location section", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: /^Call: / })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  for (const network of ["Facebook", "Instagram", "YouTube", "LinkedIn"]) {
    await expect(page.getByRole("main").getByRole("link", { name: network })).toBeVisible();
  }
  for (const label of ["First Name", "Last Name", "Email", "Phone Number", "Message"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Location" })).toBeVisible();
});

test("book appointment: hero, labelled fields and the 17 specialities in order", async ({ page }) => {
  await page.goto("/bookappointment");
  await expect(page.getByText("Get a second opinion from our super specialist doctors.")).toBeVisible();
  for (const label of ["Name", "Email", "Phone Number", "Speciality", "Query"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Phone Number")).toHaveAttribute("inputmode", "numeric");
  const options = await page.getByLabel("Speciality").locator("option:not([value=''])").allTextContents();
  expect(options).toEqual([...APPOINTMENT_SPECIALITIES]);
  await expect(page.getByRole("button", { name: "Book Now" })).toBeVisible();
});

test("terms: ten numbered sections and the WhatsApp number", async ({ page }) => {
  await page.goto("/terms");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(TERMS_SECTION_TITLES.map((title, index) => `${index + 1}. ${title}`));
  await expect(page.getByRole("main").getByRole("link", { name: /^\+91 \d{5} \d{5}/ })).toHaveAttribute("href", /wa\.me/);
  await expect(page.getByText("These terms are governed by the laws of India.")).toBeVisible();
});

test("gallery: every facility with its caption and a described picture", async ({ page }) => {
  await page.goto("/gallery");
  for (const item of CONTENT.en.gallery.items) {
    const figure = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: item.title }) });
    await expect(figure.getByRole("img", { name: item.alt })).toBeVisible();
    await expect(figure.getByText(item.caption)).toBeVisible();
  }
  // Pictures after the first are fetched lazily: those in the first screen (the whole first row on a
  // wide screen) still arrive without a scroll.
  const pictures = page.getByRole("main").locator("img");
  const firstScreen = await pictures.evaluateAll(
    (images) => images.filter((image) => image.getBoundingClientRect().top < window.innerHeight).length,
  );
  expect(firstScreen).toBeGreaterThan(0);
  for (let index = 0; index < firstScreen; index += 1) {
    await expect
      .poll(() => pictures.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("every image has its size set and an alt attribute", async ({ page }) => {
  for (const path of ["/", "/about", "/find", "/gallery", "/speciality/orthopaedics", "/contact"]) {
    await page.goto(path);
    const images = await page.locator("img").evaluateAll((nodes) =>
      nodes.map((node) => ({
        src: node.getAttribute("src"),
        width: node.getAttribute("width"),
        height: node.getAttribute("height"),
        alt: node.getAttribute("alt"),
      })),
    );
    for (const image of images) {
      expect(image.width, `${path} ${image.src}`).toMatch(/^\d+$/);
      expect(image.height, `${path} ${image.src}`).toMatch(/^\d+$/);
      expect(image.alt, `${path} ${image.src}`).not.toBeNull();
    }
  }
});
