import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { sitePagePaths } from "#common/paths";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { buildApp } from "../app";

// The fixture site (server/testing/fixture-site.ts): a folder of the build's shape, no `npm run build`.
describe("serving the pre-rendered site", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testAppConfig(), fakeDependencies());
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: "GET", url });

  it("answers every page with its pre-rendered HTML, revalidated on each visit", async () => {
    for (const path of sitePagePaths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<html lang="en"');
      expect(response.body).toMatch(/<h1[^>]*>/);
    }
  });

  it("sends the appointment page opened for a known doctor with that doctor chosen, in each language, and ignores an unknown one", async () => {
    for (const path of ["/bookappointment", "/hi/bookappointment"]) {
      const chosen = await get(`${path}?doctor=neha-mathur`);
      expect(chosen.statusCode).toBe(200);
      expect(chosen.headers["content-security-policy"]).toBe((await get(path)).headers["content-security-policy"]);
      expect(chosen.body).toMatch(/<option value="neha-mathur" selected>/);
      expect(chosen.body.match(/ selected>/g)).toHaveLength(1);
      expect((await get(`${path}?doctor=dr-nobody`)).body).toBe((await get(path)).body);
    }
  });

  it("compresses the appointment page opened for a doctor, as the build compresses every other page", async () => {
    const plain = await get("/hi/bookappointment?doctor=neha-mathur");
    for (const encoding of ["br", "gzip"] as const) {
      const response = await app.inject({
        method: "GET",
        url: "/hi/bookappointment?doctor=neha-mathur",
        headers: { "accept-encoding": encoding === "br" ? "gzip, deflate, br" : "gzip" },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toContain("accept-encoding");
      const body = encoding === "br" ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(body.toString("utf8")).toBe(plain.body);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    const refused = await app.inject({
      method: "GET",
      url: "/hi/bookappointment?doctor=neha-mathur",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("matches speciality names case-insensitively", async () => {
    const lower = await get("/speciality/orthopaedics");
    const mixed = await get("/speciality/OrthoPaedics");
    expect(mixed.statusCode).toBe(200);
    expect(mixed.body).toBe(lower.body);
  });

  it("answers an unknown speciality with the noindex fallback page and a 404", async () => {
    const response = await get("/speciality/cardiology");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(CONTENT.en.specialityPage.fallback.text);
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("never serves the fallback's own build path as a page of its own", async () => {
    const response = await get("/speciality/_fallback");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('content="noindex"');
  });

  it("redirects unknown page paths to / with a 302", async () => {
    for (const path of ["/nope", "/speciality/orthopaedics/extra", "/about/team", "/GALLERY"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location).toBe("/");
    }
  });

  it("sends the old /galler link to /gallery with a 301", async () => {
    const response = await get("/galler");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/gallery");
  });

  it("drops a trailing slash with a 301", async () => {
    const response = await get("/about/?ref=whatsapp");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?ref=whatsapp");
  });

  it("answers unknown files with a plain 404 rather than a redirect", async () => {
    for (const path of ["/missing.png", "/assets/missing.js", "/wp-login.php", "/.env"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"]).toContain("text/plain");
    }
  });

  it("does not serve files outside the build", async () => {
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json"]) {
      const response = await get(path);
      expect([301, 302, 400, 404], path).toContain(response.statusCode);
      expect(response.body).not.toContain('"name": "hospital-website"');
    }
  });

  it("caches hashed assets for a year and other files until they change", async () => {
    const html = (await get("/")).body;
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toContain("javascript");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const favicon = await get("/favicon.svg");
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends the build's Brotli or gzip copy of pages and assets to browsers that accept it", async () => {
    const plain = await get("/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // The page's own script: it holds the page's words, so it is well over the 1 KB below which
    // nothing is precompressed.
    const script = plain.body.match(/\/assets\/about-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      for (const path of ["/about", script!]) {
        const response = await app.inject({ method: "GET", url: path, headers: { "accept-encoding": encoding } });
        expect(response.statusCode, path).toBe(200);
        expect(response.headers["content-encoding"], path).toBe(encoding);
        expect(response.headers.vary, path).toContain("accept-encoding");
        expect(decode(response.rawPayload).toString("utf8"), path).toBe((await get(path)).body);
      }
    }
    const page = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("never serves the compressed copies or the client-only shell as files of their own", async () => {
    for (const path of ["/index.html.br", "/about/index.html.gz", "/__spa-fallback.html"]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it("serves robots.txt, the sitemap of every page and the favicon", async () => {
    expect((await get("/robots.txt")).body).toContain("Sitemap:");
    const sitemap = (await get("/sitemap.xml")).body;
    for (const path of sitePagePaths) expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
    expect((await get("/favicon.ico")).statusCode).toBe(200);
  });

  it("reports liveness", async () => {
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
