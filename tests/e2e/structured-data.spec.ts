import { CONTENT } from "#app/content/all-locales";
import type { APIRequestContext } from "@playwright/test";
import { hospital } from "#app/content/hospital";
import { paths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { PAGES } from "./pages";
import { siteUrlFrom } from "#common/site-url";

/** The address the build under test was made for. */
const siteUrl = siteUrlFrom(process.env.VITE_SITE_URL);

type Node = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of a page's pre-rendered HTML, parsed (a parse error fails the test). */
async function structuredData(request: APIRequestContext, path: string): Promise<Node[]> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return blocks.map((block) => {
    const node = JSON.parse(block) as Node;
    expect(node["@context"]).toBe("https://schema.org");
    return node;
  });
}

const HOSPITAL_ID = `${siteUrl}/#hospital`;

test.describe("structured data for search engines", () => {
  test("the home page describes the hospital", async ({ request }) => {
    const nodes = await structuredData(request, paths.home);
    const hospitalNode = nodes.find((node) => node["@type"] === "Hospital");
    expect(hospitalNode).toMatchObject({
      "@id": HOSPITAL_ID,
      name: hospital.name,
      telephone: hospital.phone,
      address: {
        "@type": "PostalAddress",
        addressLocality: "Jaipur",
        addressRegion: "Rajasthan",
        postalCode: "302029",
        addressCountry: "IN",
      },
      geo: { "@type": "GeoCoordinates", latitude: hospital.geo.latitude, longitude: hospital.geo.longitude },
      openingHoursSpecification: { opens: "00:00", closes: "23:59" },
    });
    expect(hospitalNode!.medicalSpecialty).toHaveLength(CONTENT.en.departments.length);
    expect(hospitalNode!.paymentAccepted).toEqual(expect.stringContaining("ECHS"));
    expect(nodes.some((node) => node["@type"] === "BreadcrumbList")).toBe(false);
  });

  test("Find Doctor lists every doctor as a Physician of the hospital", async ({ request }) => {
    const physicians = (await structuredData(request, paths.findDoctor)).filter((node) => node["@type"] === "Physician");
    const html = await (await request.get(paths.findDoctor)).text();
    expect(physicians.map((node) => node.name)).toEqual(CONTENT.en.doctors.cards.map((card) => card.name));
    for (const physician of physicians) {
      // Each Physician's id is the address of its card on the page.
      expect(physician["@id"]).toMatch(new RegExp(`^${siteUrl}/find#[a-z-]+$`));
      expect(html).toContain(`id="${String(physician["@id"]).split("#")[1]}"`);
      expect(physician.hospitalAffiliation).toMatchObject({ "@type": "Hospital", "@id": HOSPITAL_ID });
      expect(physician.description).toEqual(expect.any(String));
    }
  });

  test("each speciality page names its experts with their specialty", async ({ request }) => {
    for (const [slug, { doctors }] of Object.entries(CONTENT.en.specialities)) {
      const physicians = (await structuredData(request, paths.speciality(slug))).filter((node) => node["@type"] === "Physician");
      expect(
        physicians.map((node) => node.name),
        slug,
      ).toEqual(doctors.map((doctor) => doctor.name));
      for (const physician of physicians) expect(physician.medicalSpecialty, slug).toMatch(/^https:\/\/schema\.org\/\w+$/);
    }
  });

  test("every inner page has a breadcrumb ending at its own address", async ({ request }) => {
    for (const { path } of PAGES.filter((page) => page.path !== paths.home)) {
      const trail = (await structuredData(request, path)).find((node) => node["@type"] === "BreadcrumbList");
      const items = trail?.itemListElement as { position: number; name: string; item: string }[] | undefined;
      expect(items, path).toBeDefined();
      expect(items![0], path).toMatchObject({ position: 1, item: `${siteUrl}/` });
      expect(items!.at(-1), path).toMatchObject({ position: items!.length, item: `${siteUrl}${path}` });
      expect(
        items!.every((item) => item.name.length > 0),
        path,
      ).toBe(true);
    }
  });

  test("the unknown-speciality fallback carries none", async ({ request }) => {
    expect(await structuredData(request, "/speciality/unknown")).toEqual([]);
  });
});

test.describe("the head after moving to another page in the browser", () => {
  test("names the new page and no longer describes the first one", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(paths.terms);
    await expect(page).toHaveTitle(/^Terms of Use/);
    // The home page's canonical address would make a phone's share menu send the home page.
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"], meta[property^="og:"], script[type="application/ld+json"]')).toHaveCount(0);
  });
});
