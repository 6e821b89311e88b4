import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { missing, supplied, working } from "#app/content/hospital-fact";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTENT_KINDS } from "#app/content/model/editable-kinds";
import { SEED_CONTENT, type SiteContent, storedSiteContent } from "#app/content/model/site-content";
import { contentChecklist } from "#server/content/content-checklist";
import { formatChecklist, seedChecklistSummary } from "./content-todo";

/** The seed with one doctor's facts set by the test, whatever the repository holds today. */
function contentWithDoctor() {
  const content = structuredClone(SEED_CONTENT);
  const doctor = content.doctors[1]!;
  return { content, doctor, report: () => formatChecklist(contentChecklist(CONTENT_KINDS, content), { release: 2 }) };
}

describe("npm run content:todo", () => {
  it("lists a doctor's fact under the doctor while it is a working value or missing, and not once it is supplied", () => {
    const { doctor, report } = contentWithDoctor();
    // The lines under the doctor's heading, up to the next document's.
    const ofDoctor = () => {
      const text = report();
      const heading = `\n  ${doctor.name.en} (${doctor.id})\n`;
      expect(text).toContain(heading);
      return text.slice(text.indexOf(heading) + heading.length).split(/\n(?! {4})/)[0]!;
    };
    doctor.languages = working(["hindi", "marwari"]);
    expect(ofDoctor()).toContain('    /languages  [working value to confirm]: ["hindi","marwari"]');
    doctor.languages = missing();
    expect(ofDoctor()).toContain("    /languages  [missing]");
    doctor.languages = supplied(["hindi"]);
    expect(ofDoctor()).not.toContain("/languages");
  });

  it("lists the facts of a doctor added in the desk, and drops those of a doctor removed", () => {
    const { content, report } = contentWithDoctor();
    const added = {
      ...structuredClone(content.doctors[0]!),
      id: "kavita-rathore",
      name: { en: "Dr. Kavita Rathore", hi: "डॉ. कविता राठौड़" },
      fee: missing<number>(),
    };
    content.doctors.push(added);
    expect(report()).toContain("  Dr. Kavita Rathore (kavita-rathore)\n");
    expect(report()).toContain("    /fee  [missing]");
    content.doctors.pop();
    expect(report()).not.toContain("kavita-rathore");
  });

  it("shows a working phone number as the site shows it, and counts what is left", () => {
    const { content, report } = contentWithDoctor();
    content.hospital.phones.pharmacy = working({ e164: "+911412345678", display: "0141 234 5678" });
    expect(report()).toContain("  /phones/pharmacy  [working value to confirm]: 0141 234 5678");
    const checklist = contentChecklist(CONTENT_KINDS, content);
    expect(report().trim().split("\n").at(-1)).toBe(
      `${checklist.total} hospital facts still to supply: ${checklist.missing} missing, ${checklist.working} working values to confirm.`,
    );
    expect(checklist.total).toBe(checklist.missing + checklist.working);
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
  }, 30_000);

  it("lists the NABH certificate's PDF and picture until the hospital supplies them, also in a release stored with the sample", () => {
    const certificateLines = (content: SiteContent) => {
      const text = formatChecklist(contentChecklist(CONTENT_KINDS, content), { release: 3 });
      const heading = "\nNABH certificate\n";
      return text.includes(heading)
        ? text
            .slice(text.indexOf(heading) + heading.length)
            .split("\n\n")[0]!
            .split("\n")
        : [];
    };
    const missingBoth = ["  /pdf  [missing]", "  /image  [missing]"];
    expect(certificateLines(SEED_CONTENT)).toEqual(missingBoth);
    // As a release published while the repository showed a sample in the hospital's place.
    const stored = structuredClone(SEED_CONTENT) as unknown as Record<string, unknown>;
    stored.certificate = {
      pdf: { state: "working", value: "/documents/nabh-certificate-sample.pdf" },
      image: { src: "/images/certificate-thumbnail.svg", width: 240, height: 320, alt: { en: "NABH certificate", hi: "NABH प्रमाण-पत्र" } },
    };
    expect(certificateLines(storedSiteContent(JSON.stringify(stored)))).toEqual(missingBoth);
    const picture = { src: "/media/0123456789ab-640.webp", width: 640, height: 905, alt: { en: "NABH certificate", hi: "NABH प्रमाण-पत्र" } };
    const suppliedBoth = {
      ...structuredClone(SEED_CONTENT),
      certificate: { pdf: supplied("/media/0123456789ab.pdf"), image: supplied(picture) },
    };
    expect(certificateLines(suppliedBoth)).toEqual([]);
  });

  it("lists the five doctor videos until the hospital supplies them, also in a release stored with the made-up ids", () => {
    const videoLines = (content: SiteContent) => {
      const text = formatChecklist(contentChecklist(CONTENT_KINDS, content), { release: 3 });
      const heading = "\nDoctor videos on Find Doctor\n";
      return text.includes(heading)
        ? text
            .slice(text.indexOf(heading) + heading.length)
            .split("\n\n")[0]!
            .split("\n")
        : [];
    };
    const allMissing = [0, 1, 2, 3, 4].map((index) => `  /videos/${index}  [missing]`);
    expect(videoLines(SEED_CONTENT)).toEqual(allMissing);
    // As a release published while the site showed made-up Facebook ids as working values.
    const stored = structuredClone(SEED_CONTENT) as unknown as Record<string, unknown>;
    stored.videos = {
      videos: [
        { video: "managing-diabetes", facebookVideoId: { state: "working", value: "658204917342816" } },
        { video: "abdominal-pain-surgeon", facebookVideoId: { state: "working", value: "1327960485113794" } },
      ],
    };
    expect(videoLines(storedSiteContent(JSON.stringify(stored)))).toEqual(allMissing);
    const video = supplied({
      link: "https://www.facebook.com/sanganer.care/videos/1234567890",
      title: { en: "Knee care", hi: "घुटनों की देखभाल" },
      doctor: "rajendra-singh-shekhawat",
    });
    const oneSupplied = { ...structuredClone(SEED_CONTENT), videos: { videos: [video, missing(), missing(), missing(), missing()] } };
    expect(videoLines(oneSupplied)).toEqual(allMissing.slice(1));
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
