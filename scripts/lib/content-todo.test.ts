import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { doctorRecords } from "#app/content/doctor-records";
import { missing, supplied } from "#app/content/hospital-fact";
import { contentTodos, formatContentTodos } from "./content-todo";

/** The doctors' records, as a test may change them: one object shared by every language. */
function recordsModule() {
  const records = structuredClone(doctorRecords);
  return { module: { name: "doctor-records", content: { en: records, hi: records } }, records };
}

describe("npm run content:todo", () => {
  it("lists a fact that the content no longer gives, in its file and field", () => {
    const { module, records } = recordsModule();
    const path = "[3].languages";
    expect(formatContentTodos(contentTodos([module]))).toContain(`${path} (neha-mathur)  [working value to confirm]`);

    records[3]!.languages = missing();
    const report = formatContentTodos(contentTodos([module]));
    expect(report).toContain("app/content/doctor-records.ts");
    expect(report).toContain(`${path} (neha-mathur)  [missing]`);
  });

  it("no longer lists a fact once the hospital has supplied it", () => {
    const { module, records } = recordsModule();
    const path = "[1].opd";
    expect(contentTodos([module]).map((todo) => todo.path)).toContain(path);

    records[1]!.opd = supplied([{ days: ["monday", "saturday"], from: "09:00", to: "13:00" }]);
    expect(contentTodos([module]).map((todo) => todo.path)).not.toContain(path);
  });

  it("gives both languages' values where they differ, and one where they agree", () => {
    const report = formatContentTodos(contentTodos());
    expect(report).toContain(
      [
        "  [6].words.achievements (Dr. Priya Jain)  [working value to confirm]",
        "      en: Treats period problems, infections and menopause concerns, and performs gynecological surgery.",
        "      hi: माहवारी की समस्याओं, संक्रमण और रजोनिवृत्ति (मेनोपॉज़) से जुड़ी परेशानियों का इलाज और स्त्री रोग की सर्जरी करती हैं।",
      ].join("\n"),
    );
    expect(report).toContain("app/content/hospital.ts\n  name  [working value to confirm]: Aarogya Multi-Speciality Hospital");
    expect(report).toContain("  phone  [working value to confirm]: ");
    expect(report).toContain("sections[3].facts[0].fact (Grievance officer)  [missing]");
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
