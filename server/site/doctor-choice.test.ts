import { describe, expect, it } from "vitest";
import { pagesWithDoctorChosen } from "./doctor-choice";

const page = `<!DOCTYPE html><html><head></head><body><form><select id="appointment-doctor" name="doctor"><option value="">Any doctor</option><option value="neha-mathur">Dr. Neha Mathur</option><option value="priya-jain">Dr. Priya Jain</option></select></form></body></html>`;

describe("the appointment page opened for a doctor", () => {
  it("has that doctor's option selected, and every other byte as built", () => {
    const variants = pagesWithDoctorChosen(page);
    expect([...variants.keys()]).toEqual(["neha-mathur", "priya-jain"]);
    expect(variants.get("priya-jain")).toBe(page.replace('<option value="priya-jain">', '<option value="priya-jain" selected>'));
  });

  it("has the doctor's department chosen among the Specialities, and the line naming the doctor shown, by attributes alone", () => {
    const form = `<!DOCTYPE html><html><head></head><body><form><p id="appointment-for-neha-mathur" hidden="">For Dr. Neha Mathur</p><p id="appointment-for-priya-jain" hidden="">For Dr. Priya Jain</p><select id="appointment-speciality" name="speciality"><option value="">Choose</option><option value="Gynecology">Gynecology</option></select><select id="appointment-doctor" name="doctor"><option value="">Any doctor</option><option value="neha-mathur">Dr. Neha Mathur</option><option value="priya-jain" data-speciality="Gynecology">Dr. Priya Jain</option></select></form></body></html>`;
    const variants = pagesWithDoctorChosen(form);
    expect(variants.get("priya-jain")).toBe(
      form
        .replace(
          '<option value="priya-jain" data-speciality="Gynecology">',
          '<option value="priya-jain" data-speciality="Gynecology" selected>',
        )
        .replace('<option value="Gynecology">', '<option value="Gynecology" selected>')
        .replace('<p id="appointment-for-priya-jain" hidden="">', '<p id="appointment-for-priya-jain">'),
    );
    // A doctor whose department is not among the options: only the doctor and the line.
    expect(variants.get("neha-mathur")).toBe(
      form
        .replace('<option value="neha-mathur">', '<option value="neha-mathur" selected>')
        .replace('<p id="appointment-for-neha-mathur" hidden="">', '<p id="appointment-for-neha-mathur">'),
    );
  });

  it("has no variants for a page without the Doctor select", () => {
    expect(pagesWithDoctorChosen("<!DOCTYPE html><html><body><p>About</p></body></html>").size).toBe(0);
  });
});
