/**
 * The pages a browser without JavaScript gets after posting a form: the hospital's name and numbers are
 * the published release's, on every one of them (maintainability review 2, S5), and a message that
 * sounds like an emergency is told to call now, as the site's script tells it (patient UX review 2, U3).
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { hospital } from "#app/content/facts/hospital";
import { AMBULANCE_NUMBER } from "#app/content/links";
import { SEED_CONTENT, type SiteContent } from "#app/content/model/site-content";
import type { Locale } from "#common/locale";
import { buildApp } from "../app";
import { createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { fixtureSiteDir } from "../testing/fixture-site";
import { type FakeDependencies, fakeDependencies, testAppConfig } from "../testing/test-doubles";
import {
  APPOINTMENT_URL,
  CONTACT_URL,
  FEEDBACK_URL,
  appointmentPayload,
  asFormFields,
  contactPayload,
  feedbackPayload,
  postForm,
} from "../testing/requests";

/** What staff published from the desk: numbers and a name that are not the repository's. */
const MAIN = { e164: "+919829012345", display: "+91 98290 12345" };
const EMERGENCY = { e164: "+911412345678", display: "0141 234 5678" };
const NAME = { en: "Aarogya Hospital and Research Centre", hi: "आरोग्य हॉस्पिटल एवं रिसर्च सेंटर" };

function published(): SiteContent {
  const content = structuredClone(SEED_CONTENT);
  content.hospital.phones.main = { state: "supplied", value: MAIN };
  content.hospital.phones.emergency = { state: "supplied", value: EMERGENCY };
  content.hospital.name = { state: "supplied", value: NAME };
  return content;
}

let app: FastifyInstance | undefined;
let fake: FakeDependencies;

async function start(formRateLimit = 1000) {
  fake = fakeDependencies();
  const site = createServedSite({ ...(await readSiteSnapshot(fixtureSiteDir())), content: published() });
  app = await buildApp(testAppConfig({ site, formRateLimit }), fake);
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The page offers the published numbers and name, and nowhere the repository's own number. */
function expectPublished(body: string, locale: Locale) {
  expect(body).toContain(`<title>`);
  expect(body).toContain(`| ${NAME[locale]}</title>`);
  expect(body).toContain(`<a href="tel:${EMERGENCY.e164}">${EMERGENCY.display}</a>`);
  expect(body).not.toContain(hospital.phoneDisplay);
  expect(body).not.toContain(hospital.phone);
}

describe("a page after a post without JavaScript", () => {
  it.each(["en", "hi"] as const)("names the published hospital and numbers when nothing was sent (%s)", async (locale) => {
    const app = await start(2);
    const query = locale === "hi" ? "?lang=hi" : "";
    const callUs = `${CONTENT[locale].serverAnswers.resultPages.callUs} <a href="tel:${MAIN.e164}">${MAIN.display}</a>`;

    const invalid = await postForm(app, `${CONTACT_URL}${query}`, asFormFields(contactPayload({ firstName: "" })));
    expect(invalid.statusCode).toBe(400);
    expectPublished(invalid.body, locale);

    fake.failStore(true);
    const unavailable = await postForm(app, `${CONTACT_URL}${query}`, asFormFields(contactPayload()));
    expect(unavailable.statusCode).toBe(503);
    expectPublished(unavailable.body, locale);
    expect(unavailable.body).toContain(callUs);

    const tooMany = await postForm(app, `${CONTACT_URL}${query}`, asFormFields(contactPayload()));
    expect(tooMany.statusCode).toBe(429);
    expectPublished(tooMany.body, locale);
    expect(tooMany.body).toContain(callUs);

    const crossSite = await postForm(app, `${APPOINTMENT_URL}${query}`, asFormFields(appointmentPayload()), {
      headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expectPublished(crossSite.body, locale);
    expect(crossSite.body).toContain(callUs);
  });

  it.each([
    ["en", "My father has chest pain since an hour, what should we do?"],
    ["hi", "पिताजी को सीने में दर्द हो रहा है"],
  ] as const)("says a message that sounds like an emergency should call 108 or the emergency line now (%s)", async (locale, message) => {
    const app = await start();
    const query = locale === "hi" ? "?lang=hi" : "";
    const words = CONTENT[locale].forms.redFlagNotice;

    const flagged = await postForm(app, `${CONTACT_URL}${query}`, asFormFields(contactPayload({ message })));
    expect(flagged.statusCode).toBe(200);
    expectPublished(flagged.body, locale);
    const notice = flagged.body.slice(flagged.body.indexOf('<div class="red-flag" role="alert">'));
    expect(notice).toContain(words.heading);
    expect(notice).toContain(
      `<a class="ambulance" href="tel:${AMBULANCE_NUMBER}">${words.callAmbulance.replace("{ambulance}", AMBULANCE_NUMBER)}</a>`,
    );
    expect(notice).toContain(
      `<a class="hospital" href="tel:${EMERGENCY.e164}">${words.callEmergency.replace("{phone}", EMERGENCY.display)}</a>`,
    );
    // Above the reference, so it is read first.
    expect(flagged.body.indexOf(words.heading)).toBeLessThan(flagged.body.indexOf("MSG-"));

    const ordinary = await postForm(app, `${CONTACT_URL}${query}`, asFormFields(contactPayload({ message: "OPD timings, please" })));
    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.body).not.toContain(words.heading);
  });

  it("says it for a booking's query and for feedback too", async () => {
    const app = await start();
    const { heading } = CONTENT.en.forms.redFlagNotice;
    const booking = await postForm(
      app,
      APPOINTMENT_URL,
      asFormFields(appointmentPayload({ query: "Mother fainted and is not responding" })),
    );
    expect(booking.statusCode).toBe(200);
    expect(booking.body).toContain(heading);
    const feedback = await postForm(
      app,
      FEEDBACK_URL,
      asFormFields(feedbackPayload({ message: "Brother had a road accident, head injury" })),
    );
    expect(feedback.statusCode).toBe(200);
    expect(feedback.body).toContain(heading);
  });

  it("confirms a booking with one Department row and no number to phone to learn the number that calls", async () => {
    const app = await start();
    const words = CONTENT.en.forms.appointmentPage.confirmation;
    const booking = await postForm(
      app,
      APPOINTMENT_URL,
      asFormFields(appointmentPayload({ doctor: "rajendra-singh-shekhawat", speciality: "Orthopaedics" })),
    );
    expect(booking.statusCode).toBe(200);
    expect(booking.body).toContain(`<dt>${words.speciality}</dt>`);
    expect(booking.body).not.toContain(`<dt>${words.department}</dt>`);
    expect(booking.body).toContain(words.callsYou);
  });
});
