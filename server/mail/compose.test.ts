import { describe, expect, it } from "vitest";
import { hospital } from "#app/content/facts/hospital";
import { fieldsOf } from "#schemas/submission-fields";
import type { IncomingSubmission } from "../submissions/submission";
import { sampleAppointment, sampleContact, sampleFeedback } from "../testing/sample-submissions";
import { composeAcknowledgement } from "./acknowledgement-email";
import { composeDeskEmail } from "./desk-email";
import { composeDeskNotice } from "./desk-notice-email";
import { composeSubmissionEmails } from "./compose";
import type { MailSettings } from "./composition-context";
import { formatIndianTime } from "#common/indian-time";

const mail: MailSettings = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: true };
const context = { referenceId: "APT-7K3M9Q2D", receivedAt: new Date("2026-03-17T08:35:00.000Z"), mail };

describe("the e-mail to the hospital's desk", () => {
  it("names only the form and the reference in the subject, never the patient or the speciality", () => {
    expect(composeDeskEmail(sampleAppointment(), context).subject).toBe("Appointment request: APT-7K3M9Q2D");
    expect(composeDeskEmail(sampleContact(), { ...context, referenceId: "MSG-7K3M9Q2D" }).subject).toBe("Contact message: MSG-7K3M9Q2D");
  });

  it("goes from MAIL_FROM to MAIL_TO, and replies go to the patient", () => {
    const email = composeDeskEmail(sampleAppointment(), context);
    expect(email.from).toBe(mail.from);
    expect(email.to).toBe(mail.to);
    expect(email.replyTo).toEqual({ name: "Ravi Sharma", address: "ravi.sharma@example.in" });
  });

  it("carries a Message-ID fixed by the reference, so every retry is the same message", () => {
    const first = composeDeskEmail(sampleAppointment(), context);
    const again = composeDeskEmail(sampleAppointment(), { ...context, receivedAt: new Date() });
    expect(first.messageId).toBe("<APT-7K3M9Q2D.desk@aarogya.test>");
    expect(again.messageId).toBe(first.messageId);
    expect(composeAcknowledgement(sampleAppointment(), context).messageId).not.toBe(first.messageId);
  });

  it.each([
    ["appointment", sampleAppointment(), ["Ravi Sharma", "ravi.sharma@example.in", "9829012345", "Orthopaedics", "Pain in the left knee"]],
    ["contact", sampleContact(), ["Priya", "Verma", "priya.verma@example.in", "9414012345", "physiotherapy on Sundays"]],
  ] as const)("puts every %s field, the reference, language and Indian time in both bodies", (_kind, submission, values) => {
    const email = composeDeskEmail(submission, context);
    for (const value of [...values, "APT-7K3M9Q2D", "English (en)", "17 Mar 2026, 2:05 pm IST"]) {
      expect(email.text).toContain(value);
      expect(email.html).toContain(value);
    }
  });

  it("names the chosen doctor, the preferred day written for a person and the part of the day, and leaves out what was not chosen", () => {
    const email = composeDeskEmail(
      sampleAppointment({ doctor: "sunita-choudhary", preferredDate: "2026-12-01", preferredTime: "morning" }),
      context,
    );
    expect(email.text).toContain("Doctor:     Dr. Sunita Choudhary\nPreferred date: Tue, 1 Dec 2026\nPreferred time: Morning\n");
    expect(email.html).toContain("<tr><th>Preferred date</th><td>Tue, 1 Dec 2026</td></tr>");
    expect(composeDeskEmail(sampleAppointment(), context).text).not.toContain("Doctor:");
  });

  it("escapes markup the visitor typed in the HTML body and leaves the text body as typed", () => {
    const email = composeDeskEmail(
      sampleContact({ firstName: "<b>Priya</b>", message: "<script>alert('x')</script> Tom & Jerry" }),
      context,
    );
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>Priya");
    expect(email.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Tom &amp; Jerry");
    expect(email.text).toContain("<script>alert('x')</script> Tom & Jerry");
  });

  it("strips line breaks and control characters from everything that becomes a header", () => {
    const email = composeDeskEmail(sampleAppointment({ name: "Ravi\r\nBcc: victim@example.com\u0000 Sharma" }), context);
    expect(email.replyTo).toEqual({ name: "Ravi Bcc: victim@example.com Sharma", address: "ravi.sharma@example.in" });
    expect(email.subject).not.toMatch(/[\r\n\0]/);
  });

  it.each([
    ["appointment", sampleAppointment({ doctor: "sunita-choudhary", preferredDate: "2026-12-01", preferredTime: "evening" })],
    ["contact", sampleContact()],
    ["feedback", sampleFeedback()],
  ] as const)("gives every %s field staff read a row under its registry label, in the registry's order", (_kind, sample) => {
    // A value in every field the registry names, a field the sample does not know included.
    const data = sample.data as Record<string, string | undefined>;
    const filled = Object.fromEntries(fieldsOf(sample.kind).map(({ name }) => [name, data[name] ?? `${name} given`]));
    const submission = { ...sample, data: filled } as IncomingSubmission;
    const email = composeDeskEmail(submission, context);
    const labels = fieldsOf(submission.kind)
      .filter((field) => field.shown !== "hidden")
      .map((field) => field.label);
    const rows = [...(email.html ?? "").matchAll(/<tr><th>([^<]+)<\/th>/g)].map((match) => match[1]);
    expect(rows.filter((label) => labels.includes(label!))).toEqual(labels);
    for (const label of labels) expect(email.text).toMatch(new RegExp(`^${label}:`, "m"));
    expect(email.text).not.toContain("pdpl");
  });
});

describe("the acknowledgement to the patient", () => {
  it("is queued for appointments only, and only when switched on", () => {
    expect(composeSubmissionEmails(sampleAppointment(), context).map((email) => email.role)).toEqual(["desk", "acknowledgement"]);
    expect(composeSubmissionEmails(sampleContact(), context).map((email) => email.role)).toEqual(["desk"]);
    const off = { ...context, mail: { ...mail, acknowledgePatient: false } };
    expect(composeSubmissionEmails(sampleAppointment(), off).map((email) => email.role)).toEqual(["desk"]);
  });

  it("gives the reference and the hospital's phone without repeating the query", () => {
    const email = composeAcknowledgement(sampleAppointment(), context);
    expect(email.to).toBe("ravi.sharma@example.in");
    expect(email.subject).toContain("APT-7K3M9Q2D");
    expect(email.text).toContain("APT-7K3M9Q2D");
    expect(email.text).toContain(hospital.phoneDisplay);
    expect(email.text).not.toContain("knee");
    expect(email.html).toBeUndefined();
  });
});

describe("formatIndianTime", () => {
  it("shows the time in India whatever the server's time zone", () => {
    expect(formatIndianTime(new Date("2026-03-17T20:00:00.000Z"))).toBe("18 Mar 2026, 1:30 am IST");
  });
});

describe("the desk's e-mail as a notice (MAIL_CONTENT=notice)", () => {
  const noticeMail: MailSettings = { ...mail, deskNotice: { siteOrigin: "https://www.aarogya.test" } };
  const noticeContext = { ...context, mail: noticeMail };

  it.each([
    ["appointment", sampleAppointment(), "appointment request", "Appointment request: APT-7K3M9Q2D"],
    ["contact", sampleContact(), "contact message", "Contact message: APT-7K3M9Q2D"],
  ] as const)("says only that a %s arrived, its reference, form and a link to it in the desk", (_kind, submission, form, subject) => {
    const [desk] = composeSubmissionEmails(submission, noticeContext);
    expect(desk?.role).toBe("desk");
    expect(desk?.message.subject).toBe(subject);
    expect(desk?.message.text).toContain(`A new ${form} arrived on the website.`);
    expect(desk?.message.text).toContain("Reference: APT-7K3M9Q2D");
    expect(desk?.message.text).toContain("https://www.aarogya.test/desk/requests/APT-7K3M9Q2D");
    expect(desk?.message.html).toBeUndefined();
    expect(desk?.message.replyTo).toBeUndefined();
  });

  it.each([
    ["appointment", sampleAppointment(), ["Ravi", "ravi.sharma@example.in", "9829012345", "Orthopaedics", "knee"]],
    ["contact", sampleContact(), ["Priya", "Verma", "priya.verma@example.in", "9414012345", "physiotherapy"]],
  ] as const)("carries nothing the %s's sender typed", (_kind, submission, typed) => {
    const message = composeDeskNotice(submission, noticeContext, "https://www.aarogya.test");
    const everything = JSON.stringify(message);
    for (const value of typed) expect(everything).not.toContain(value);
  });

  it("keeps the full e-mail's Message-ID, and the patient's acknowledgement as it was", () => {
    const full = composeSubmissionEmails(sampleAppointment(), context);
    const notice = composeSubmissionEmails(sampleAppointment(), noticeContext);
    expect(notice[0]?.message.messageId).toBe(full[0]?.message.messageId);
    expect(notice[1]).toEqual(full[1]);
  });
});
