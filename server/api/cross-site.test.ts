/**
 * Form posts made by another website's page, as a browser sends them (Origin, Sec-Fetch-Site): refused
 * with a clear 403 and nothing stored; the hospital's own pages, allowed origins, a visitor's own
 * navigation and clients that are not browsers keep working.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";
import { type FakeDependencies, fakeDependencies, testAppConfig } from "../testing/test-doubles";

const SITE = "https://www.aarogya.test";
const PARTNER = "https://partner.aarogya.test";
const EVIL = "https://evil.example";

let app: FastifyInstance | undefined;
let fake: FakeDependencies;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(overrides: Parameters<typeof testAppConfig>[0] = {}) {
  fake = fakeDependencies();
  app = await buildApp(testAppConfig({ siteOrigin: SITE, allowedOrigins: [PARTNER], ...overrides }), fake);
  return app;
}

let message = 0;
const freshContact = () => contactPayload({ message: `A question, number ${++message}` });

describe("a form posted from another website", () => {
  it("is refused with a 403 page that says why, when the browser marks the post cross-site", async () => {
    const app = await start();
    const page = await postForm(app, CONTACT_URL, asFormFields(freshContact()), {
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("this form came from another website");
    expect(page.body).toContain('href="/contact"');
    expect(fake.accepted).toEqual([]);
    expect(fake.wakes).toBe(0);
  });

  it("is refused with JSON for a script's post, and by Origin alone from a browser without Sec-Fetch-Site", async () => {
    const app = await start();
    for (const headers of [
      { origin: EVIL, "sec-fetch-site": "cross-site" },
      { origin: EVIL },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://blog.aarogya.test" },
    ]) {
      const response = await postJson(app, APPOINTMENT_URL, appointmentPayload(), { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: "cross_site" });
    }
    expect(fake.accepted).toEqual([]);
  });

  it("says so in Hindi to a visitor of the Hindi pages", async () => {
    const app = await start();
    const page = await postForm(app, `${CONTACT_URL}?lang=hi`, asFormFields(freshContact()), {
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('lang="hi"');
    expect(page.body).toContain("किसी दूसरी वेबसाइट से आया");
  });
});

describe("a form posted from a page that may post it", () => {
  it("is accepted from the site's own pages, whatever Host the proxy passes on", async () => {
    const app = await start({ trustProxy: 1 });
    const fromSite = await postForm(app, CONTACT_URL, asFormFields(freshContact()), {
      headers: { origin: SITE, "sec-fetch-site": "same-origin", host: "10.0.0.5:3000", "x-forwarded-proto": "https" },
      remoteAddress: "10.0.0.2",
    });
    expect(fromSite.statusCode).toBe(200);
    const sameHost = await postJson(app, CONTACT_URL, freshContact(), { headers: { origin: "http://localhost:80", host: "localhost:80" } });
    expect(sameHost.statusCode).toBe(200);
  });

  it("is accepted from an allowed origin, from the visitor's own navigation, and from clients that are not browsers", async () => {
    const app = await start();
    for (const headers of [
      { origin: PARTNER, "sec-fetch-site": "cross-site" },
      { origin: PARTNER },
      { "sec-fetch-site": "none" },
      { "sec-fetch-site": "same-origin", origin: "null" },
      {},
    ]) {
      const response = await postJson(app, CONTACT_URL, freshContact(), { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(fake.accepted).toHaveLength(5);
  });
});
