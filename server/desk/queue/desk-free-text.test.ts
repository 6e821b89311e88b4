/**
 * Bidirectional controls in free text cannot make a request or a note read otherwise in the desk: they
 * are removed from the patient's message and the staff's notes, and a search for a number copied with
 * them still finds it.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { CONTACT_URL, contactPayload } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";
import type { RequestDetail, RequestSummary } from "./request-queries";

describeOnEachDatabase("free text in the desk", (dialect) => {
  let stack: DeskStack;
  let meena: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
    meena = await stack.signIn("meena@aarogya.test");
  });
  afterEach(() => stack.close());

  it("stores a message without the bidi override that would reverse how its amount reads", async () => {
    const referenceId = await submitAccepted(stack, CONTACT_URL, contactPayload({ message: "pay \u202e0001 rupees" }));
    const detail = (await meena.request("GET", `/api/desk/requests/${referenceId}`)).json() as RequestDetail;
    expect(detail.fields.message).toBe("pay 0001 rupees");
  });

  it("removes bidi controls from a note, refuses a note of nothing else, and keeps Hindi's joiners", async () => {
    const referenceId = await submitAccepted(stack, CONTACT_URL, contactPayload({ phone: "9829011111" }));
    const note = "Refund \u2067₹1000\u2069 to क्\u200dष";
    const added = await meena.request("POST", `/api/desk/requests/${referenceId}/notes`, { text: note });
    expect(added.statusCode).toBe(200);
    expect((added.json() as RequestDetail).history.at(-1)?.detail).toBe("Refund ₹1000 to क्\u200dष");
    expect((await meena.request("POST", `/api/desk/requests/${referenceId}/notes`, { text: "\u202e \u202c" })).statusCode).toBe(400);

    const search = await meena.request("GET", `/api/desk/requests?${new URLSearchParams({ q: "\u202a+91 98290 11111\u202c" })}`);
    expect((search.json() as { requests: RequestSummary[] }).requests.map((request) => request.reference)).toEqual([referenceId]);
  });
});
