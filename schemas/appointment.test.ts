import { afterEach, describe, expect, it, vi } from "vitest";
import { appointmentMessages as appointmentMessagesHi } from "#app/content/words/hi/form-messages";
import { AppointmentSchema, createAppointmentSchema } from "./appointment";
import { APPOINTMENT_DOCTOR_IDS, APPOINTMENT_SPECIALITIES } from "./appointment-options";
import { CONTENT } from "#app/content/words/all-locales";
import { LOCALES } from "#common/locale";
import { firstErrorPerField } from "./field-errors";

const valid = {
  name: "Kamla Devi",
  email: "kamla@example.in",
  phoneNumber: "9829012345",
  speciality: "Orthopaedics",
  query: "Knee pain.",
  code: "pdpl",
};
const errorsFor = (body: unknown) => {
  const result = AppointmentSchema.safeParse(body);
  return result.success ? {} : firstErrorPerField(result.error);
};

describe("appointment schema: spec section 5", () => {
  it("accepts every one of the 17 specialities", () => {
    expect(APPOINTMENT_SPECIALITIES).toHaveLength(17);
    for (const speciality of APPOINTMENT_SPECIALITIES) {
      expect(errorsFor({ ...valid, speciality })).toEqual({});
    }
  });

  it("normalises the phone number", () => {
    expect(AppointmentSchema.parse({ ...valid, phoneNumber: "098290-12345" }).phoneNumber).toBe("9829012345");
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "kamla@example", "Invalid email format"],
    ["phoneNumber", "", "Phone Number is required"],
    ["phoneNumber", "982901234", "Phone Number must be 10 digits"],
    ["speciality", "", "Speciality is required"],
    ["speciality", "Cardiology", "Choose a speciality from the list"],
    ["speciality", "orthopaedics", "Choose a speciality from the list"],
    ["query", "", "Query is required"],
    ["query", "a".repeat(2001), "Must be at most 2000 characters"],
    ["name", "a".repeat(101), "Must be at most 100 characters"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("requires the constant code pdpl and refuses unknown fields", () => {
    expect(Object.keys(errorsFor({ ...valid, code: "other" }))).toEqual(["code"]);
    expect(
      Object.keys(
        errorsFor({
          name: valid.name,
          email: valid.email,
          phoneNumber: valid.phoneNumber,
          speciality: valid.speciality,
          query: valid.query,
        }),
      ),
    ).toEqual(["code"]);
    expect(errorsFor({ ...valid, extra: "x" })).toEqual({ extra: "Unknown field" });
  });
});

describe("appointment schema in Hindi: the same rules and payload, the messages the Hindi site shows", () => {
  const HindiAppointmentSchema = createAppointmentSchema(appointmentMessagesHi);
  const hindiErrorsFor = (body: unknown) => {
    const result = HindiAppointmentSchema.safeParse(body);
    return result.success ? {} : firstErrorPerField(result.error);
  };

  it.each([
    ["name", "", "कृपया अपना नाम लिखें"],
    ["email", "", "ई-मेल ज़रूरी है"],
    ["email", "kamla@example", "ई-मेल पता सही नहीं है"],
    ["phoneNumber", "", "फ़ोन नंबर ज़रूरी है"],
    ["phoneNumber", "982901234", "फ़ोन नंबर 10 अंकों का होना चाहिए"],
    ["speciality", "", "कृपया विभाग (स्पेशियलिटी) चुनें"],
    ["speciality", "हड्डी रोग", "सूची में से कोई विभाग (स्पेशियलिटी) चुनें"],
    ["query", "", "अपनी समस्या या सवाल लिखना ज़रूरी है"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(hindiErrorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("takes the English speciality values and the code pdpl, as the English form sends them", () => {
    for (const speciality of APPOINTMENT_SPECIALITIES) expect(hindiErrorsFor({ ...valid, speciality })).toEqual({});
    expect(HindiAppointmentSchema.parse(valid)).toEqual(AppointmentSchema.parse(valid));
    expect(Object.keys(hindiErrorsFor({ ...valid, code: "other" }))).toEqual(["code"]);
  });
});

describe("appointment schema: the optional doctor, preferred date and time (issue 21)", () => {
  // 18:29 UTC on 30 Nov is 23:59 on 30 Nov in India; a minute later it is 1 Dec there.
  const lastMinuteOf30Nov = new Date("2026-11-30T18:29:00Z");
  const firstMinuteOf1Dec = new Date("2026-11-30T18:30:00Z");
  afterEach(() => vi.useRealTimers());

  const at = (now: Date, fields: Record<string, string>) => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    return errorsFor({ ...valid, ...fields });
  };

  it("leaves all three out, empty or absent, and the request is as the spec's", () => {
    expect(errorsFor({ ...valid, doctor: "", preferredDate: "", preferredTime: "" })).toEqual({});
    const parsed = AppointmentSchema.parse({ ...valid, doctor: " ", preferredDate: "", preferredTime: "" });
    expect([parsed.doctor, parsed.preferredDate, parsed.preferredTime]).toEqual([undefined, undefined, undefined]);
  });

  it("keeps a known doctor, a day and a time", () => {
    vi.useFakeTimers({ now: lastMinuteOf30Nov, toFake: ["Date"] });
    const parsed = AppointmentSchema.parse({ ...valid, doctor: "neha-mathur", preferredDate: "2026-12-01", preferredTime: "evening" });
    expect(parsed).toMatchObject({ doctor: "neha-mathur", preferredDate: "2026-12-01", preferredTime: "evening" });
  });

  it("counts today and 60 days ahead in India, across midnight there", () => {
    expect(at(lastMinuteOf30Nov, { preferredDate: "2026-11-30" })).toEqual({});
    expect(at(firstMinuteOf1Dec, { preferredDate: "2026-11-30" })).toEqual({ preferredDate: "Choose today or a later date" });
    expect(at(firstMinuteOf1Dec, { preferredDate: "2026-12-01" })).toEqual({});
    // 60 days after 30 Nov is 29 Jan; after 1 Dec, 30 Jan.
    expect(at(lastMinuteOf30Nov, { preferredDate: "2027-01-29" })).toEqual({});
    expect(at(lastMinuteOf30Nov, { preferredDate: "2027-01-30" })).toEqual({ preferredDate: "Choose a date within the next 60 days" });
    expect(at(firstMinuteOf1Dec, { preferredDate: "2027-01-30" })).toEqual({});
  });

  it.each([
    ["doctor", "dr-nobody", "Choose a doctor from the list"],
    ["doctor", "Neha Mathur", "Choose a doctor from the list"],
    ["preferredDate", "01/12/2026", "Enter a valid date"],
    ["preferredDate", "2026-02-30", "Enter a valid date"],
    ["preferredDate", "tomorrow", "Enter a valid date"],
    ["preferredTime", "night", "Choose morning or evening"],
    ["preferredTime", "Morning", "Choose morning or evening"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(at(lastMinuteOf30Nov, { [field]: value })).toEqual({ [field]: message });
  });

  it("refuses a value that is not text", () => {
    expect(Object.keys(errorsFor({ ...valid, doctor: 7, preferredDate: ["2026-12-01"], preferredTime: true }))).toEqual([
      "doctor",
      "preferredDate",
      "preferredTime",
    ]);
  });

  it("says it in Hindi too", () => {
    vi.useFakeTimers({ now: firstMinuteOf1Dec, toFake: ["Date"] });
    const result = createAppointmentSchema(appointmentMessagesHi).safeParse({ ...valid, preferredDate: "2026-11-30" });
    expect(result.success ? {} : firstErrorPerField(result.error)).toEqual({ preferredDate: appointmentMessagesHi.preferredDatePast });
  });
});

describe("the doctors the form offers", () => {
  it("are the doctors of the content, in every language", () => {
    for (const locale of LOCALES) {
      expect(CONTENT[locale].doctors.cards.map((doctor) => doctor.id)).toEqual([...APPOINTMENT_DOCTOR_IDS]);
    }
  });
});
