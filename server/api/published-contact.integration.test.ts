/**
 * The acknowledgement a patient receives gives the hospital's name, number and address as the site
 * publishes them: staff change them in the desk, and the next request's acknowledgement follows, with
 * no restart and no developer.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_CONTENT, type SiteContent, siteContentProblems } from "#app/content/model/site-content";
import { buildApp } from "../app";
import { type Releases, createReleases } from "../publish/releases";
import { createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { openStore, type Store } from "../store/store";
import { createSubmissionIntake } from "../submissions/intake";
import { testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, appointmentPayload, postJson } from "../testing/requests";
import { type TestDatabase, createTestDatabase } from "../testing/test-services";
import { requirePublishingBuild } from "../testing/built-site";

// A publish renders with the publisher's builds over the build's own files.
const siteDir = requirePublishingBuild();
const PUBLISHED_PHONE = { e164: "+919829012345", display: "+91 98290 12345" };
const PUBLISHED_EMAIL = "opd@aarogya-jaipur.example";

function withNewContact(): SiteContent {
  const content = structuredClone(SEED_CONTENT);
  content.hospital.phones.main = { state: "supplied", value: PUBLISHED_PHONE };
  content.hospital.email = { state: "supplied", value: PUBLISHED_EMAIL };
  return content;
}

describe("a patient's acknowledgement after staff publish a new number", () => {
  let database: TestDatabase;
  let store: Store;
  let releases: Releases;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    store = await openStore(database.options);
    const served = createServedSite(await readSiteSnapshot(siteDir));
    releases = createReleases({ database: database.options, served });
    await releases.start();
    const intake = createSubmissionIntake(store, { from: "website@hospital.test", to: "desk@hospital.test", acknowledgePatient: true });
    app = await buildApp(testAppConfig({ site: served }), { intake, store, outbox: { wake: () => undefined } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await releases?.stop();
    await store?.close();
    await database?.drop();
  });

  const acknowledgementOf = async (reference: string) => {
    const due = await store.claimDueEmails({ now: new Date(Date.now() + 60_000), limit: 50, leaseMs: 60_000, claimant: "test" });
    return due.find((email) => email.role === "acknowledgement" && email.message.referenceId === reference)?.message;
  };

  it("gives the published number and reply address, in the patient's language", async () => {
    const content = withNewContact();
    expect(siteContentProblems(content)).toEqual([]);
    const published = await releases.publishContent(content, { by: "editor@hospital.test" });
    expect(published.ok, JSON.stringify(published)).toBe(true);

    for (const locale of ["en", "hi"] as const) {
      const answer = await postJson(
        app,
        locale === "hi" ? `${APPOINTMENT_URL}?lang=hi` : APPOINTMENT_URL,
        appointmentPayload({ email: `patient-${locale}@example.com`, name: locale === "hi" ? "सीमा" : "Seema" }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const message = await acknowledgementOf(answer.json().referenceId);
      expect(message, `an acknowledgement for ${locale}`).toBeDefined();
      expect(message!.text).toContain(PUBLISHED_PHONE.display);
      expect(message!.text).toContain(content.hospital.name.value[locale]);
      expect(message!.replyTo).toBe(PUBLISHED_EMAIL);
    }
  }, 240_000);
});
