/**
 * What the API refuses: every request below gets the right 4xx (never a 5xx), and nothing reaches the
 * store or the mail server. Runs over the real store and outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS, MAX_BODY_BYTES } from "#schemas/limits";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, asFormFields, contactPayload } from "../testing/requests";
import { type TestStack, startTestStack } from "../testing/test-stack";

type BadRequest = {
  name: string;
  url: string;
  /** Sent as is; objects are sent as JSON. */
  body: string | object | undefined;
  contentType?: string;
  status: 400 | 413 | 415;
  /** For 400 "invalid": exactly the fields named in the answer. */
  fields?: string[];
};

const json = (body: unknown) => JSON.stringify(body);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = "application/x-www-form-urlencoded";
const long = (length: number) => "a".repeat(length);

const cases: BadRequest[] = [
  // Wrong types
  { name: "phone as a number", url: CONTACT_URL, body: contactPayload({ phone: 9829012345 }), status: 400, fields: ["phone"] },
  {
    name: "first name as an array",
    url: CONTACT_URL,
    body: contactPayload({ firstName: ["Ra", "vi"] }),
    status: 400,
    fields: ["firstName"],
  },
  { name: "message as an object", url: CONTACT_URL, body: contactPayload({ message: { text: "hi" } }), status: 400, fields: ["message"] },
  { name: "email as a boolean", url: CONTACT_URL, body: contactPayload({ email: true }), status: 400, fields: ["email"] },
  {
    name: "every appointment field null",
    url: APPOINTMENT_URL,
    body: { name: null, email: null, phoneNumber: null, speciality: null, query: null, code: null },
    status: 400,
    fields: ["name", "email", "phoneNumber", "speciality", "query", "code"],
  },
  // Missing and extra fields
  { name: "an empty object", url: CONTACT_URL, body: {}, status: 400, fields: ["firstName", "lastName", "email", "phone", "message"] },
  { name: "no message", url: CONTACT_URL, body: { ...contactPayload(), message: undefined }, status: 400, fields: ["message"] },
  { name: "an extra field", url: CONTACT_URL, body: contactPayload({ isAdmin: true }), status: 400, fields: ["isAdmin"] },
  {
    name: "the appointment code missing",
    url: APPOINTMENT_URL,
    body: { ...appointmentPayload(), code: undefined },
    status: 400,
    fields: ["code"],
  },
  { name: "a code other than pdpl", url: APPOINTMENT_URL, body: appointmentPayload({ code: "PDPL" }), status: 400, fields: ["code"] },
  {
    name: "an unknown speciality",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ speciality: "Cardiology" }),
    status: 400,
    fields: ["speciality"],
  },
  {
    name: "a speciality in the wrong case",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ speciality: "orthopaedics" }),
    status: 400,
    fields: ["speciality"],
  },
  {
    name: "contact fields sent to the appointment form",
    url: APPOINTMENT_URL,
    body: contactPayload(),
    status: 400,
    fields: ["firstName", "lastName", "phone", "message", "name", "phoneNumber", "speciality", "query", "code"],
  },
  // Oversize fields
  {
    name: "a first name over the limit",
    url: CONTACT_URL,
    body: contactPayload({ firstName: long(FIELD_LIMITS.name + 1) }),
    status: 400,
    fields: ["firstName"],
  },
  {
    name: "a message over the limit",
    url: CONTACT_URL,
    body: contactPayload({ message: long(FIELD_LIMITS.text + 1) }),
    status: 400,
    fields: ["message"],
  },
  {
    name: "a query over the limit",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ query: long(FIELD_LIMITS.text + 1) }),
    status: 400,
    fields: ["query"],
  },
  {
    name: "an e-mail over the limit",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ email: `${long(250)}@x.in` }),
    status: 400,
    fields: ["email"],
  },
  // Unicode edge cases
  {
    // Devanagari digits are a Hindi keyboard's and are read (schemas/phone.ts); other scripts' digits are not.
    name: "a phone number in Arabic-Indic digits",
    url: CONTACT_URL,
    body: contactPayload({ phone: "٩٨٢٩٠١٢٣٤٥" }),
    status: 400,
    fields: ["phone"],
  },
  {
    name: "a zero-width space inside the e-mail",
    url: CONTACT_URL,
    body: contactPayload({ email: "priya\u200b@example.in" }),
    status: 400,
    fields: ["email"],
  },
  {
    name: "a NUL inside the e-mail",
    url: CONTACT_URL,
    body: contactPayload({ email: "priya\u0000@example.in" }),
    status: 400,
    fields: ["email"],
  },
  {
    name: "a right-to-left override in the phone",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ phoneNumber: "\u202e9829012345" }),
    status: 400,
    fields: ["phoneNumber"],
  },
  {
    name: "an emoji in the phone",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ phoneNumber: "📞9829012345" }),
    status: 400,
    fields: ["phoneNumber"],
  },
  {
    name: "a one-character name made of a zero-width joiner",
    url: CONTACT_URL,
    body: contactPayload({ lastName: "\u200d" }),
    status: 400,
    fields: ["lastName"],
  },
  {
    name: "a message of whitespace only",
    url: CONTACT_URL,
    body: contactPayload({ message: " \n\t\u00a0 " }),
    status: 400,
    fields: ["message"],
  },
  // Header injection and control characters
  {
    name: "a line break and a Bcc header in the name",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ name: "Ravi\r\nBcc: victim@example.com" }),
    status: 400,
    fields: ["name"],
  },
  {
    name: "a line break in the last name",
    url: CONTACT_URL,
    body: contactPayload({ lastName: "Verma\nSubject: hi" }),
    status: 400,
    fields: ["lastName"],
  },
  {
    name: "a terminal escape sequence in the message",
    url: CONTACT_URL,
    body: contactPayload({ message: "\u001b[2JHello" }),
    status: 400,
    fields: ["message"],
  },
  {
    name: "an unpaired surrogate in the query",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ query: "Knee pain \ud800" }),
    status: 400,
    fields: ["query"],
  },
  // Markup where it cannot belong
  {
    name: "a script tag as the e-mail",
    url: CONTACT_URL,
    body: contactPayload({ email: "<script>alert(1)</script>@x.in" }),
    status: 400,
    fields: ["email"],
  },
  {
    name: "markup as the speciality",
    url: APPOINTMENT_URL,
    body: appointmentPayload({ speciality: "<b>Orthopaedics</b>" }),
    status: 400,
    fields: ["speciality"],
  },
  // Bodies that are not a form at all
  { name: "a JSON null", url: CONTACT_URL, body: "null", contentType: "application/json", status: 400, fields: ["_form"] },
  {
    name: "a JSON array of the payload",
    url: CONTACT_URL,
    body: json([contactPayload()]),
    contentType: "application/json",
    status: 400,
    fields: ["_form"],
  },
  { name: "a JSON number", url: APPOINTMENT_URL, body: "42", contentType: "application/json", status: 400, fields: ["_form"] },
  { name: "a JSON string", url: APPOINTMENT_URL, body: '"hello"', contentType: "application/json", status: 400, fields: ["_form"] },
  { name: "no body at all", url: CONTACT_URL, body: undefined, status: 400, fields: ["_form"] },
  // Malformed JSON
  { name: "truncated JSON", url: CONTACT_URL, body: '{"firstName":"Priya",', contentType: "application/json", status: 400 },
  { name: "an empty JSON body", url: CONTACT_URL, body: "", contentType: "application/json", status: 400 },
  { name: "JSON with single quotes", url: APPOINTMENT_URL, body: "{'name':'Ravi'}", contentType: "application/json", status: 400 },
  {
    name: "a JSON prototype-pollution key",
    url: CONTACT_URL,
    body: `{"__proto__":{"admin":true},${json(contactPayload()).slice(1)}`,
    contentType: "application/json",
    status: 400,
  },
  // Plain form posts gone wrong
  {
    name: "a form post without the appointment code",
    url: APPOINTMENT_URL,
    body: form({ ...asFormFields(appointmentPayload()), code: "" }),
    contentType: FORM,
    status: 400,
    fields: ["code"],
  },
  {
    name: "a form post with the speciality twice",
    url: APPOINTMENT_URL,
    body: `${form(asFormFields(appointmentPayload()))}&speciality=Oncology`,
    contentType: FORM,
    status: 400,
    fields: ["speciality"],
  },
  {
    name: "a form post with a __proto__ field",
    url: CONTACT_URL,
    body: `${form(asFormFields(contactPayload()))}&__proto__=x&constructor=y`,
    contentType: FORM,
    status: 400,
  },
  // Oversize bodies
  {
    name: "a JSON body over 64 KiB",
    url: CONTACT_URL,
    body: json(contactPayload({ message: long(MAX_BODY_BYTES) })),
    contentType: "application/json",
    status: 413,
  },
  {
    name: "a form body over 64 KiB",
    url: APPOINTMENT_URL,
    body: form({ ...asFormFields(appointmentPayload()), query: long(MAX_BODY_BYTES) }),
    contentType: FORM,
    status: 413,
  },
  // Wrong content types
  { name: "text/plain", url: CONTACT_URL, body: json(contactPayload()), contentType: "text/plain", status: 415 },
  {
    name: "multipart/form-data",
    url: CONTACT_URL,
    body: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nPriya\r\n--x--',
    contentType: "multipart/form-data; boundary=x",
    status: 415,
  },
  { name: "application/xml", url: APPOINTMENT_URL, body: "<appointment/>", contentType: "application/xml", status: 415 },
  { name: "a body without a content type", url: APPOINTMENT_URL, body: json(appointmentPayload()), contentType: "", status: 415 },
];

describe("bad input", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it.each(cases)("$name -> $status", async ({ url, body, contentType, status, fields }) => {
    const payload = typeof body === "object" ? JSON.stringify(body) : body;
    const headers: Record<string, string> = { accept: "application/json" };
    const type = contentType ?? (typeof body === "object" ? "application/json" : undefined);
    if (type) headers["content-type"] = type;
    const response = await stack.app.inject({ method: "POST", url, headers, payload });

    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toContain("application/json");
    const answer = response.json<{ error: string; fields?: Record<string, string> }>();
    if (fields) {
      expect(answer.error).toBe("invalid");
      expect(Object.keys(answer.fields ?? {}).sort()).toEqual([...fields].sort());
    } else {
      expect(answer.error).toBeTypeOf("string");
    }
  });

  it("stored and mailed nothing for any of them", async () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    await stack.worker.flush();
    expect(await stack.store.listSubmissions()).toEqual([]);
    expect(stack.smtp.received).toEqual([]);
  });
});
