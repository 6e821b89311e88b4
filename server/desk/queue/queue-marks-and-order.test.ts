/**
 * What the queue tells apart and how it orders (review m17, m20, D3): a complaint is marked and goes to
 * the grievance officer the content names; only an appointment request can be booked; a sales pitch is
 * marked likely spam and stays in the Open view until staff decide; the preferred day is an order of
 * its own, in the queue's views and in those the database pages.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { SEED_CONTENT, type SiteContent } from "#app/content/model/site-content";
import { addDays, indianToday } from "#schemas/preferred-date";
import { putLiveRelease, startDeskStack, type DeskStack, type StaffBrowser, submitAccepted } from "../../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload, CONTACT_URL, contactPayload, FEEDBACK_URL, feedbackPayload } from "../../testing/requests";
import { describeOnEachDatabase } from "../../testing/test-services";
import type { RequestSummary } from "./request-queries";

type Inbox = { requests: RequestSummary[]; counts: Record<string, number>; more: boolean };

const SPAM_PITCH =
  "We can rank your hospital #1 on Google in 30 days! Our SEO experts bring more patients. Visit http://top-rank-seo.example.com";

describeOnEachDatabase("the queue's marks and orders", (dialect) => {
  let stack: DeskStack;
  let meena: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
    meena = await stack.signIn("meena@aarogya.test");
  });
  afterEach(() => stack.close());

  async function submit(url: string, body: Record<string, unknown>): Promise<string> {
    const reference = await submitAccepted(stack, url, body);
    // A second apart at least, so "oldest first" and "newest first" have an order to keep.
    stack.clock.advance(1000);
    return reference;
  }
  async function list(query: string): Promise<Inbox> {
    const answer = await meena.request("GET", `/api/desk/requests?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Inbox;
  }
  const references = (inbox: Inbox) => inbox.requests.map((request) => request.reference);

  it("refuses a booking, and the status Booked, on a feedback or a contact message, and allows both on an appointment", async () => {
    const feedback = await submit(FEEDBACK_URL, feedbackPayload());
    const message = await submit(CONTACT_URL, contactPayload());
    const appointment = await submit(APPOINTMENT_URL, appointmentPayload());
    const booking = { doctor: "vikas-sharma", day: addDays(indianToday(stack.clock.now()), 3), time: "10:30" };

    const refusedBooking = await meena.request("POST", `/api/desk/requests/${feedback}/booking`, booking);
    expect(refusedBooking.statusCode).toBe(409);
    expect(refusedBooking.json()).toMatchObject({ error: "not_bookable" });
    for (const reference of [feedback, message]) {
      const refusedStatus = await meena.request("POST", `/api/desk/requests/${reference}/status`, { status: "booked" });
      expect(refusedStatus.statusCode).toBe(409);
      expect(refusedStatus.json()).toMatchObject({ error: "not_bookable" });
    }
    // Nothing changed: both are still open and new.
    expect((await list("view=open")).requests.filter((request) => request.status === "new")).toHaveLength(3);

    expect((await meena.request("POST", `/api/desk/requests/${feedback}/status`, { status: "closed" })).statusCode).toBe(200);
    expect((await meena.request("POST", `/api/desk/requests/${appointment}/booking`, booking)).statusCode).toBe(200);
    expect((await meena.request("POST", `/api/desk/requests/${appointment}/status`, { status: "booked" })).statusCode).toBe(200);
  });

  it("marks a complaint, not a suggestion, and names the grievance officer only once the content does", async () => {
    const complaint = await submit(FEEDBACK_URL, feedbackPayload({ kind: "complaint" }));
    const suggestion = await submit(FEEDBACK_URL, feedbackPayload({ kind: "suggestion", message: "Please add more chairs at the OPD." }));
    const byReference = new Map((await list("view=open")).requests.map((request) => [request.reference, request]));
    expect(byReference.get(complaint)?.complaint).toBe(true);
    expect(byReference.get(suggestion)?.complaint).toBe(false);

    const unnamed = await meena.request("GET", "/api/desk/grievance");
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json()).toMatchObject({ officer: null });

    const content = structuredClone(SEED_CONTENT);
    content.grievance.officer = {
      state: "supplied",
      value: { en: "Dr. Anita Joshi, Medical Superintendent", hi: "डॉ. अनीता जोशी, चिकित्सा अधीक्षक" },
    };
    content.grievance.answerWithin = { state: "supplied", value: { en: "7 days", hi: "7 दिन" } };
    await publish(content);
    expect((await meena.request("GET", "/api/desk/grievance")).json()).toEqual({
      officer: "Dr. Anita Joshi, Medical Superintendent",
      answerWithin: "7 days",
    });
  });

  it("marks a sales pitch likely spam, keeps it in Open, and lists it alone under the Likely spam filter", async () => {
    const patient = await submit(CONTACT_URL, contactPayload({ message: "Do you offer physiotherapy on Sundays? Call me on 9414012345" }));
    const pitch = await submit(CONTACT_URL, contactPayload({ firstName: "Rahul", lastName: "Digital", message: SPAM_PITCH }));
    const hindiPatient = await submit(
      APPOINTMENT_URL,
      appointmentPayload({ query: "बेटी को तीन दिन से बुखार और खांसी है, डॉक्टर से कब मिल सकते हैं?" }),
    );

    const open = await list("view=open");
    expect(references(open)).toEqual([patient, pitch, hindiPatient]);
    const shown = new Map(open.requests.map((request) => [request.reference, request]));
    expect(shown.get(pitch)?.likelySpam).toEqual({ score: 6, reasons: ["a web link", "sales words: seo, rank, on google, more patients"] });
    expect(shown.get(patient)?.likelySpam).toBeNull();
    expect(shown.get(hindiPatient)?.likelySpam).toBeNull();
    // A guess is no status: it is not counted as spam until staff say so.
    expect(open.counts).toMatchObject({ open: 3, spam: 0 });

    expect(references(await list("view=open&likelySpam=true"))).toEqual([pitch]);
    expect(references(await list("view=all&likelySpam=true"))).toEqual([pitch]);

    await meena.request("POST", `/api/desk/requests/${pitch}/status`, { status: "spam" });
    expect(references(await list("view=spam"))).toEqual([pitch]);
    expect(references(await list("view=open"))).toEqual([patient, hindiPatient]);
  });

  it("orders by the preferred day, soonest first and none last, red flags still first in the queue, and pages that order in the database", async () => {
    const today = indianToday(stack.clock.now());
    const inTenDays = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Kamla Devi", preferredDate: addDays(today, 10) }));
    const noDay = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Ravi Sharma" }));
    const tomorrow = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Sunita Meena", preferredDate: addDays(today, 1) }));
    const alsoTomorrow = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Mohan Lal", preferredDate: addDays(today, 1) }));
    const message = await submit(CONTACT_URL, contactPayload());
    const redFlag = await submit(APPOINTMENT_URL, appointmentPayload({ name: "Gopal Das", query: "Chest pain since morning" }));

    // The queue's own order: the red flag, then the oldest waiting first.
    expect(references(await list("view=open"))).toEqual([redFlag, inTenDays, noDay, tomorrow, alsoTomorrow, message]);
    // The red flag still first; then by the day and, on the same day, the queue's order (the older first).
    expect(references(await list("view=open&sort=preferred-date"))).toEqual([redFlag, tomorrow, alsoTomorrow, inTenDays, noDay, message]);
    // Everything, paged by the database: by the day, the same day newest first as that view lists, page by page.
    const first = await list("view=all&sort=preferred-date&limit=2");
    expect(references(first)).toEqual([alsoTomorrow, tomorrow]);
    expect(first.more).toBe(true);
    const second = await list("view=all&sort=preferred-date&limit=2&offset=2");
    expect(references(second)).toEqual([inTenDays, redFlag]);
    const last = await list("view=all&sort=preferred-date&limit=2&offset=4");
    expect(references(last)).toEqual([message, noDay]);
    expect(last.more).toBe(false);

    for (const query of ["sort=received", "sort=", "likelySpam=maybe", "view=all&sort=preferred-date&offset=-1"])
      expect((await meena.request("GET", `/api/desk/requests?${query}`)).statusCode, query).toBe(400);
  });

  const publish = (content: SiteContent) => putLiveRelease(stack, content, "meena@aarogya.test");
});
