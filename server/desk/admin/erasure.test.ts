import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { createOwnPostgresDatabase, deadTuplesLeft, stringsLeftInFiles } from "../../testing/erased-traces";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload } from "../../testing/requests";
import { describeOnEachDatabase, type TestDatabase } from "../../testing/test-services";

type Preview = { requests: { reference: string; receivedAt: string }[]; more: boolean };

/** A ten-digit mobile number no other test uses. */
const uniquePhone = () => `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0")}`;
const uniqueTag = () => randomBytes(4).toString("hex").toUpperCase();

describeOnEachDatabase("erasure from the desk", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;
  let ownDatabase: TestDatabase | undefined;

  beforeEach(async () => {
    ownDatabase = dialect === "postgres" ? await createOwnPostgresDatabase() : undefined;
    stack = await startDeskStack(dialect, ownDatabase);
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    admin = await stack.signIn("asha.admin@aarogya.test");
  });
  afterEach(async () => {
    await stack.close();
    await ownDatabase?.drop();
  });

  const submit = (url: string, payload: Record<string, unknown>) => submitAccepted(stack, url, payload);
  const mailFiles = () => readdir(join(stack.database.options.dataDir, "mail")).catch(() => [] as string[]);
  const preview = async (body: Record<string, unknown>) => {
    const answer = await admin.request("POST", "/api/desk/erasure/preview", body);
    expect(answer.statusCode).toBe(200);
    return answer.json() as Preview;
  };
  const erase = async (body: Record<string, unknown>) => {
    const answer = await admin.request("POST", "/api/desk/erasure", body);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { erased: string[] }).erased.sort();
  };

  it(
    dialect === "sqlite"
      ? "leaves none of the patient's query, phone, e-mail or staff note in the database file, its WAL or the mail folder"
      : "leaves no dead tuple of the erased rows in the heap of any table that held them",
    async () => {
      const tag = uniqueTag();
      const phone = uniquePhone();
      const email = `sita.${tag.toLowerCase()}@example.in`;
      const secrets = [`HEALTHSECRET-${tag}`, `FOLLOWUP-${tag}`, `NOTESECRET-${tag}`, phone, email];
      const appointment = await submit(
        APPOINTMENT_URL,
        appointmentPayload({ name: "Sita Devi", phoneNumber: phone, email, query: `Knee pain, HEALTHSECRET-${tag}` }),
      );
      const contact = await submit(CONTACT_URL, contactPayload({ phone, email, message: `Follow up FOLLOWUP-${tag}` }));
      const someoneElse = await submit(
        APPOINTMENT_URL,
        appointmentPayload({ name: "Mohan Lal", phoneNumber: uniquePhone(), email: "mohan@example.in" }),
      );
      const noted = await admin.request("POST", `/api/desk/requests/${appointment}/notes`, { text: `Called back NOTESECRET-${tag}` });
      expect(noted.statusCode).toBe(200);
      expect((await admin.request("POST", `/api/desk/requests/${appointment}/status`, { status: "contacted" })).statusCode).toBe(200);
      await stack.worker.flush();
      expect((await mailFiles()).filter((name) => name.includes(appointment) || name.includes(contact))).toHaveLength(2);

      const found = (await preview({ phone })).requests.map((request) => request.reference);
      expect(found.sort()).toEqual([appointment, contact].sort());
      expect(await erase({ phone, references: found })).toEqual([appointment, contact].sort());

      expect((await admin.request("GET", `/api/desk/requests/${someoneElse}`)).statusCode).toBe(200);
      if (dialect === "sqlite") {
        expect(await stringsLeftInFiles(stack.database.options.dataDir, secrets)).toEqual([]);
        // The search itself can fail to find: the kept request's name is in the same files.
        expect(await stringsLeftInFiles(stack.database.options.dataDir, ["Mohan Lal"])).not.toEqual([]);
      } else {
        const dead = await deadTuplesLeft(stack.database.databaseUrl!);
        expect(Object.keys(dead)).toContain("outbox (TOAST)");
        expect(dead).toEqual(Object.fromEntries(Object.keys(dead).map((table) => [table, 0])));
      }
    },
  );

  it("finds a patient by e-mail however many other messages mention the address, and erases them", async () => {
    const victim = `victim.${uniqueTag().toLowerCase()}@example.in`;
    const reference = await submit(APPOINTMENT_URL, appointmentPayload({ email: victim, phoneNumber: uniquePhone() }));
    for (let index = 0; index < 210; index++) {
      await submit(
        CONTACT_URL,
        contactPayload({ email: `sender${index % 7}@example.in`, phone: uniquePhone(), message: `Please forward to ${victim} (${index})` }),
      );
    }
    expect((await preview({ email: victim.toUpperCase() })).requests.map((request) => request.reference)).toEqual([reference]);
    expect(await erase({ email: victim, references: [reference] })).toEqual([reference]);
    expect((await admin.request("GET", `/api/desk/requests/${reference}`)).statusCode).toBe(404);
    const decoys = await stack.desk.db.selectFrom("submissions").select("reference_id").where("kind", "=", "contact").execute();
    expect(decoys).toHaveLength(210);
  });

  it("pages the preview of a person with more requests than a page holds, and erases every one confirmed", async () => {
    const email = `many.${uniqueTag().toLowerCase()}@example.in`;
    const references: string[] = [];
    for (let index = 0; index < 103; index++) {
      references.push(await submit(CONTACT_URL, contactPayload({ email, phone: uniquePhone(), message: `Question number ${index}` })));
    }
    const first = await preview({ email });
    expect(first.requests).toHaveLength(100);
    expect(first.more).toBe(true);
    const last = first.requests.at(-1)!;
    const second = await preview({ email, after: { receivedAt: last.receivedAt, reference: last.reference } });
    expect(second.more).toBe(false);
    const shown = [...first.requests, ...second.requests].map((request) => request.reference);
    expect(shown.sort()).toEqual(references.sort());
    expect(await erase({ email, references: shown })).toEqual(references.sort());
  });

  it("keeps a request the administrator left out (a relative's on a shared phone) and its e-mail file; the rest go", async () => {
    const phone = uniquePhone();
    const gopal = [
      await submit(APPOINTMENT_URL, appointmentPayload({ name: "Gopal Singh", phoneNumber: phone, email: "gopal@example.in" })),
      await submit(CONTACT_URL, contactPayload({ firstName: "Gopal", lastName: "Singh", phone, email: "gopal@example.in" })),
    ];
    const kamla = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Kamla Singh", phoneNumber: phone, email: "kamla@example.in" }));
    await stack.worker.flush();

    const shown = (await preview({ phone })).requests.map((request) => request.reference);
    expect(shown.sort()).toEqual([...gopal, kamla].sort());
    expect(await erase({ phone, references: shown.filter((reference) => reference !== kamla) })).toEqual(gopal.sort());

    expect((await admin.request("GET", `/api/desk/requests/${kamla}`)).statusCode).toBe(200);
    for (const reference of gopal) expect((await admin.request("GET", `/api/desk/requests/${reference}`)).statusCode).toBe(404);
    const files = await mailFiles();
    expect(files.filter((name) => name.includes(kamla))).toHaveLength(1);
    expect(files.filter((name) => gopal.some((reference) => name.includes(reference)))).toEqual([]);
    expect((await preview({ phone })).requests.map((request) => request.reference)).toEqual([kamla]);
  });
});
