/**
 * What the server answers for the addresses a visitor may type or follow that are not pages: any unknown
 * page path, however deep and in either language, goes to that language's home page; an unknown file is a
 * plain 404; and the site's own files (icons, the share image) go out with their types.
 * Read from the fixture site (server/testing/fixture-site.ts): a folder of the build's shape, no build.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { buildApp } from "../app";

describe("unknown paths and the site's own files", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testAppConfig(), fakeDependencies());
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: "GET", url });

  it("sends any unknown page path to its language's home page with a 302, however deep or however written", async () => {
    for (const [path, home] of [
      ["/no-such-page", "/"],
      ["/some/deep/unknown/path", "/"],
      ["/hi/nope", "/hi"],
      ["/hi/about/team", "/hi"],
      ["/hi/ABOUT", "/hi"],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe(home);
    }
  });

  it("answers an unknown file with a plain 404, wherever it is asked for", async () => {
    for (const path of ["/missing.png", "/assets/nothing.js", "/images/none.svg"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"], path).toContain("text/plain");
    }
  });

  it("serves robots.txt, the icons and the share image with their types", async () => {
    for (const [path, type] of [
      ["/robots.txt", "text/plain"],
      ["/sitemap.xml", "xml"],
      ["/favicon.ico", "image/"],
      ["/favicon.svg", "image/svg+xml"],
      ["/images/og-default.png", "image/png"],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"], path).toContain(type);
    }
  });

  it("matches a speciality's name case-insensitively in Hindi as in English", async () => {
    for (const [mixed, lower] of [
      ["/hi/speciality/DENTAL", "/hi/speciality/dental"],
      ["/speciality/GeneralMedicine", "/speciality/generalmedicine"],
    ]) {
      const response = await get(mixed!);
      expect(response.statusCode, mixed).toBe(200);
      expect(response.body, mixed).toBe((await get(lower!)).body);
    }
  });
});
