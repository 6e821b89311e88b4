/**
 * The requests per status the database keeps (0025), which the desk's tab counts add up: true after every
 * kind of write, filled by their migration for the requests already kept, and, on PostgreSQL, true when
 * staff move requests between two statuses in both directions at once while patients send more.
 */
import { type Kysely, sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "./dialect";
import { migrateToLatest, migrateUpTo } from "./migrations";
import type { Database } from "./schema";
import { startDeskStack, submitAccepted, type DeskStack } from "../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload, CONTACT_URL, contactPayload } from "../testing/requests";
import { createTestDatabase, describeOnEachDatabase } from "../testing/test-services";
import { countsByStatus } from "./queue-counts";

/** The statuses' counts as a count of the table finds them, without the ones at nought. */
async function countedFromRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("submissions")
    .select((eb) => ["queue_status", eb.fn.countAll<number>().as("requests")])
    .groupBy("queue_status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.queue_status, Number(row.requests)]));
}

async function keptCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  return Object.fromEntries([...(await countsByStatus(db))].filter(([, requests]) => requests !== 0));
}

describeOnEachDatabase("the requests per status the database keeps", (dialect) => {
  let stack: DeskStack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  it("stay true as requests arrive, move between statuses and are erased", async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    const admin = await stack.signIn("asha.admin@aarogya.test");
    const { db } = stack.desk;
    const references = [];
    for (const name of ["Kamla Devi", "Ravi Sharma", "Sunita Meena"])
      references.push(
        await submitAccepted(stack, APPOINTMENT_URL, appointmentPayload({ name, phoneNumber: `98290000${references.length}1` })),
      );
    references.push(await submitAccepted(stack, CONTACT_URL, contactPayload({ phone: "9829000099", email: "gopal@example.in" })));
    expect(await keptCounts(db)).toEqual({ new: 4 });

    const status = async (reference: string, to: string) =>
      expect((await admin.request("POST", `/api/desk/requests/${reference}/status`, { status: to })).statusCode).toBe(200);
    await status(references[0]!, "contacted");
    await status(references[1]!, "booked");
    await status(references[2]!, "closed");
    await status(references[2]!, "new");
    await status(references[3]!, "spam");
    expect(await keptCounts(db)).toEqual({ new: 1, contacted: 1, booked: 1, spam: 1 });

    const erased = await admin.request("POST", "/api/desk/erasure", { email: "gopal@example.in", references: [references[3]] });
    expect(erased.statusCode).toBe(200);
    expect(await keptCounts(db)).toEqual({ new: 1, contacted: 1, booked: 1 });
    expect(await keptCounts(db)).toEqual(await countedFromRows(db));
  });

  it("are filled by their migration for the requests stored before it", async () => {
    const database = await createTestDatabase(dialect);
    const handle = openDatabase(database.options);
    try {
      const schema = await handle.migrationSchema();
      await migrateUpTo(handle.db, "0024-queue-facts", schema);
      const stored = (id: string, status: string) =>
        sql`insert into submissions (id, reference_id, kind, payload, locale, fingerprint, created_at, queue_status)
            values (${id}, ${`APT-${id.toUpperCase()}`}, 'appointment', '{}', 'en', ${id}, '2026-11-20T04:00:00.000Z', ${status})`.execute(
          handle.db,
        );
      for (const [id, status] of [
        ["a", "new"],
        ["b", "new"],
        ["c", "contacted"],
        ["d", "closed"],
        ["e", "closed"],
        ["f", "closed"],
        ["g", "spam"],
      ])
        await stored(id!, status!);

      await migrateToLatest(handle.db, schema, dialect);

      expect(await keptCounts(handle.db)).toEqual({ new: 2, contacted: 1, closed: 3, spam: 1 });
      await stored("h", "new");
      await handle.db.deleteFrom("submissions").where("id", "in", ["d", "e"]).execute();
      await handle.db.updateTable("submissions").set({ queue_status: "booked" }).where("id", "in", ["a", "c"]).execute();
      expect(await keptCounts(handle.db)).toEqual({ new: 2, booked: 2, closed: 1, spam: 1 });
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it.runIf(dialect === "postgres")(
    "stay true when staff move requests both ways between two statuses at once while more arrive",
    async () => {
      stack = await startDeskStack(dialect);
      await stack.addStaff("meena@aarogya.test", "desk");
      await stack.addStaff("arjun@aarogya.test", "desk");
      const [meena, arjun] = [await stack.signIn("meena@aarogya.test"), await stack.signIn("arjun@aarogya.test")];
      const send = (index: number) =>
        submitAccepted(
          stack!,
          APPOINTMENT_URL,
          appointmentPayload({ name: `Patient ${index}`, phoneNumber: `98291${String(index).padStart(5, "0")}` }),
        );
      const references = [];
      for (let index = 0; index < 20; index++) references.push(await send(index));
      const contacted = references.slice(10);
      for (const reference of contacted)
        expect((await meena.request("POST", `/api/desk/requests/${reference}/status`, { status: "contacted" })).statusCode).toBe(200);

      // Meena moves the new ones to contacted while Arjun moves the contacted ones back, each request once,
      // and patients send five more, all at the same time.
      const [answers, arrived] = await Promise.all([
        Promise.all([
          ...references
            .slice(0, 10)
            .map((reference) => meena.request("POST", `/api/desk/requests/${reference}/status`, { status: "contacted" })),
          ...contacted.map((reference) => arjun.request("POST", `/api/desk/requests/${reference}/status`, { status: "new" })),
        ]),
        Promise.all([20, 21, 22, 23, 24].map(send)),
      ]);

      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(arrived).toHaveLength(5);
      expect(await keptCounts(stack.desk.db)).toEqual({ new: 15, contacted: 10 });
      expect(await keptCounts(stack.desk.db)).toEqual(await countedFromRows(stack.desk.db));
    },
  );
});
