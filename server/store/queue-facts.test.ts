/**
 * The queue's facts on each request's row (0024): filled by their migration for the requests a hospital
 * already keeps, found again when the word lists change, and the poll's cursor read from them.
 */
import { sql } from "kysely";
import { afterEach, expect, it, vi } from "vitest";
import { openDatabase } from "./dialect";
import { migrateToLatest, migrateUpTo } from "./migrations";
import { openDeskTestDatabase, type DeskTestDatabase } from "../testing/desk-database";
import { createTestDatabase, describeOnEachDatabase } from "../testing/test-services";
import type * as RedFlags from "#app/content/rules/red-flags";
import { WORD_LISTS_VERSION } from "./queue-facts";

type RedFlagsModule = typeof RedFlags;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 4, minute)).toISOString();

describeOnEachDatabase("the queue's facts on each request's row", (dialect) => {
  let test: DeskTestDatabase | undefined;
  afterEach(async () => {
    vi.doUnmock("#app/content/rules/red-flags");
    vi.resetModules();
    await test?.close();
    test = undefined;
  });

  it("are filled by their migration for the requests stored before it, from their text and the desk's state", async () => {
    const database = await createTestDatabase(dialect);
    const handle = openDatabase(database.options);
    try {
      const schema = await handle.migrationSchema();
      await migrateUpTo(handle.db, "0023-publish-progress", schema);
      const stored = (id: string, minute: number, payload: Record<string, string>, suspectedSpam = 0) =>
        sql`insert into submissions (id, reference_id, kind, payload, locale, fingerprint, created_at, suspected_spam)
            values (${id}, ${`APT-${id.toUpperCase()}`}, 'appointment', ${JSON.stringify(payload)}, 'en', ${id}, ${at(minute)}, ${suspectedSpam})`.execute(
          handle.db,
        );
      await stored("chest", 1, { name: "Kamla Devi", query: "Father has chest pain since morning", preferredDate: "2026-11-23" });
      await stored("robot", 2, { name: "Cheap Pills", query: "hello" }, 1);
      await stored("pitch", 3, {
        name: "Rank Agency",
        query: "We rank your hospital #1 on Google with SEO. Visit http://rank.example.com",
      });
      await stored("called", 4, { name: "Ramesh", query: "Knee pain" });
      await stored("booked", 5, { name: "Sita", query: "Eye check" });
      await sql`insert into desk_request_states (submission_id, status, claimed_by, updated_at, updated_by, call_back_at)
                values ('called', 'contacted', 'meena@aarogya.test', ${at(10)}, 'meena@aarogya.test', ${at(40)}),
                       ('booked', 'booked', null, ${at(11)}, 'arjun@aarogya.test', null)`.execute(handle.db);
      await sql`insert into desk_bookings (submission_id, doctor, day, time, status, created_at, updated_at, updated_by)
                values ('booked', 'vikas-sharma', '2026-11-24', '10:30', 'booked', ${at(11)}, ${at(12)}, 'arjun@aarogya.test')`.execute(
        handle.db,
      );

      await migrateToLatest(handle.db, schema, dialect);

      const rows = await handle.db
        .selectFrom("submissions")
        .select([
          "id",
          "queue_status",
          "queue_claimed_by",
          "queue_call_back_at",
          "queue_changed_at",
          "queue_red_flags",
          "queue_likely_spam",
          "queue_preferred_date",
        ])
        .orderBy("created_at")
        .execute();
      expect(rows.map(({ queue_likely_spam, ...row }) => ({ ...row, likelySpam: queue_likely_spam !== null }))).toEqual([
        {
          id: "chest",
          queue_status: "new",
          queue_claimed_by: null,
          queue_call_back_at: null,
          queue_changed_at: at(1),
          queue_red_flags: "chest-pain",
          likelySpam: false,
          queue_preferred_date: "2026-11-23",
        },
        {
          id: "robot",
          queue_status: "spam",
          queue_claimed_by: null,
          queue_call_back_at: null,
          queue_changed_at: at(2),
          queue_red_flags: "",
          likelySpam: false,
          queue_preferred_date: "",
        },
        {
          id: "pitch",
          queue_status: "new",
          queue_claimed_by: null,
          queue_call_back_at: null,
          queue_changed_at: at(3),
          queue_red_flags: "",
          likelySpam: true,
          queue_preferred_date: "",
        },
        {
          id: "called",
          queue_status: "contacted",
          queue_claimed_by: "meena@aarogya.test",
          queue_call_back_at: at(40),
          queue_changed_at: at(10),
          queue_red_flags: "",
          likelySpam: false,
          queue_preferred_date: "",
        },
        // The booking was moved after the state last changed: the later time is the row's last change.
        {
          id: "booked",
          queue_status: "booked",
          queue_claimed_by: null,
          queue_call_back_at: null,
          queue_changed_at: at(12),
          queue_red_flags: "",
          likelySpam: false,
          queue_preferred_date: "",
        },
      ]);
      const version = await handle.db.selectFrom("queue_facts_version").select("word_lists").execute();
      expect(version).toEqual([{ word_lists: WORD_LISTS_VERSION }]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it("are found again for every stored request when the red-flag list changes, and only then", async () => {
    test = await openDeskTestDatabase(dialect);
    await test.store.acceptSubmission({
      kind: "appointment",
      payload: { name: "Kamla Devi", phoneNumber: "9829012345", query: "Father has angina since this morning" },
      locale: "en",
      fingerprint: "angina",
      receivedAt: new Date(),
      duplicateWindowMs: 0,
      newReferenceId: () => "APT-ANGINA22",
      composeEmails: () => [],
    });
    const flagsStored = async () =>
      (
        await test!.desk.db
          .selectFrom("submissions")
          .select("queue_red_flags")
          .where("reference_id", "=", "APT-ANGINA22")
          .executeTakeFirstOrThrow()
      ).queue_red_flags;
    expect(await flagsStored()).toBe("");

    // The hospital's doctors add "angina" to the chest-pain flag's words.
    vi.resetModules();
    vi.doMock("#app/content/rules/red-flags", async (importOriginal) => {
      const original = await importOriginal<RedFlagsModule>();
      const RED_FLAGS = original.RED_FLAGS.map((flag) =>
        flag.id === "chest-pain" ? { ...flag, all: [[...flag.all[0]!, "angina"]] } : flag,
      );
      const redFlagsIn = (text: string) => {
        const found = original.redFlagsIn(text);
        const angina = original.containsWord(original.normaliseForFlags(text), "angina");
        return angina && !found.some((flag) => flag.id === "chest-pain") ? [RED_FLAGS[0]!, ...found] : found;
      };
      return { ...original, RED_FLAGS, redFlagsIn };
    });
    const changed = await import("./queue-facts");
    expect(changed.WORD_LISTS_VERSION).not.toBe(WORD_LISTS_VERSION);

    expect(await changed.refreshTextFacts(test.desk.db)).toBe(1);
    expect(await flagsStored()).toBe("chest-pain");
    // The same lists again: one read of the version, nothing found again.
    expect(await changed.refreshTextFacts(test.desk.db)).toBe(0);
  });
});
