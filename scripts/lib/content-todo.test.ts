import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/all-locales";
import { missing, supplied } from "#app/content/hospital-fact";
import { contentTodos, formatContentTodos } from "./content-todo";

/** The Find Doctor page's content in both languages, as a test may change it. */
function findDoctorModule() {
  const content = { en: structuredClone(CONTENT.en.findDoctorPage), hi: structuredClone(CONTENT.hi.findDoctorPage) };
  return { module: { name: "find-doctor", content }, content };
}

describe("npm run content:todo", () => {
  it("lists a fact that the content no longer gives, in its file and field", () => {
    const { module, content } = findDoctorModule();
    const path = "doctorDetails.neha-mathur.languages";
    expect(formatContentTodos(contentTodos([module]))).toContain(`${path}  [working value to confirm]`);

    content.en.doctorDetails["neha-mathur"]!.languages = missing();
    content.hi.doctorDetails["neha-mathur"]!.languages = missing();
    const report = formatContentTodos(contentTodos([module]));
    expect(report).toContain("app/content/{en,hi}/find-doctor.ts");
    expect(report).toContain(`${path}  [missing]`);
  });

  it("no longer lists a fact once the hospital has supplied it", () => {
    const { module, content } = findDoctorModule();
    const path = "doctorDetails.mahesh-gupta.consultation";
    expect(contentTodos([module]).map((todo) => todo.path)).toContain(path);

    content.en.doctorDetails["mahesh-gupta"]!.consultation = supplied("Mon to Sat, 9 AM to 1 PM");
    content.hi.doctorDetails["mahesh-gupta"]!.consultation = supplied("सोम से शनि, सुबह 9 से दोपहर 1 बजे");
    expect(contentTodos([module]).map((todo) => todo.path)).not.toContain(path);
  });

  it("gives both languages' values where they differ, and one where they agree", () => {
    const report = formatContentTodos(contentTodos());
    expect(report).toContain(
      [
        "  doctorDetails.priya-jain.languages  [working value to confirm]",
        '      en: ["Hindi","English"]',
        '      hi: ["हिन्दी","अंग्रेज़ी"]',
      ].join("\n"),
    );
    expect(report).toContain("app/content/hospital.ts\n  name  [working value to confirm]: Aarogya Multi-Speciality Hospital");
    expect(report).toContain("  phone  [working value to confirm]: ");
    expect(report).toContain("orthopaedics.testimonials[0].consent (Kamla Devi, Sanganer)  [missing]");
  });

  it("prints every fact still to supply and their count, and exits 0", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/content-todo.ts"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    const todos = contentTodos();
    const lastLine = run.stdout.trim().split("\n").at(-1);
    expect(lastLine).toMatch(
      new RegExp(`^${todos.length} hospital facts still to supply: \\d+ missing, \\d+ working values to confirm\\.$`),
    );
    for (const todo of todos) expect(run.stdout).toContain(todo.path);
  });
});
