/**
 * A submission sent again within ten minutes is stored once, and its second sender (a double click, or
 * somebody else who typed the same words, or a replay) gets a reference of their own, never the first
 * sender's; the desk finds the request by either.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../../testing/desk-stack";
import { CONTACT_URL, contactPayload, postJson } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";
import type { RequestDetail, RequestSummary } from "./request-queries";

describeOnEachDatabase("a repeated submission's reference", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("asha@aarogya.test", "admin");
    admin = await stack.signIn("asha@aarogya.test");
  });
  afterEach(() => stack.close());

  const send = async (remoteAddress: string) => {
    const answer = await postJson(stack.app, CONTACT_URL, contactPayload({ phone: "9829066666", message: "Knee pain, please call" }), {
      remoteAddress,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { ok: boolean; referenceId: string };
  };

  it("answers the repeat in the same shape with a fresh reference, which the desk opens as the one request", async () => {
    const first = await send("203.0.113.10");
    const replayed = await send("198.51.100.66");
    expect(Object.keys(replayed).sort()).toEqual(["ok", "referenceId"]);
    expect(replayed.ok).toBe(true);
    expect(replayed.referenceId).toMatch(/^MSG-[A-Z0-9]{8}$/);
    expect(replayed.referenceId).not.toBe(first.referenceId);

    const inbox = (await admin.request("GET", "/api/desk/requests")).json() as { requests: RequestSummary[] };
    expect(inbox.requests.map((request) => request.reference)).toEqual([first.referenceId]);
    const opened = await admin.request("GET", `/api/desk/requests/${replayed.referenceId.toLowerCase()}`);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as RequestDetail).reference).toBe(first.referenceId);
    const found = (await admin.request("GET", `/api/desk/requests?q=${replayed.referenceId}`)).json() as { requests: RequestSummary[] };
    expect(found.requests.map((request) => request.reference)).toEqual([first.referenceId]);
    const noted = await admin.request("POST", `/api/desk/requests/${replayed.referenceId}/notes`, { text: "Caller quoted this reference" });
    expect((noted.json() as RequestDetail).history.at(-1)?.detail).toBe("Caller quoted this reference");
  });

  it("forgets the repeat's reference when the request is erased", async () => {
    const first = await send("203.0.113.10");
    const replayed = await send("203.0.113.10");
    const erased = await admin.request("POST", "/api/desk/erasure", { phone: "9829066666", references: [first.referenceId] });
    expect(erased.statusCode).toBe(200);
    expect((await admin.request("GET", `/api/desk/requests/${replayed.referenceId}`)).statusCode).toBe(404);
    const aliases = await stack.desk.db.selectFrom("submission_aliases").selectAll().execute();
    expect(aliases).toEqual([]);
  });
});
