import { describe, expect, it } from "vitest";
import { DOCTOR_IDS } from "#common/doctors";
import { CONTENT } from "./all-locales";
import { doctorPageSchema } from "./doctor-page.schema";
import { DoctorsSchema } from "./doctors.schema";

const clone = <T>(value: T): T => structuredClone(value);

describe("the doctors' pages' words", () => {
  it("gives every doctor's page its words in both languages, for every doctor's card", () => {
    for (const locale of ["en", "hi"] as const) {
      const { doctorPage, doctors } = CONTENT[locale];
      expect(doctorPageSchema().safeParse(doctorPage).success).toBe(true);
      expect(doctors.cards.map((card) => card.id)).toEqual([...DOCTOR_IDS]);
    }
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
});
