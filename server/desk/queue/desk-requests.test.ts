import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { readAuditLog } from "../audit";
import { startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { APPOINTMENT_URL, CONTACT_URL, appointmentPayload, contactPayload } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";
import type { RequestDetail, RequestSummary } from "./request-queries";

type Inbox = { requests: RequestSummary[]; newCount: number; cursor: string };

describeOnEachDatabase("the desk's inbox and requests", (dialect) => {
  let stack: DeskStack;
  let meena: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
    await stack.addStaff("arjun@aarogya.test", "desk");
    meena = await stack.signIn("meena@aarogya.test");
  });
  afterEach(() => stack.close());

  const submit = (url: string, payload: Record<string, unknown>) => submitAccepted(stack, url, payload);
  const appointment = (overrides: Record<string, unknown> = {}) => submit(APPOINTMENT_URL, appointmentPayload(overrides));
  const contact = (overrides: Record<string, unknown> = {}) => submit(CONTACT_URL, contactPayload(overrides));

  async function inbox(browser: StaffBrowser, query = ""): Promise<Inbox> {
    const answer = await browser.request("GET", `/api/desk/requests${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as Inbox;
  }
  const references = (list: Inbox) => list.requests.map((request) => request.reference);

  it("lists both forms newest first, each new, with who sent it", async () => {
    const first = await appointment({ name: "Kamla Devi", phoneNumber: "9829000001", speciality: "Cardiac Care" });
    const second = await contact({ firstName: "Priya", lastName: "Verma", phone: "9414000002" });
    const list = await inbox(meena);
    expect(references(list)).toEqual([second, first]);
    expect(list.newCount).toBe(2);
    expect(list.requests[1]).toMatchObject({
      form: "appointment",
      status: "new",
      name: "Kamla Devi",
      phone: "9829000001",
      speciality: "Cardiac Care",
      claimedBy: null,
    });
    expect(list.requests[0]).toMatchObject({ form: "contact", status: "new", name: "Priya Verma", phone: "9414000002" });
  });

  it("pages through the inbox, newest first, from the last request shown", async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index++) {
      made.push(await appointment({ name: `Patient ${"abcde"[index]}` }));
      await sleep(2);
    }
    const first = await inbox(meena, "?limit=2");
    expect(references(first)).toEqual([made[4], made[3]]);
    const second = await inbox(meena, `?limit=2&before=${encodeURIComponent(first.requests[1]!.receivedAt)}`);
    expect(references(second)).toEqual([made[2], made[1]]);
  });

  it("finds a request by its reference, its phone number typed any way the form accepts, its e-mail or its name", async () => {
    const kamla = await appointment({ name: "Kamla Devi", email: "kamla.devi@example.in", phoneNumber: "9829012345" });
    await contact({ firstName: "Priya", lastName: "Verma", email: "priya@example.in", phone: "9414012345" });
    for (const search of [kamla.toLowerCase(), "+91 98290 12345", "098290-12345", "9829012345", "Kamla.Devi@Example.in", "kamla"]) {
      expect(references(await inbox(meena, `?q=${encodeURIComponent(search)}`)), search).toEqual([kamla]);
    }
    expect((await inbox(meena, "?q=50%25")).requests).toEqual([]);
  });

  it("filters by status, form, speciality and the day received in India", async () => {
    const cardiology = await appointment({ name: "Kamla Devi", speciality: "Cardiac Care" });
    const orthopaedics = await appointment({ name: "Mohan Lal", speciality: "Orthopaedics" });
    const question = await contact();
    expect((await meena.request("POST", `/api/desk/requests/${cardiology}/status`, { status: "booked" })).statusCode).toBe(200);

    expect(references(await inbox(meena, "?status=booked"))).toEqual([cardiology]);
    expect(references(await inbox(meena, "?status=new"))).toEqual([question, orthopaedics]);
    expect(references(await inbox(meena, "?form=contact"))).toEqual([question]);
    expect(references(await inbox(meena, "?speciality=Orthopaedics"))).toEqual([orthopaedics]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(references(await inbox(meena, `?from=${today}&to=${today}`))).toHaveLength(3);
    expect((await inbox(meena, "?to=2020-01-01")).requests).toEqual([]);
    expect((await meena.request("GET", "/api/desk/requests?status=maybe")).statusCode).toBe(400);
  });

  it("shows a request's every field and its e-mail's delivery, and records that it was opened", async () => {
    const reference = await appointment({ name: "Kamla Devi", query: "Chest pain when climbing stairs." });
    await stack.worker.flush();
    const answer = await meena.request("GET", `/api/desk/requests/${reference}`);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json() as RequestDetail;
    expect(detail.fields).toMatchObject({ name: "Kamla Devi", query: "Chest pain when climbing stairs.", phoneNumber: "9829012345" });
    expect(detail.emails).toEqual([expect.objectContaining({ role: "desk", status: "sent", attempts: 1 })]);
    const log = await readAuditLog(stack.store, { limit: 20 });
    expect(log).toContainEqual(expect.objectContaining({ action: "access", actor: "meena@aarogya.test", target: reference }));
    expect((await meena.request("GET", "/api/desk/requests/APT-NOSUCH22")).statusCode).toBe(404);
  });

  it("lets one receptionist claim a request, mark it contacted with a note, and another see all of it", async () => {
    const reference = await appointment();
    expect((await meena.request("POST", `/api/desk/requests/${reference}/claim`, {})).statusCode).toBe(200);
    expect((await meena.request("POST", `/api/desk/requests/${reference}/status`, { status: "contacted" })).statusCode).toBe(200);
    const noted = await meena.request("POST", `/api/desk/requests/${reference}/notes`, { text: "called, no answer, try 5 pm" });
    expect(noted.statusCode).toBe(200);

    const arjun = await stack.signIn("arjun@aarogya.test");
    const [summary] = (await inbox(arjun)).requests;
    expect(summary).toMatchObject({ reference, status: "contacted", claimedBy: "meena@aarogya.test", lastActedBy: "meena@aarogya.test" });
    const detail = (await arjun.request("GET", `/api/desk/requests/${reference}`)).json() as RequestDetail;
    expect(detail.history.map((entry) => [entry.kind, entry.actor, entry.detail])).toEqual([
      ["claim", "meena@aarogya.test", ""],
      ["status", "meena@aarogya.test", "contacted"],
      ["note", "meena@aarogya.test", "called, no answer, try 5 pm"],
    ]);
    const actions = (await readAuditLog(stack.store, { limit: 50 }))
      .filter((entry) => entry.target === reference)
      .map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["request-claim", "request-status", "request-note"]));

    expect((await arjun.request("POST", `/api/desk/requests/${reference}/claim`, { release: true })).statusCode).toBe(200);
    expect((await inbox(meena)).requests[0]?.claimedBy).toBeNull();
  });

  it("refuses a claim of a request a colleague holds, leaving it theirs, and takes it over only when asked to", async () => {
    const reference = await appointment({ name: "Kamla Devi" });
    const arjun = await stack.signIn("arjun@aarogya.test");
    // Both screens were drawn with nobody on it; Meena's claim lands first, and Arjun's (the c key on his list) after it.
    expect((await meena.request("POST", `/api/desk/requests/${reference}/claim`, {})).statusCode).toBe(200);
    const refused = await arjun.request("POST", `/api/desk/requests/${reference}/claim`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: "claimed_by_other",
      message: "meena@aarogya.test is already on this request. Open it to see their notes, or take it over there.",
      request: { reference, claimedBy: "meena@aarogya.test" },
    });
    // Claiming again what one holds is no change of hands.
    expect((await meena.request("POST", `/api/desk/requests/${reference}/claim`, {})).statusCode).toBe(200);
    const history = async () => ((await meena.request("GET", `/api/desk/requests/${reference}`)).json() as RequestDetail).history;
    expect((await history()).map((entry) => [entry.kind, entry.actor])).toEqual([
      ["claim", "meena@aarogya.test"],
      ["claim", "meena@aarogya.test"],
    ]);

    const takenOver = await arjun.request("POST", `/api/desk/requests/${reference}/claim`, { takeOver: true });
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.json()).toMatchObject({ claimedBy: "arjun@aarogya.test" });
    expect((await inbox(meena, "?view=mine")).requests).toEqual([]);
    const claims = (await readAuditLog(stack.store, { limit: 50 })).filter((entry) => entry.action === "request-claim");
    expect(claims.map((entry) => [entry.actor, entry.target])).toEqual(
      expect.arrayContaining([["arjun@aarogya.test", `${reference} taken over`]]),
    );
    expect(claims.filter((entry) => entry.actor === "arjun@aarogya.test")).toHaveLength(1);
  });

  it("refuses one of two claims made at once by colleagues, whichever comes second", async () => {
    const reference = await appointment({ name: "Kamla Devi" });
    const arjun = await stack.signIn("arjun@aarogya.test");
    const answers = await Promise.all(
      [meena, arjun].map((browser) => browser.request("POST", `/api/desk/requests/${reference}/claim`, {})),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as RequestDetail;
    expect(((await meena.request("GET", `/api/desk/requests/${reference}`)).json() as RequestDetail).claimedBy).toBe(winner.claimedBy);
  });

  it("files a request whose hidden honeypot field was filled under spam, not among the new ones", async () => {
    const person = await appointment({ name: "Kamla Devi" });
    // As the store keeps a submission whose honeypot was filled: flagged, and never e-mailed.
    const robot = "MSG-SPAM2222";
    await stack.store.acceptSubmission({
      kind: "contact",
      payload: contactPayload({ firstName: "Cheap", lastName: "Pills", [HONEYPOT_FIELD]: "https://spam.example" }) as Record<
        string,
        string
      >,
      locale: "en",
      fingerprint: "robot",
      receivedAt: new Date(),
      duplicateWindowMs: 0,
      newReferenceId: () => robot,
      composeEmails: () => [],
      suspectedSpam: true,
    });
    const list = await inbox(meena);
    expect(list.newCount).toBe(1);
    expect(list.requests.find((request) => request.reference === robot)?.status).toBe("spam");
    expect(references(await inbox(meena, "?status=spam"))).toEqual([robot]);
    expect(references(await inbox(meena, "?status=new"))).toEqual([person]);
  });

  it("refuses an empty note, an unknown status and an unknown request", async () => {
    const reference = await appointment();
    expect((await meena.request("POST", `/api/desk/requests/${reference}/notes`, { text: "   " })).statusCode).toBe(400);
    expect((await meena.request("POST", `/api/desk/requests/${reference}/status`, { status: "lost" })).statusCode).toBe(400);
    expect((await meena.request("POST", "/api/desk/requests/APT-NOSUCH22/status", { status: "closed" })).statusCode).toBe(404);
  });

  it("hands back only what arrived or changed since the last look, for a desk that polls", async () => {
    const older = await appointment({ name: "Kamla Devi" });
    // A millisecond's clear time either side of the cursor, so neither request lands on it.
    await sleep(5);
    const since = new Date().toISOString();
    await sleep(5);
    const newer = await contact();
    expect(references(await inbox(meena, `?since=${since}`))).toEqual([newer]);
    await meena.request("POST", `/api/desk/requests/${older}/status`, { status: "closed" });
    expect(references(await inbox(meena, `?since=${since}`))).toEqual([newer, older]);
  });
});
