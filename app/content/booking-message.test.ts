import { describe, expect, it } from "vitest";
import { bookingMessage, timeInWords } from "./booking-message";

const details = { reference: "APT-7K3M9Q2D", patientName: "Sunita Devi", doctorName: "Dr. Vikas Sharma", day: "2026-11-30", time: "17:30" };

describe("the message that tells a patient their appointment", () => {
  it("says doctor, day with weekday, time, address, what to bring and 108 in English", () => {
    const text = bookingMessage("en", details);
    expect(text).toContain("Dr. Vikas Sharma");
    expect(text).toContain("Monday, 30 November 2026");
    expect(text).toContain("5:30 pm");
    expect(text).toContain("Tonk Road");
    expect(text).toContain("photo ID");
    expect(text).toContain("108");
  });

  it("says the same in Hindi", () => {
    const text = bookingMessage("hi", { ...details, patientName: "सुनीता देवी" });
    expect(text).toContain("सुनीता देवी जी");
    expect(text).toContain("सोमवार");
    expect(text).toContain("शाम 5:30");
    expect(text).toContain("साथ लाएँ");
    expect(text).toContain("108");
  });

  it("writes the hour as people say it", () => {
    expect(timeInWords("en", "09:00")).toBe("9:00 am");
    expect(timeInWords("en", "12:15")).toBe("12:15 pm");
    expect(timeInWords("hi", "10:30")).toBe("सुबह 10:30");
  });
});
