import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { doctorRecords } from "#app/content/doctor-records";
import { missing, supplied } from "#app/content/hospital-fact";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTENT_KINDS } from "#app/content/editable-kinds";
import { SEED_CONTENT } from "#app/content/site-content";
import { contentChecklist } from "#server/content/content-checklist";
import { contentTodos, formatChecklist, formatContentTodos, seedChecklistSummary } from "./content-todo";

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

  it("prints every fact still to supply in the repository's content where nothing is published, and their count, and exits 0", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "content-todo-"));
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/content-todo.ts"], {
        encoding: "utf8",
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      expect(run.status, run.stderr).toBe(0);
      const checklist = contentChecklist(CONTENT_KINDS, SEED_CONTENT);
      expect(run.stdout).toContain("From the repository's content");
      expect(run.stdout.trim().split("\n").at(-1)).toBe(
        `${checklist.total} hospital facts still to supply: ${checklist.missing} missing, ${checklist.working} working values to confirm.`,
      );
      // npm run build ends with the same count, of the same content.
      expect(seedChecklistSummary()).toBe(run.stdout.trim().split("\n").at(-1));
      for (const item of checklist.items) expect(run.stdout).toContain(`${item.path}  [`);
      // Reading created nothing: no database where there was none.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("counts from the published content: a fact supplied in the live release is no longer listed", () => {
    const content = structuredClone(SEED_CONTENT);
    const before = contentChecklist(CONTENT_KINDS, content);
    const fee = before.items.find((item) => item.kind === "doctors" && item.path === "/fee")!;
    const doctor = content.doctors.find((each) => each.id === fee.key)!;
    doctor.fee = { state: "supplied", value: 500 };
    const after = contentChecklist(CONTENT_KINDS, content);
    expect(after.total).toBe(before.total - 1);
    expect(formatChecklist(after, { release: 4 })).toContain("From the published content, release 4.");
    expect(formatChecklist(after, { release: 4 })).not.toContain(`${doctor.id})\n    /fee`);
  });
});
