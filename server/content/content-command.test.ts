import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SEED_CONTENT, type SiteContent, siteContentProblems } from "#app/content/model/site-content";
import { readAuditLog } from "../desk/audit";
import { openDeskTestDatabase, type DeskTestDatabase } from "../testing/desk-database";
import { describeOnEachDatabase } from "../testing/test-services";
import { createReleases, type Releases } from "../publish/releases";
import { createServedSite, readSiteSnapshot } from "../site/site-snapshot";
import { runContentCommand } from "./content-command";
import { createMemoryPublisher } from "./content-publisher";
import { requirePublishingBuild } from "../testing/built-site";

describeOnEachDatabase("npm run content -- export | import", (dialect) => {
  let test: DeskTestDatabase;
  let folder: string;
  let publisher: ReturnType<typeof createMemoryPublisher<SiteContent>>;

  beforeEach(async () => {
    test = await openDeskTestDatabase(dialect);
    folder = await mkdtemp(join(tmpdir(), "content-command-"));
    publisher = createMemoryPublisher(SEED_CONTENT, (content) => siteContentProblems(content));
  });
  afterEach(async () => {
    await test.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function run(...args: string[]) {
    return runWith({ publisherFor: () => publisher }, ...args);
  }
  async function runWith(publishing: Pick<Parameters<typeof runContentCommand>[1], "publisherFor" | "openReleases">, ...args: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runContentCommand(args, {
      dataDir: test.database.options.dataDir,
      databaseUrl: test.database.options.databaseUrl,
      staffName: "Asha at the server",
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      ...publishing,
    });
    return { code, stdout, stderr };
  }
  const fileWith = async (content: unknown) => {
    const path = join(folder, "site.json");
    await writeFile(path, typeof content === "string" ? content : JSON.stringify(content));
    return path;
  };
  /** A file as an export of release 1 (the seed, live in these tests) writes it. */
  const exportOf = (content: SiteContent) => ({ format: "hospital-site-content", formatVersion: 1, release: 1, content });
  const openDrafts = () => test.desk.db.selectFrom("content_drafts").select(["kind", "key"]).where("open", "=", 1).execute();

  it("exports the live content with both languages, and imports it back as drafts of what changed", async () => {
    const exported = await run("export");
    expect(exported.code).toBe(0);
    const file = JSON.parse(exported.stdout);
    expect(file).toMatchObject({ format: "hospital-site-content", formatVersion: 1, release: 1 });
    expect(file.content).toEqual(SEED_CONTENT);

    file.content.doctors[0].name = "Dr. R. S. Shekhawat";
    const imported = await run("import", await fileWith(file));
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("1 drafts are waiting in the desk");
    expect(await openDrafts()).toEqual([{ kind: "doctors", key: SEED_CONTENT.doctors[0]!.id }]);
    expect(publisher.published).toHaveLength(1);
    const actions = (await readAuditLog(test.store, { limit: 10 })).map((entry) => `${entry.action} ${entry.target}`);
    expect(actions).toEqual([
      "content-import as drafts, release 1's file: 1 changed, 0 removed, 0 undoing live content",
      "content-export release 1",
    ]);
  });

  it("refuses a file with problems, naming each one, exits 1 and changes nothing", async () => {
    const content = structuredClone(SEED_CONTENT) as unknown as { doctors: Record<string, unknown>[]; hospital: Record<string, unknown> };
    content.doctors[1]!.fee = { state: "supplied", value: -100 };
    content.doctors[2]!.qualification = { en: "MS Orthopaedics", hi: "" };
    const refused = await run(
      "import",
      await fileWith({ format: "hospital-site-content", formatVersion: 1, release: 1, content }),
      "--publish",
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`doctors/${SEED_CONTENT.doctors[1]!.id} /fee/value: must be more than 0`);
    expect(refused.stderr).toContain(`doctors/${SEED_CONTENT.doctors[2]!.id} /qualification/hi: Hindi is missing`);
    expect(refused.stderr.trim().split("\n").at(-1)).toBe("Nothing was changed.");
    expect(publisher.published).toHaveLength(1);
    expect(await openDrafts()).toEqual([]);

    const notJson = await run("import", await fileWith("{ this is not json"));
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain("could not be read as JSON");
    const notContent = await run("import", await fileWith({ hello: "world" }));
    expect(notContent.code).toBe(1);
    expect(publisher.published).toHaveLength(1);
    expect((await readAuditLog(test.store, { limit: 10 })).filter((entry) => entry.action === "content-import")).toEqual([]);
  });

  it("publishes an imported file at once with --publish, the server's operator needing no second person", async () => {
    const content = structuredClone(SEED_CONTENT);
    content.hospital.phones.emergency = { state: "supplied", value: { e164: "+911412345678", display: "+91 141 234 5678" } };
    const published = await run("import", await fileWith(exportOf(content)), "--publish");
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain("Published as release 2");
    expect((await publisher.live()).content.hospital.phones.emergency).toEqual(content.hospital.phones.emergency);
  });

  it("publishes with --publish through the site's real releases, and a server running on the same database serves it without a restart", async () => {
    // The site's real releases render with the publisher's builds over the build's own files.
    const siteDir = requirePublishingBuild();
    // The running server: its releases put the seed live and poll for others' releases (on both dialects).
    const served = createServedSite(await readSiteSnapshot(siteDir));
    const server = createReleases({ database: test.database.options, served, pollMs: 250 });
    let command: Releases | undefined;
    try {
      await server.start();
      const content = structuredClone(SEED_CONTENT);
      const doctor = content.doctors[0]!;
      doctor.fee = { state: "supplied", value: 725 };
      const published = await runWith(
        {
          openReleases: async () =>
            (command = createReleases({
              database: test.database.options,
              served: createServedSite(await readSiteSnapshot(siteDir)),
            })),
        },
        "import",
        await fileWith(exportOf(content)),
        "--publish",
      );
      expect(published.code, published.stderr).toBe(0);
      expect(published.stdout).toContain("Published as release 2");
      expect(command).toBeDefined();
      const live = await server.liveRelease();
      expect(live?.reason).toBe("import");
      expect(live?.content.doctors[0]!.fee).toEqual({ state: "supplied", value: 725 });
      // The server learns of it by itself (its poll; on PostgreSQL the notification too) and serves it.
      await expect.poll(() => served.current().release, { timeout: 60_000, interval: 250 }).toBe(2);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it("publishes with --publish on a fresh database as release 2, after the seed as release 1, with no server ever started on it", async () => {
    const siteDir = requirePublishingBuild();
    const content = structuredClone(SEED_CONTENT);
    content.doctors[0]!.fee = { state: "supplied", value: 725 };
    let command: Releases | undefined;
    const published = await runWith(
      {
        openReleases: async () =>
          (command = createReleases({ database: test.database.options, served: createServedSite(await readSiteSnapshot(siteDir)) })),
      },
      "import",
      await fileWith(exportOf(content)),
      "--publish",
    );
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain("Published as release 2");
    // Read afresh, as a server starting on this database would.
    const reader = createReleases({ database: test.database.options, served: createServedSite(await readSiteSnapshot(siteDir)) });
    try {
      const history = await reader.list();
      expect(history.map((release) => [release.number, release.reason, release.state])).toEqual([
        [2, "import", "live"],
        [1, "seed", "superseded"],
      ]);
      expect((await reader.release(1))?.content).toEqual(SEED_CONTENT);
      expect((await reader.liveRelease())?.content.doctors[0]!.fee).toEqual({ state: "supplied", value: 725 });
    } finally {
      await reader.stop();
    }
    expect(command).toBeDefined();
  }, 180_000);

  it("says what an import would do before doing it, and publishes what undoes live content only with --confirm-reverting", async () => {
    const older = JSON.parse((await run("export")).stdout);
    const doctor = SEED_CONTENT.doctors[0]!;
    const newer = structuredClone(SEED_CONTENT);
    newer.doctors[0]!.fee = { state: "supplied", value: 725 };
    await publisher.publish(newer, { by: "Asha at the server", reason: "publish" });
    const file = await fileWith(older);

    const checked = await run("import", file, "--check");
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/^The file is release 1's content, exported \d+ \w+ \d{4}, .+ IST; the site is at release 2\.\n/);
    expect(checked.stdout).toContain(`  changes  doctors/${doctor.id} (`);
    expect(checked.stdout).toContain("UNDOES LIVE CONTENT: Changed on the site since release 1");
    expect(await openDrafts()).toEqual([]);

    const refused = await run("import", file, "--publish");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`doctors/${doctor.id}: Changed on the site since release 1`);
    expect(refused.stderr).toContain("add --confirm-reverting");
    expect(publisher.published).toHaveLength(2);

    const published = await run("import", file, "--publish", "--confirm-reverting");
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain("Published as release 3");
    expect((await publisher.live()).content.doctors[0]!.fee).toEqual(doctor.fee);
  });

  it("explains its usage when misused", async () => {
    for (const args of [
      [],
      ["publish"],
      ["import"],
      ["export", "extra"],
      ["import", "a.json", "--force"],
      ["import", "a.json", "--confirm-reverting"],
      ["import", "a.json", "--check", "--publish"],
    ]) {
      const misused = await run(...args);
      expect(misused.code, args.join(" ")).toBe(2);
      expect(misused.stderr).toContain("Usage: npm run content");
    }
  });
});
