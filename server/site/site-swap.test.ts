/**
 * A publish replaces the served site while visitors are reading it: every request is answered whole
 * from one snapshot (its page and that page's CSP hashes together), none fails meanwhile, and a site
 * that cannot be read replaces nothing. Two copies of the fixture site (server/testing/fixture-site.ts)
 * stand for the two releases: no `npm run build`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { fixtureSiteDir } from "../testing/fixture-site";
import { buildApp } from "../app";
import { type ServedSite, type SiteSnapshot, createServedSite, readSiteSnapshot } from "./site-snapshot";

const MARK = "/*second release*/";

/** A copy of the site whose about page differs, stylesheet included: its policy's style hash differs too. */
function secondRelease(siteDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), "second-release-"));
  cpSync(siteDir, dir, { recursive: true });
  const page = join(dir, "about/index.html");
  writeFileSync(page, readFileSync(page, "utf8").replace("<style>", `<style>${MARK}`));
  for (const copy of [".br", ".gz"]) rmSync(`${page}${copy}`);
  return dir;
}

describe("swapping the served site", () => {
  let app: FastifyInstance;
  let served: ServedSite;
  let first: SiteSnapshot;
  let second: SiteSnapshot;
  let secondDir: string;

  beforeAll(async () => {
    const siteDir = fixtureSiteDir();
    secondDir = secondRelease(siteDir);
    first = await readSiteSnapshot(siteDir);
    second = await readSiteSnapshot(secondDir, { release: 2 });
    served = createServedSite(first);
    app = await buildApp(testAppConfig({ site: served }), fakeDependencies());
  });
  afterAll(async () => {
    await app.close();
    rmSync(secondDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it("answers every request during repeated swaps from one snapshot or the other, never an error", async () => {
    const firstPolicy = (await get("/about")).headers["content-security-policy"];
    served.swap(second);
    const secondPolicy = (await get("/about")).headers["content-security-policy"];
    expect(secondPolicy).not.toBe(firstPolicy);
    // A publish every turn of the event loop, while visitors ask for pages in batches.
    let flips = 0;
    const publishing = setInterval(() => served.swap(++flips % 2 === 0 ? first : second), 0);
    const responses: { path: string; response: Awaited<ReturnType<typeof get>> }[] = [];
    try {
      for (let round = 0; round < 40; round++) {
        const batch = ["/about", "/", "/hi/about", "/about.data", "/sitemap.xml", "/about"].map((path) =>
          get(path).then((response) => ({ path, response })),
        );
        responses.push(...(await Promise.all(batch)));
      }
    } finally {
      clearInterval(publishing);
    }
    expect(
      responses.filter(({ response }) => response.statusCode !== 200).map(({ path, response }) => `${path} ${response.statusCode}`),
    ).toEqual([]);
    const aboutPages = responses.filter(({ path }) => path === "/about").map(({ response }) => response);
    const fromSecond = aboutPages.filter((response) => response.body.includes(MARK));
    // Both snapshots answered, each with its own page's policy.
    expect(fromSecond.length).toBeGreaterThan(0);
    expect(fromSecond.length).toBeLessThan(aboutPages.length);
    for (const response of aboutPages)
      expect(response.headers["content-security-policy"]).toBe(response.body.includes(MARK) ? secondPolicy : firstPolicy);
    served.swap(first);
  });

  it("sends a page with the policy of the snapshot it came from, even if another was swapped in meanwhile", async () => {
    served.swap(second);
    const pending = get("/about");
    served.swap(first);
    const response = await pending;
    const answeredFrom = response.body.includes(MARK) ? second : first;
    expect(response.headers["content-security-policy"]).toBe(answeredFrom.policy(answeredFrom.pages.get("/about"), { overTls: false }));
  });

  it("keeps serving what it served when the next site cannot be read", async () => {
    const broken = mkdtempSync(join(tmpdir(), "broken-release-"));
    try {
      await expect(readSiteSnapshot(broken)).rejects.toThrow(/No built site in .*: run "npm run build" first/);
      const response = await get("/about");
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(MARK);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("gives a page the same strong ETag from any folder with the same bytes, and answers a revalidation with 304", async () => {
    const etag = first.etags.get("index.html");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.etags.get("index.html")).toBe(etag);
    expect(second.etags.get("about/index.html")).not.toBe(first.etags.get("about/index.html"));
    const page = await get("/");
    expect(page.headers.etag).toBe(etag);
    const revalidated = await get("/", { "if-none-match": etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    const data = await get("/about.data");
    expect(data.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((await get("/about.data", { "if-none-match": data.headers.etag as string })).statusCode).toBe(304);
  });
});
