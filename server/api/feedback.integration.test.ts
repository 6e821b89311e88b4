/**
 * The feedback form's path, from the HTTP request to the hospital's inbox and out again on erasure: a
 * real SQLite file, the real outbox worker and mailer, and a real SMTP server on loopback.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT } from "#app/content/words/all-locales";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { readMail } from "../testing/read-mail";
import { FEEDBACK_URL, asFormFields, feedbackPayload, postForm, postJson } from "../testing/requests";
import { type TestStack, startTestStack } from "../testing/test-stack";

let stack: TestStack | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function start() {
  stack = await startTestStack();
  return stack;
}

describe("feedback sent with JavaScript", () => {
  it("is stored with an FBK reference before it is acknowledged, and reaches the desk with every field", async () => {
    const { app, worker, smtp, store } = await start();
    const response = await postJson(app, FEEDBACK_URL, feedbackPayload({ phone: "+91 98870 12345", email: "sunita@example.in" }));
    expect(response.statusCode).toBe(200);
    const { referenceId } = response.json<{ referenceId: string }>();
    expect(referenceId).toMatch(/^FBK-[2-9A-Z]{8}$/);

    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({
      referenceId,
      kind: "feedback",
      payload: { phone: "9887012345", kind: "complaint", earlierReference: "APT-7K3M9Q2D" },
    });

    await worker.flush();
    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]?.raw ?? "");
    // The kind of feedback and the reference only: no name or words of the patient in the subject.
    expect(mail.headers.get("subject")).toBe(`Feedback (complaint): ${referenceId}`);
    expect(mail.headers.get("reply-to")).toBe("Sunita Meena <sunita@example.in>");
    for (const value of [
      "complaint",
      "Sunita Meena",
      "9887012345",
      "sunita@example.in",
      "APT-7K3M9Q2D",
      "We waited two hours at the billing counter on discharge.",
    ]) {
      expect(mail.text).toContain(value);
    }
    expect((await store.listSubmissions())[0]?.emails).toMatchObject([{ role: "desk", status: "sent" }]);
  });

  it("needs no e-mail address: the desk is told to answer by phone", async () => {
    const { app, worker, smtp } = await start();
    const response = await postJson(app, FEEDBACK_URL, feedbackPayload({ kind: "compliment", email: "", earlierReference: "" }));
    expect(response.statusCode).toBe(200);
    await worker.flush();
    const mail = readMail(smtp.received[0]?.raw ?? "");
    expect(mail.headers.get("subject")).toMatch(/^Feedback \(compliment\): FBK-/);
    expect(mail.headers.get("reply-to")).toBeUndefined();
    expect(mail.text).toContain("answer by phone");
  });

  it("answers 400 naming each bad field with its message, in the visitor's language, and stores nothing", async () => {
    const { app, store } = await start();
    const english = await postJson(app, FEEDBACK_URL, feedbackPayload({ phone: "12345", kind: "praise", earlierReference: "APT-12" }));
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      fields: {
        phone: "Phone number must be 10 digits",
        kind: "Choose complaint, suggestion or compliment",
        earlierReference: "A reference looks like APT-7K3M9Q2D or MSG-7K3M9Q2D",
      },
    });
    const hindi = await postJson(app, `${FEEDBACK_URL}?lang=hi`, feedbackPayload({ message: "" }));
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ fields: { message: CONTENT.hi.feedbackMessages.messageRequired } });
    expect(await store.listSubmissions()).toEqual([]);
  });

  it("keeps a filled honeypot with valid fields flagged as suspected spam, and never e-mails it", async () => {
    const { app, worker, smtp, store } = await start();
    const response = await postJson(app, FEEDBACK_URL, { ...feedbackPayload(), [HONEYPOT_FIELD]: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    await worker.flush();
    expect(smtp.received).toHaveLength(0);
    expect(await store.listSubmissions()).toMatchObject([{ kind: "feedback", suspectedSpam: true }]);
  });

  it("is erased with everything else of that person when they ask by phone", async () => {
    const { app, store } = await start();
    const { referenceId } = (await postJson(app, FEEDBACK_URL, feedbackPayload())).json<{ referenceId: string }>();
    expect(await store.deleteSubmissionsByContact({ phone: "98870 12345" })).toEqual([referenceId]);
    expect(await store.listSubmissions()).toEqual([]);
  });
});

describe("feedback sent without JavaScript", () => {
  it("gets a page saying it reached the hospital, with the reference", async () => {
    const { app } = await start();
    const response = await postForm(app, FEEDBACK_URL, asFormFields(feedbackPayload({ email: "" })));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(CONTENT.en.feedbackPage.alerts.success);
    expect(response.body).toMatch(/FBK-[2-9A-Z]{8}/);
  });

  it("gets a 400 page naming the field to fix by its label, linking back to the feedback page", async () => {
    const { app } = await start();
    const response = await postForm(app, `${FEEDBACK_URL}?lang=hi`, asFormFields(feedbackPayload({ kind: "" })));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(CONTENT.hi.feedbackPage.form.kind);
    expect(response.body).toContain(CONTENT.hi.feedbackMessages.kindRequired);
    expect(response.body).toContain('href="/hi/feedback"');
  });
});
