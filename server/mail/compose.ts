/**
 * The e-mails a submission sends: the full request to the hospital's desk, and optionally a short
 * acknowledgement to the patient. Everything the visitor typed is escaped in HTML and cleaned of line
 * breaks before it reaches a header, so no input can forge headers or markup.
 */
import { CONTENT } from "#app/content/all-locales";
import { hospital } from "#app/content/hospital";
import { LOCALE_INFO, type Locale } from "#common/locale";
import type { QueuedEmail } from "../store/store";
import { patientEmail, patientName, type IncomingSubmission } from "../submissions/submission";
import { INVISIBLE_FORMAT } from "#schemas/text-rules";
import type { EmailMessage } from "./email-message";

export type MailSettings = { from: string; to: string; acknowledgePatient: boolean };
export type CompositionContext = { referenceId: string; receivedAt: Date; mail: MailSettings };

type Field = { label: string; value: string; multiline?: boolean };

export function composeSubmissionEmails(submission: IncomingSubmission, context: CompositionContext): QueuedEmail[] {
  const emails: QueuedEmail[] = [{ role: "desk", message: composeDeskEmail(submission, context) }];
  if (submission.kind === "appointment" && context.mail.acknowledgePatient) {
    emails.push({ role: "acknowledgement", message: composeAcknowledgement(submission, context) });
  }
  return emails;
}

export function composeDeskEmail(submission: IncomingSubmission, context: CompositionContext): EmailMessage {
  const { referenceId, receivedAt, mail } = context;
  const name = headerSafe(patientName(submission));
  // The reference and the form only: a name or speciality here would show health details in lock-screen
  // previews and mail-server logs. The body, behind the mail client's login, keeps the details.
  const subject = submission.kind === "appointment" ? `Appointment request: ${referenceId}` : `Contact message: ${referenceId}`;
  const intro =
    submission.kind === "appointment"
      ? "A patient asked for an appointment on the website."
      : "A visitor sent a message through the website's contact form.";
  const details: Field[] = [
    { label: "Reference", value: referenceId },
    { label: "Received", value: formatIndianTime(receivedAt) },
    { label: "Language", value: languageName(submission.locale) },
  ];
  const fields = submissionFields(submission);
  const closing = "Reply to this e-mail to answer the patient directly.";

  return {
    referenceId,
    messageId: messageId(referenceId, "desk", mail.from),
    date: receivedAt.toISOString(),
    from: mail.from,
    to: mail.to,
    replyTo: { name, address: headerSafe(patientEmail(submission)) },
    subject,
    text: [intro, "", plainTextFields(details), "", plainTextFields(fields), "", closing, ""].join("\n"),
    html: htmlDocument(subject, [
      `<p>${escapeHtml(intro)}</p>`,
      htmlTable(details),
      htmlTable(fields),
      `<p>${escapeHtml(closing)}</p>`,
    ]),
    headers: { "X-Hospital-Reference": referenceId },
  };
}

/** The acknowledgement in the visitor's language (app/content/{en,hi}/server-answers.ts): no word the visitor chose, only the reference. */
function acknowledgementText(locale: Locale, referenceId: string): { subject: string; text: string } {
  const words = CONTENT[locale].serverAnswers.acknowledgement;
  const hospitalName = CONTENT[locale].site.hospitalName;
  const fill = (sentence: string) =>
    sentence.replaceAll("{reference}", referenceId).replaceAll("{hospital}", hospitalName).replaceAll("{phone}", hospital.phoneDisplay);
  return {
    subject: fill(words.subject),
    text: [words.greeting, "", fill(words.thanks), "", fill(words.reference), "", fill(words.callSooner), "", hospitalName, ""].join("\n"),
  };
}

/** Short and plain on purpose: it confirms receipt without repeating the patient's health query. */
export function composeAcknowledgement(submission: IncomingSubmission, context: CompositionContext): EmailMessage {
  const { referenceId, receivedAt, mail } = context;
  const { subject, text } = acknowledgementText(submission.locale, referenceId);
  return {
    referenceId,
    messageId: messageId(referenceId, "ack", mail.from),
    date: receivedAt.toISOString(),
    from: mail.from,
    to: headerSafe(patientEmail(submission)),
    replyTo: hospital.email,
    subject,
    text,
    headers: { "X-Hospital-Reference": referenceId },
  };
}

function submissionFields(submission: IncomingSubmission): Field[] {
  if (submission.kind === "contact") {
    const { firstName, lastName, email, phone, message } = submission.data;
    return [
      { label: "First name", value: firstName },
      { label: "Last name", value: lastName },
      { label: "Email", value: email },
      { label: "Phone", value: phone },
      { label: "Message", value: message, multiline: true },
    ];
  }
  const { name, email, phoneNumber, speciality, query } = submission.data;
  return [
    { label: "Name", value: name },
    { label: "Email", value: email },
    { label: "Phone", value: phoneNumber },
    { label: "Speciality", value: speciality },
    { label: "Query", value: query, multiline: true },
  ];
}

const LABEL_WIDTH = 12;

function plainTextFields(fields: Field[]): string {
  return fields
    .map(({ label, value, multiline }) =>
      multiline ? `${label}:\n${value}` : `${`${label}:`.padEnd(LABEL_WIDTH)}${value}`,
    )
    .join("\n");
}

function htmlTable(fields: Field[]): string {
  const rows = fields.map(({ label, value }) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
  return ["<table>", ...rows, "</table>"].join("\n");
}

// Styles sit in the head, not on each cell, so every row of the raw message stays one short line.
const HTML_STYLE =
  "body{font-family:Arial,sans-serif;font-size:14px}th{text-align:left;vertical-align:top;padding:4px 12px 4px 0}" +
  "td{padding:4px 0;white-space:pre-wrap}";

function htmlDocument(title: string, blocks: string[]): string {
  return [
    "<!doctype html>",
    `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    `<style>${HTML_STYLE}</style></head>`,
    "<body>",
    ...blocks,
    "</body></html>",
    "",
  ].join("\n");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** One line with no control characters: safe to place in a header (subject, display names). */
export const headerSafe = (value: string) =>
  value
    .replace(INVISIBLE_FORMAT, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** `<APT-7K3M9Q2D.desk@aarogyahospitaljaipur.in>`: the same for every attempt to send this e-mail. */
export function messageId(referenceId: string, role: string, from: string): string {
  return `<${referenceId}.${role}@${domainOf(from)}>`;
}

function domainOf(from: string): string {
  const domains = from.match(/@([A-Za-z0-9.-]+)/g);
  const last = domains?.at(-1)?.slice(1);
  return last && last.length > 0 ? last.toLowerCase() : "localhost";
}

const indianTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** `17 Mar 2026, 2:05 pm IST`: the desk works in Indian time whatever the server's zone. */
export const formatIndianTime = (date: Date) => `${indianTime.format(date)} IST`;

/** "English (en)", "Hindi (हिन्दी)": the desk reads the language in English, with its own name beside it. */
const languageName = (locale: Locale) => {
  const { englishName, nativeName } = LOCALE_INFO[locale];
  return `${englishName} (${nativeName === englishName ? locale : nativeName})`;
};
