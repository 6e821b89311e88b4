import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { localizedPath } from "#common/locale";
import { sitePagePaths } from "#common/paths";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { buildApp } from "../app";

// The fixture site (server/testing/fixture-site.ts): a folder of the build's shape, no `npm run build`.
describe("serving the Hindi site", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testAppConfig(), fakeDependencies());
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: "GET", url });

  it("answers every page under /hi with its pre-rendered Hindi HTML", async () => {
    for (const path of sitePagePaths.map((path) => localizedPath("hi", path))) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain('<html lang="hi"');
      expect(response.body).toContain(CONTENT.hi.site.footer.supportNote);
    }
  });

  it("matches Hindi speciality names case-insensitively, with the Hindi noindex fallback and a 404 otherwise", async () => {
    const mixed = await get("/hi/speciality/OrthoPaedics");
    expect(mixed.statusCode).toBe(200);
    expect(mixed.body).toBe((await get("/hi/speciality/orthopaedics")).body);
    const unknown = await get("/hi/speciality/cardiology");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(CONTENT.hi.specialityPage.fallback.text);
    expect(unknown.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await get("/hi/speciality/_fallback")).statusCode).toBe(404);
  });

  it("redirects unknown Hindi pages to /hi, dropping the query, and keeps English's rules", async () => {
    const hindi = await get("/hi/nope?ref=x");
    expect(hindi.statusCode).toBe(302);
    expect(hindi.headers.location).toBe("/hi");
    const english = await get("/nope?ref=x");
    expect(english.headers.location).toBe("/");
    const slash = await get("/hi/about/?ref=whatsapp");
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/hi/about?ref=whatsapp");
  });
});
