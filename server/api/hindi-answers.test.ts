/** The form API for a visitor on the Hindi pages (`?lang=hi`): same payload, answers in Hindi. */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { buildApp } from "../app";
import { type FakeDependencies, fakeDependencies, testAppConfig } from "../testing/test-doubles";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload, postForm, postJson } from "../testing/requests";

const { contactMessages, appointmentMessages, forms } = CONTENT.hi;

let app: FastifyInstance | undefined;
let fake: FakeDependencies;

async function start() {
  fake = fakeDependencies();
  app = await buildApp(testAppConfig(), fake);
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("a form sent from the Hindi pages", () => {
  it("is accepted with the same payload and stored as Hindi", async () => {
    const app = await start();
    const contact = await postJson(app, `${CONTACT_URL}?lang=hi`, contactPayload());
    const appointment = await postJson(app, `${APPOINTMENT_URL}?lang=hi`, appointmentPayload());
    expect(contact.statusCode).toBe(200);
    expect(appointment.statusCode).toBe(200);
    expect(fake.accepted.map((submission) => [submission.kind, submission.locale])).toEqual([
      ["contact", "hi"],
      ["appointment", "hi"],
    ]);
    expect(fake.accepted[1]).toMatchObject({ kind: "appointment", data: { speciality: "Orthopaedics", code: "pdpl" } });
  });

  it("is refused with the Hindi messages the browser shows", async () => {
    const app = await start();
    const contact = await postJson(app, `${CONTACT_URL}?lang=hi`, contactPayload({ firstName: "R", phone: "12345", message: "" }));
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      error: "invalid",
      fields: { firstName: contactMessages.minLength, phone: contactMessages.phoneDigits, message: contactMessages.messageRequired },
    });
    const appointment = await postJson(app, `${APPOINTMENT_URL}?lang=hi`, appointmentPayload({ email: "kamla@", speciality: "हड्डी रोग" }));
    expect(appointment.statusCode).toBe(400);
    expect(appointment.json().fields).toEqual({
      email: appointmentMessages.emailInvalid,
      speciality: appointmentMessages.specialityUnknown,
    });
  });

  it("answers a browser without JavaScript with Hindi pages that link back to the Hindi site", async () => {
    const app = await start();
    const invalid = await postForm(app, `${APPOINTMENT_URL}?lang=hi`, asFormFields(appointmentPayload({ name: "" })));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('<html lang="hi">');
    expect(invalid.body).toContain("कृपया फ़ॉर्म जाँच लें");
    expect(invalid.body).toContain(`<strong>${forms.appointmentForm.name}</strong>: ${appointmentMessages.nameRequired}`);
    expect(invalid.body).toContain('<a href="/hi/bookappointment">');
    expect(invalid.body).toContain('<a href="/hi">होम पेज</a>');

    const accepted = await postForm(app, `${CONTACT_URL}?lang=hi`, asFormFields(contactPayload()));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain(`<h1>${forms.alerts.contactSuccess}</h1>`);
    expect(accepted.body).toContain("आपका रेफ़रेंस नंबर है <strong>MSG-");

    fake.failStore(true);
    const unavailable = await postForm(app, `${CONTACT_URL}?lang=hi`, asFormFields(contactPayload({ message: "दूसरा संदेश" })));
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.body).toContain("अभी नहीं भेजा गया");
  });

  it("treats a missing or unknown language as English", async () => {
    const app = await start();
    for (const query of ["", "?lang=fr", "?lang=", "?lang=HI", "?lang[]=hi"]) {
      const response = await postJson(app, `${CONTACT_URL}${query}`, contactPayload({ firstName: "" }));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual({ firstName: "First Name is required" });
    }
    await postJson(app, `${CONTACT_URL}?lang=fr`, contactPayload());
    expect(fake.accepted.map((submission) => submission.locale)).toEqual(["en"]);
  });
});
