/**
 * The e-mail to the hospital's desk: every field of the request, in plain text and HTML, in English
 * (the desk's language), with the visitor's language named.
 */
import { LOCALE_INFO, type Locale } from "#common/locale";
import { fieldsOf } from "#schemas/submission-fields";
import { shownValue } from "../submissions/appointment-choices";
import { patientEmail, patientName, type IncomingSubmission } from "../submissions/submission";
import type { CompositionContext } from "./composition-context";
import type { EmailMessage } from "./email-message";
import { formatIndianTime } from "#common/indian-time";
import { messageId } from "./message-id";
import { escapeHtml, headerSafe } from "./text-safety";

// The reference and the form only: a name or speciality here would show health details in lock-screen
// previews and mail-server logs. The body, behind the mail client's login, keeps the details.
// For feedback the kind it is (complaint, suggestion, compliment) is there so a complaint is opened first.
export function deskEmailSubject(submission: IncomingSubmission, referenceId: string): string {
  switch (submission.kind) {
    case "appointment":
      return `Appointment request: ${referenceId}`;
    case "contact":
      return `Contact message: ${referenceId}`;
    case "feedback":
      return `Feedback (${submission.data.kind}): ${referenceId}`;
  }
}

const INTRODUCTIONS: Record<IncomingSubmission["kind"], string> = {
  appointment: "A patient asked for an appointment on the website.",
  contact: "A visitor sent a message through the website's contact form.",
  feedback: "A visitor sent feedback through the website's feedback form.",
};

type Field = { label: string; value: string; multiline?: boolean };

export function composeDeskEmail(submission: IncomingSubmission, context: CompositionContext): EmailMessage {
  const { referenceId, receivedAt, mail } = context;
  const name = headerSafe(patientName(submission));
  const subject = deskEmailSubject(submission, referenceId);
  const intro = INTRODUCTIONS[submission.kind];
  const details: Field[] = [
    { label: "Reference", value: referenceId },
    { label: "Received", value: formatIndianTime(receivedAt) },
    { label: "Language", value: languageName(submission.locale) },
  ];
  const fields = submissionFields(submission);
  const email = patientEmail(submission);
  const closing = email ? "Reply to this e-mail to answer the patient directly." : "No e-mail address was given: answer by phone.";

  return {
    referenceId,
    messageId: messageId(referenceId, "desk", mail.from),
    date: receivedAt.toISOString(),
    from: mail.from,
    to: mail.to,
    ...(email ? { replyTo: { name, address: headerSafe(email) } } : {}),
    subject,
    text: [intro, "", plainTextFields(details), "", plainTextFields(fields), "", closing, ""].join("\n"),
    html: htmlDocument(subject, [`<p>${escapeHtml(intro)}</p>`, htmlTable(details), htmlTable(fields), `<p>${escapeHtml(closing)}</p>`]),
    headers: { "X-Hospital-Reference": referenceId },
  };
}

/** Every field staff see, in the registry's order and words (schemas/submission-fields.ts). */
function submissionFields(submission: IncomingSubmission): Field[] {
  const data = submission.data as Readonly<Record<string, string | undefined>>;
  return fieldsOf(submission.kind).flatMap(({ name, label, shown, whenEmpty }) => {
    const value = data[name];
    if (shown === "hidden") return [];
    if (!value) return whenEmpty === undefined ? [] : [{ label, value: whenEmpty }];
    return [{ label, value: shownValue(shown, value), ...(shown === "text" ? { multiline: true } : {}) }];
  });
}

const LABEL_WIDTH = 12;

function plainTextFields(fields: Field[]): string {
  return fields
    .map(({ label, value, multiline }) =>
      multiline ? `${label}:\n${value}` : `${`${label}:`.padEnd(LABEL_WIDTH)}${label.length + 1 >= LABEL_WIDTH ? " " : ""}${value}`,
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

/** "English (en)", "Hindi (हिन्दी)": the desk reads the language in English, with its own name beside it. */
const languageName = (locale: Locale) => {
  const { englishName, nativeName } = LOCALE_INFO[locale];
  return `${englishName} (${nativeName === englishName ? locale : nativeName})`;
};
