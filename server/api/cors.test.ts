/** A site hosted apart from its API: which pages may post to the form endpoints from a script. */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload, postJson } from "../testing/requests";

const SITE = "https://www.aarogya.test";
const OTHER = "https://evil.example";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const start = async (allowedOrigins: string[], formRateLimit = 1000) =>
  (app = await buildApp(testAppConfig({ allowedOrigins, formRateLimit }), fakeDependencies()));

const preflight = (url: string, origin: string) =>
  app!.inject({
    method: "OPTIONS",
    url,
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
  });

describe("cross-origin calls to the form API", () => {
  it("answers a preflight from an allowed origin for both form endpoints", async () => {
    await start([SITE, "http://localhost:4173"]);
    for (const url of [CONTACT_URL, APPOINTMENT_URL]) {
      const response = await preflight(url, SITE);
      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject({
        "access-control-allow-origin": SITE,
        "access-control-allow-methods": "POST",
        "access-control-allow-headers": expect.stringContaining("content-type"),
        "access-control-max-age": "600",
      });
      expect(response.headers.vary).toContain("Origin");
    }
  });

  it("lets an allowed page read every answer: success, invalid input and too many requests", async () => {
    await start([SITE], 2);
    const headers = { origin: SITE };
    const accepted = await postJson(app!, APPOINTMENT_URL, appointmentPayload(), { headers });
    const invalid = await postJson(app!, APPOINTMENT_URL, appointmentPayload({ code: "other" }), { headers });
    const limited = await postJson(app!, APPOINTMENT_URL, appointmentPayload({ query: "Third" }), { headers });
    expect([accepted.statusCode, invalid.statusCode, limited.statusCode]).toEqual([200, 400, 429]);
    for (const response of [accepted, invalid, limited]) {
      expect(response.headers["access-control-allow-origin"]).toBe(SITE);
      expect(response.headers.vary).toContain("Origin");
    }
  });

  it("gives another origin no CORS headers, so its script cannot read or send JSON", async () => {
    await start([SITE]);
    const answer = await preflight(CONTACT_URL, OTHER);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["access-control-allow-methods"]).toBeUndefined();
    const posted = await postJson(app!, CONTACT_URL, contactPayload(), { headers: { origin: OTHER } });
    expect(posted.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("adds nothing outside the two form endpoints", async () => {
    await start([SITE]);
    for (const url of ["/readyz", "/healthz", "/api/other", "/"]) {
      const response = await app!.inject({ method: "GET", url, headers: { origin: SITE } });
      expect(response.headers["access-control-allow-origin"], url).toBeUndefined();
    }
    expect((await preflight("/api/other", SITE)).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("is same-origin only by default: no preflight answer, no CORS headers", async () => {
    await start([]);
    const answer = await preflight(CONTACT_URL, SITE);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    // A page of another origin cannot post either (cross-site.ts).
    const posted = await postJson(app!, CONTACT_URL, contactPayload(), { headers: { origin: SITE } });
    expect(posted.statusCode).toBe(403);
    expect(posted.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
