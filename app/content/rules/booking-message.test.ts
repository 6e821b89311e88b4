import { describe, expect, it } from "vitest";
import { bookingMessage, type MessageSender, timeInWords } from "./booking-message";
import { frameFactsOf } from "../views/frame-facts";
import { SEED_CONTENT } from "../model/seed-content";

/** The hospital as a release publishes it, with a number staff changed in the desk. */
const published = structuredClone(SEED_CONTENT);
published.hospital.phones.main = { state: "supplied", value: { e164: "+919829012345", display: "+91 98290 12345" } };
const sender = (locale: "en" | "hi"): MessageSender => frameFactsOf(published, locale);

const details = { reference: "APT-7K3M9Q2D", patientName: "Sunita Devi", doctorName: "Dr. Vikas Sharma", day: "2026-11-30", time: "17:30" };

describe("the message that tells a patient their appointment", () => {
  it("says doctor, day with weekday, time, address, what to bring and 108 in English", () => {
    const text = bookingMessage("en", details, sender("en"));
    expect(text).toContain("Dr. Vikas Sharma");
    expect(text).toContain("Monday, 30 November 2026");
    expect(text).toContain("5:30 pm");
    expect(text).toContain(sender("en").postalAddress);
    expect(text).toContain("+91 98290 12345");
    expect(text).toContain("photo ID");
    expect(text).toContain("108");
  });

  it("says the same in Hindi", () => {
    const text = bookingMessage("hi", { ...details, patientName: "सुनीता देवी" }, sender("hi"));
    expect(text).toContain("सुनीता देवी जी");
    expect(text).toContain("सोमवार");
    expect(text).toContain("शाम 5:30");
    expect(text).toContain("साथ लाएँ");
    // The hospital's Hindi name and the number as published, not the repository's.
    expect(text).toContain(sender("hi").shortName);
    expect(text).toContain("+91 98290 12345");
    expect(text).toContain("108");
  });

  it("writes the hour as people say it", () => {
    expect(timeInWords("en", "09:00")).toBe("9:00 am");
    expect(timeInWords("en", "12:15")).toBe("12:15 pm");
    expect(timeInWords("hi", "10:30")).toBe("सुबह 10:30");
  });
});
