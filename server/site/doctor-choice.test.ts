import { describe, expect, it } from "vitest";
import { pagesWithDoctorChosen } from "./doctor-choice";

const page = `<!DOCTYPE html><html><head></head><body><form><select id="appointment-doctor" name="doctor"><option value="">Any doctor</option><option value="neha-mathur">Dr. Neha Mathur</option><option value="priya-jain">Dr. Priya Jain</option></select></form></body></html>`;

describe("the appointment page opened for a doctor", () => {
  it("has that doctor's option selected, and every other byte as built", () => {
    const variants = pagesWithDoctorChosen(page);
    expect([...variants.keys()]).toEqual(["neha-mathur", "priya-jain"]);
    expect(variants.get("priya-jain")).toBe(page.replace('<option value="priya-jain">', '<option value="priya-jain" selected>'));
  });

  it("has no variants for a page without the Doctor select", () => {
    expect(pagesWithDoctorChosen("<!DOCTYPE html><html><body><p>About</p></body></html>").size).toBe(0);
  });
});
