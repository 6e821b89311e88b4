import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDeskStack, type DeskStack } from "../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload, postJson } from "../testing/requests";
import { whenServiceAnswers } from "../testing/test-services";
import type { RequestSummary } from "./queue/request-queries";

type Inbox = { requests: RequestSummary[]; newCount: number; cursor: string };

// Several instances share PostgreSQL; SQLite serves one instance.
describe("the desk on two instances sharing PostgreSQL", () => {
  whenServiceAnswers("postgres", () => {
    let first: DeskStack;
    let second: DeskStack;

    beforeEach(async () => {
      first = await startDeskStack("postgres");
      second = await startDeskStack("postgres", first.database);
      await first.addStaff("meena@aarogya.test", "desk");
      await first.addStaff("arjun@aarogya.test", "desk");
    });
    afterEach(async () => {
      await second.close();
      await first.close();
    });

    it("keeps a session signed in on one instance valid on the other, and ends it on both", async () => {
      const meena = await first.signIn("meena@aarogya.test");
      const onSecond = (method: "GET" | "POST", url: string) =>
        second.app.inject({
          method,
          url,
          headers: { cookie: `desk_session=${meena.cookie}`, "x-csrf-token": meena.csrfToken, "content-type": "application/json" },
          payload: method === "POST" ? "{}" : undefined,
        });
      expect((await onSecond("GET", "/api/desk/session")).statusCode).toBe(200);
      expect((await onSecond("POST", "/api/desk/sign-out")).statusCode).toBe(200);
      expect((await meena.request("GET", "/api/desk/session")).statusCode).toBe(401);
    });

    it("counts no-answer calls made at the same moment on both instances, and lists a booking made on one in the other's day list", async () => {
      const meena = await first.signIn("meena@aarogya.test");
      const arjun = await second.signIn("arjun@aarogya.test");
      const posted = await postJson(first.app, APPOINTMENT_URL, appointmentPayload({ name: "Kamla Devi", doctor: "vikas-sharma" }));
      const reference = (posted.json() as { referenceId: string }).referenceId;
      const answers = await Promise.all([
        meena.request("POST", `/api/desk/requests/${reference}/outcome`, { outcome: "no-answer" }),
        arjun.request("POST", `/api/desk/requests/${reference}/outcome`, { outcome: "no-answer" }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [row] = ((await meena.request("GET", "/api/desk/requests?view=open")).json() as Inbox).requests;
      expect(row).toMatchObject({ reference, attempts: 2 });

      const booked = await arjun.request("POST", `/api/desk/requests/${reference}/booking`, {
        doctor: "vikas-sharma",
        day: "2026-12-14",
        time: "11:00",
      });
      expect(booked.statusCode).toBe(200);
      const list = (await meena.request("GET", "/api/desk/day-list?day=2026-12-14")).json() as { bookings: { reference: string }[] };
      expect(list.bookings.map((booking) => booking.reference)).toEqual([reference]);
    });

    it("shows a desk polling one instance what arrived and changed through the other", async () => {
      const meena = await first.signIn("meena@aarogya.test");
      const arjun = await second.signIn("arjun@aarogya.test");
      const { cursor } = (await meena.request("GET", "/api/desk/requests")).json() as Inbox;

      const posted = await postJson(second.app, APPOINTMENT_URL, appointmentPayload({ name: "Kamla Devi" }));
      const reference = (posted.json() as { referenceId: string }).referenceId;
      const afterPost = (await meena.request("GET", `/api/desk/requests?since=${encodeURIComponent(cursor)}`)).json() as Inbox;
      expect(afterPost.requests.map((request) => request.reference)).toContain(reference);
      expect(afterPost.newCount).toBe(1);

      await arjun.request("POST", `/api/desk/requests/${reference}/claim`, {});
      const afterClaim = (await meena.request("GET", `/api/desk/requests?since=${encodeURIComponent(afterPost.cursor)}`)).json() as Inbox;
      expect(afterClaim.requests).toContainEqual(expect.objectContaining({ reference, claimedBy: "arjun@aarogya.test" }));
    });
  });
});

describe("the desk beside the form API on one SQLite file", () => {
  let stack: DeskStack;
  beforeEach(async () => {
    stack = await startDeskStack("sqlite");
    await stack.addStaff("meena@aarogya.test", "desk");
  });
  afterEach(() => stack.close());

  it("stores every submission and every note when both write at once", async () => {
    const meena = await stack.signIn("meena@aarogya.test");
    const posted = await postJson(stack.app, APPOINTMENT_URL, appointmentPayload());
    const reference = (posted.json() as { referenceId: string }).referenceId;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => [
        postJson(stack.app, APPOINTMENT_URL, appointmentPayload({ name: `Patient ${"abcdefghijklmnopqrstuvwxyz"[index % 26]}${index}` })),
        meena.request("POST", `/api/desk/requests/${reference}/notes`, { text: `note ${index}` }),
      ]).flat(),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const inbox = (await meena.request("GET", "/api/desk/requests?limit=200")).json() as Inbox;
    expect(inbox.requests).toHaveLength(41);
    const detail = (await meena.request("GET", `/api/desk/requests/${reference}`)).json() as { history: unknown[] };
    expect(detail.history).toHaveLength(40);
  });
});
