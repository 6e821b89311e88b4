import { sitePagePaths } from "#common/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { PAGES } from "./pages";

test.describe("every page", () => {
  for (const page of PAGES) {
    test(`${page.path} shows its heading, title and head tags`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(browserPage).toHaveTitle(page.title);
      await expect(browserPage.locator("html")).toHaveAttribute("lang", "en");
      await expect(browserPage.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${page.path === "/" ? "/" : page.path}$`),
      );
      await expect(browserPage.locator('meta[property="og:title"]')).toHaveAttribute("content", page.title);
      await expect(browserPage.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-default\.png$/);
      await expect(browserPage.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        "content",
        "Aarogya Multi-Speciality Hospital, Sanganer, Jaipur",
      );
      await expect(browserPage.getByRole("main")).toHaveCount(1);
      await expect(browserPage.getByRole("contentinfo")).toBeVisible();
      await waitForHydration(browserPage);
      // Nothing sticks out sideways: on a phone that would zoom the whole page out.
      const widths = await browserPage.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], "page width vs viewport width").toBeLessThanOrEqual(widths[1]!);
    });
  }
});

test.describe("pre-rendered HTML, before any script runs", () => {
  for (const page of PAGES) {
    test(`${page.path} holds its content, links and head`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      // As React writes text into HTML: &, <, >, " and ' escaped.
      const asHtml = (text: string) =>
        text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
      expect(html).toContain(asHtml(page.heading));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      for (const link of ["/about", "/speciality", "/find", "/contact", "/bookappointment", "/terms", "/gallery"]) {
        expect(html).toContain(`href="${link}"`);
      }
      expect(html).toContain("Our Support and Sales team is available 365/24/7 to answer your queries.");
    });
  }

  test("the home page's sections are in the HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "Our Services",
      "About Us",
      "Our Specializations",
      "Our Tie-ups",
      "Place Your Order",
      "Deluxe Rooms",
      "Modular OT",
      "20+",
      "100+",
      "500+",
    ]) {
      expect(html).toContain(text);
    }
  });
});

test.describe("unknown paths", () => {
  test("an unknown page path redirects to the home page with a 302", async ({ request, page }) => {
    const response = await request.get("/no-such-page", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
    await page.goto("/some/deep/unknown/path");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healing with Excellence, Caring with Heart");
  });

  test("an unknown file gets a plain 404, not the home page", async ({ request }) => {
    for (const path of ["/missing.png", "/assets/nothing.js", "/images/none.svg"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/plain");
    }
  });

  test("the old /galler link goes to the gallery with a 301", async ({ request, page }) => {
    const response = await request.get("/galler", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/gallery");
    await page.goto("/galler");
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
  });

  test("client navigation to an unknown path lands on the home page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/not-a-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healing with Excellence, Caring with Heart");
  });
});

test.describe("site files", () => {
  test("robots.txt, sitemap.xml, favicon and the certificate PDF are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of sitePagePaths) {
      expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
    }
    expect(sitemap).not.toContain("_fallback");

    for (const [path, type] of [
      ["/favicon.ico", "image/"],
      ["/favicon.svg", "image/svg+xml"],
      ["/documents/nabh-certificate-sample.pdf", "application/pdf"],
      ["/images/og-default.png", "image/png"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
  });
});
