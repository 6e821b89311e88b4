import { describe, expect, it } from "vitest";
import { DOCTOR_IDS } from "#common/doctors";
import { CONTENT } from "./all-locales";
import { doctorPageSchema } from "./doctor-page.schema";
import { DoctorsSchema } from "./doctors.schema";
import { missing, supplied } from "./hospital-fact";
import { parityProblems } from "./parity";

const clone = <T>(value: T): T => structuredClone(value);

describe("the doctors' pages' content", () => {
  it("gives every doctor's page its facts, in both languages, and none is made up: fee, registration and photo are still to be supplied", () => {
    for (const locale of ["en", "hi"] as const) {
      const { doctorPage, doctors } = CONTENT[locale];
      expect(doctorPageSchema().safeParse(doctorPage).success).toBe(true);
      expect(doctors.cards.map((card) => card.id)).toEqual([...DOCTOR_IDS]);
      expect(Object.keys(doctorPage.doctors)).toEqual([...DOCTOR_IDS]);
      for (const facts of Object.values(doctorPage.doctors)) {
        expect(facts).toEqual({ fee: missing(), registration: missing(), photo: missing() });
      }
    }
  });

  it("refuses facts for an unknown doctor, a doctor without facts, and a fee that is not a whole number of rupees", () => {
    const schema = doctorPageSchema();
    const extra = clone(CONTENT.en.doctorPage) as Record<string, unknown> & { doctors: Record<string, unknown> };
    extra.doctors["dr-nobody"] = { fee: missing(), registration: missing(), photo: missing() };
    expect(schema.safeParse(extra).success).toBe(false);

    const lacking = clone(CONTENT.en.doctorPage) as { doctors: Record<string, unknown> };
    delete lacking.doctors["mahesh-gupta"];
    expect(schema.safeParse(lacking).success).toBe(false);

    const fee = clone(CONTENT.en.doctorPage);
    fee.doctors["mahesh-gupta"].fee = supplied(-500);
    expect(schema.safeParse(fee).success).toBe(false);
    fee.doctors["mahesh-gupta"].fee = supplied(500);
    expect(schema.safeParse(fee).success).toBe(true);
  });

  it("refuses words without their placeholders, so a page never loses the doctor's name", () => {
    const words = clone(CONTENT.hi.doctorPage);
    words.requestAppointment = "अपॉइंटमेंट का अनुरोध करें";
    expect(doctorPageSchema().safeParse(words).success).toBe(false);
  });

  it("holds the doctors' cards to the ids of their pages, in order", () => {
    const swapped = clone(CONTENT.en.doctors);
    [swapped.cards[0], swapped.cards[1]] = [swapped.cards[1]!, swapped.cards[0]!];
    expect(DoctorsSchema.safeParse(swapped).success).toBe(false);
    expect(DoctorsSchema.safeParse(CONTENT.en.doctors).success).toBe(true);
  });

  it("reports a Hindi page whose facts differ from English's", () => {
    const hi = clone(CONTENT.hi.doctorPage);
    const en = clone(CONTENT.en.doctorPage);
    en.doctors["neha-mathur"].fee = supplied(400);
    hi.doctors["neha-mathur"].fee = supplied(500);
    expect(parityProblems(en, hi, "doctorPage")).toEqual(["doctorPage.doctors.neha-mathur.fee.value: is 500, English has 400"]);
  });
});
