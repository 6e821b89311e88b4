/**
 * A doctor added in the desk can be booked as soon as the release naming them is served: the API (a
 * script's JSON and the plain HTML form's post) checks the doctor against the published content, the
 * booking page opened for them (`?doctor=`) has them chosen, and the no-JavaScript answer names them.
 * An id the published content does not list is refused, as before.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentMessages } from "#app/content/words/en/form-messages";
import { SEED_CONTENT, type SiteContent, siteContentProblems } from "#app/content/model/site-content";
import { buildApp } from "../app";
import { doctorName } from "../submissions/appointment-choices";
import { type Releases, createReleases } from "../publish/releases";
import { createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { openStore } from "../store/store";
import { fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, appointmentPayload, asFormFields, postForm, postJson } from "../testing/requests";
import { type TestDatabase, createTestDatabase } from "../testing/test-services";
import { requirePublishingBuild } from "../testing/built-site";

// A publish renders with the publisher's builds over the build's own files.
const siteDir = requirePublishingBuild();
const NEW_DOCTOR = "kavita-rathore";

/** The seed with one more doctor, as the desk's doctors editor adds one (a copy of the first, renamed). */
function withNewDoctor(): SiteContent {
  const first = structuredClone(SEED_CONTENT.doctors[0]!);
  const doctor = { ...first, id: NEW_DOCTOR, name: { en: "Dr. Kavita Rathore", hi: "डॉ. कविता राठौड़" } };
  return { ...SEED_CONTENT, doctors: [...SEED_CONTENT.doctors, doctor] };
}

describe("a doctor added in the desk and published", () => {
  let database: TestDatabase;
  let releases: Releases;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await (await openStore(database.options)).close();
    const served = createServedSite(await readSiteSnapshot(siteDir));
    releases = createReleases({ database: database.options, served });
    await releases.start();
    app = await buildApp(testAppConfig({ site: served }), fakeDependencies());
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await releases?.stop();
    await database?.drop();
  });

  it("is refused before the release that names them, and booked, chosen and named once it is served", async () => {
    const before = await postJson(app, APPOINTMENT_URL, appointmentPayload({ doctor: NEW_DOCTOR }));
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ error: "invalid", fields: { doctor: appointmentMessages.doctorUnknown } });

    const content = withNewDoctor();
    expect(siteContentProblems(content)).toEqual([]);
    const published = await releases.publishContent(content, { by: "editor@hospital.test" });
    expect(published.ok, JSON.stringify(published)).toBe(true);

    // A script's request and the plain HTML form's post are both checked against the served release.
    const booked = await postJson(app, APPOINTMENT_URL, appointmentPayload({ doctor: NEW_DOCTOR }));
    expect(booked.statusCode, booked.body).toBe(200);
    const plain = await postForm(app, APPOINTMENT_URL, asFormFields(appointmentPayload({ doctor: NEW_DOCTOR, name: "Meera Joshi" })));
    expect(plain.statusCode, plain.body).toBe(200);
    // The no-JavaScript answer reads the published content: it names the doctor, not the id.
    expect(plain.body).toContain("Dr. Kavita Rathore");
    // So do the desk's e-mail, screens and exports.
    expect(doctorName(NEW_DOCTOR)).toBe("Dr. Kavita Rathore");

    const unknown = await postJson(app, APPOINTMENT_URL, appointmentPayload({ doctor: "no-such-doctor" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: "invalid", fields: { doctor: appointmentMessages.doctorUnknown } });

    // Their own page is rendered (React Router renders only the pages its build knew, unless told).
    const doctorPage = await app.inject({ method: "GET", url: `/doctors/${NEW_DOCTOR}` });
    expect(doctorPage.statusCode).toBe(200);
    expect(doctorPage.body).toContain("Dr. Kavita Rathore");
    // The booking page offers them, and opened for them has them chosen before any script runs.
    const page = await app.inject({ method: "GET", url: `/bookappointment?doctor=${NEW_DOCTOR}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<option[^>]*value="${NEW_DOCTOR}"[^>]*selected`));
    const hindiPage = await app.inject({ method: "GET", url: `/hi/bookappointment?doctor=${NEW_DOCTOR}` });
    expect(hindiPage.body).toMatch(new RegExp(`<option[^>]*value="${NEW_DOCTOR}"[^>]*selected`));
  }, 240_000);
});
