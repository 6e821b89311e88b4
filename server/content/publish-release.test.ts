/**
 * The desk's publish through the site's real releases: an approved fee becomes a rendered release that
 * the site serves, and a rollback (approved by a second person, as it changes a fee) serves the earlier
 * content again as a new release.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createServedSite, readSiteSnapshot, type ServedSite } from "../site/site-snapshot";
import { createReleases, type Releases } from "../publish/releases";
import { startDeskStack, type DeskStack } from "../testing/desk-stack";
import { describeOnEachDatabase } from "../testing/test-services";
import { contentDeskOptions } from "./release-publisher";
import { SEED_CONTENT as RELEASES_SEED } from "../publish/content-binding";
import { SEED_CONTENT } from "#app/content/model/site-content";
import { requirePublishingBuild } from "../testing/built-site";

const API = "/api/desk/content";
// A publish renders with the publisher's builds over the build's own files.
const siteDir = requirePublishingBuild();

describeOnEachDatabase("publishing from the desk through the site's releases", (dialect) => {
  let stack: DeskStack;
  let served: ServedSite;
  let releases: Releases;

  beforeEach(async () => {
    served = createServedSite(await readSiteSnapshot(siteDir));
    stack = await startDeskStack(dialect, undefined, {
      content: (test) => {
        releases = createReleases({ database: test.database.options, served });
        return contentDeskOptions(test.desk, releases);
      },
    });
    await releases.start();
  }, 120_000);
  afterEach(async () => {
    await releases.stop();
    await stack.close();
  });

  it("puts an approved fee live as a rendered release, and rolls it back with a second person's approval", async () => {
    // The releases' seed (release 1) is the site's own content, as a fresh install's first release is.
    expect(RELEASES_SEED).toBe(SEED_CONTENT);
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    await stack.addStaff("priya@aarogya.test", "desk");
    const admin = await stack.signIn("asha.admin@aarogya.test");
    await admin.request("POST", "/api/desk/accounts/priya@aarogya.test/rights", { contentEdit: true, contentPublish: true });
    const priya = await stack.signIn("priya@aarogya.test");

    const { documents } = (await priya.request("GET", `${API}/documents?kind=doctors`)).json() as {
      documents: { key: string; live: { value: Record<string, unknown>; version: number } }[];
    };
    const doctor = documents[0]!;
    const value = { ...doctor.live.value, fee: { state: "supplied", value: 650 } };
    const saved = await priya.request("PUT", `${API}/documents/doctors/${doctor.key}/draft`, {
      value,
      baseVersion: doctor.live.version,
      draftVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.request("POST", `${API}/documents/doctors/${doctor.key}/approve`, {})).statusCode).toBe(200);

    const published = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: doctor.key }] });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().release.number).toBe(2);
    expect(served.current().release).toBe(2);
    const live = (await releases.liveRelease())!.content as { doctors: { id: string; fee: unknown }[] };
    expect(live.doctors.find((each) => each.id === doctor.key)!.fee).toEqual({ state: "supplied", value: 650 });

    // Rolling the fee back is not Priya's alone: refused, then drafted for the administrator to approve.
    expect((await priya.request("POST", `${API}/releases/1/rollback`, {})).statusCode).toBe(409);
    expect(served.current().release).toBe(2);
    const drafted = await priya.request("POST", `${API}/releases/1/rollback`, { asDrafts: true });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const draft = (await admin.request("GET", `${API}/documents?kind=doctors`))
      .json()
      .documents.find((each: { key: string }) => each.key === doctor.key) as { draft: { version: number } };
    expect(
      (await admin.request("POST", `${API}/documents/doctors/${doctor.key}/approve`, { draftVersion: draft.draft.version })).statusCode,
    ).toBe(200);
    const rolledBack = await priya.request("POST", `${API}/publish`, { documents: [{ kind: "doctors", key: doctor.key }] });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(served.current().release).toBe(3);
    const restored = (await releases.liveRelease())!.content as { doctors: { id: string; fee: unknown }[] };
    expect(restored.doctors.find((each) => each.id === doctor.key)!.fee).toEqual(doctor.live.value.fee);

    const listed = (await priya.request("GET", `${API}/releases`)).json() as { releases: { number: number; reason: string }[] };
    expect(listed.releases.map((release) => [release.number, release.reason])).toEqual([
      [3, "publish"],
      [2, "publish"],
      [1, "seed"],
    ]);
  }, 300_000);

  it("answers a publish the server cannot write 503, saying so, not that the content has problems", async () => {
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    const admin = await stack.signIn("asha.admin@aarogya.test");
    const exported = (await admin.request("GET", `${API}/export`)).json() as { content: { notices: unknown[] } };
    exported.content.notices = [
      {
        id: "opd",
        start: "2020-01-01T00:00:00Z",
        end: "2099-01-01T00:00:00Z",
        text: { en: "OPD closed on Sunday", hi: "रविवार को ओपीडी बंद" },
      },
    ];
    // The releases folder cannot be written (a full or failing disk does the same: disk-full.test.ts fills a real one).
    const releasesDir = join(stack.database.options.dataDir, "releases");
    rmSync(releasesDir, { recursive: true, force: true });
    writeFileSync(releasesDir, "");

    const refused = await admin.request("POST", `${API}/import`, { content: exported, publish: true });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({
      error: "server_fault",
      message: expect.stringContaining("The server could not write the site"),
    });
    expect(refused.json().message).not.toContain("content has problems");
    expect((await releases.liveRelease())?.number).toBe(1);
    expect((await releases.list())[0]).toMatchObject({ state: "failed" });
  }, 120_000);
});
