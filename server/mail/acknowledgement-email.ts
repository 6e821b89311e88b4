/**
 * The short acknowledgement to a patient who asked for an appointment (APPOINTMENT_ACKNOWLEDGEMENT),
 * in the language they used.
 */
import { CONTENT } from "#app/content/words/all-locales";
import { SEED_CONTENT } from "#app/content/model/seed-content";
import type { Locale } from "#common/locale";
import { patientEmail, type IncomingSubmission } from "../submissions/submission";
import { type CompositionContext, type HospitalContact, hospitalContactOf } from "./composition-context";
import type { EmailMessage } from "./email-message";
import { messageId } from "./message-id";
import { headerSafe } from "./text-safety";

/** The acknowledgement in the visitor's language (app/content/words/{en,hi}/server-answers.ts): no word the visitor chose, only the reference. */
function acknowledgementText(locale: Locale, referenceId: string, contact: HospitalContact): { subject: string; text: string } {
  const words = CONTENT[locale].serverAnswers.acknowledgement;
  const hospitalName = contact.name[locale];
  const fill = (sentence: string) =>
    sentence.replaceAll("{reference}", referenceId).replaceAll("{hospital}", hospitalName).replaceAll("{phone}", contact.phoneDisplay);
  return {
    subject: fill(words.subject),
    text: [words.greeting, "", fill(words.thanks), "", fill(words.reference), "", fill(words.callSooner), "", hospitalName, ""].join("\n"),
  };
}

/** Where no published release is at hand: the seed content, which a fresh install starts from and publishes first. */
const REPOSITORY_CONTACT = hospitalContactOf(SEED_CONTENT);

/** Short and plain on purpose: it confirms receipt without repeating the patient's health query. */
export function composeAcknowledgement(submission: IncomingSubmission, context: CompositionContext): EmailMessage {
  const { referenceId, receivedAt, mail } = context;
  const contact = context.hospital ?? REPOSITORY_CONTACT;
  const { subject, text } = acknowledgementText(submission.locale, referenceId, contact);
  return {
    referenceId,
    messageId: messageId(referenceId, "ack", mail.from),
    date: receivedAt.toISOString(),
    from: mail.from,
    to: headerSafe(patientEmail(submission) ?? ""),
    replyTo: headerSafe(contact.email),
    subject,
    text,
    headers: { "X-Hospital-Reference": referenceId },
  };
}
