/**
 * The desk's e-mail with MAIL_CONTENT=notice: only that a request arrived, its reference, its form and
 * a link to it in the front desk. The patient's name, contact and health query stay in the database,
 * behind the desk's sign-in, instead of in mailboxes, phones' lock screens and mail-server logs.
 */
import type { IncomingSubmission } from "../submissions/submission";
import type { CompositionContext } from "./composition-context";
import { deskEmailSubject } from "./desk-email";
import type { EmailMessage } from "./email-message";
import { formatIndianTime } from "#common/indian-time";
import { messageId } from "./message-id";

const FORM_NAMES: Record<IncomingSubmission["kind"], string> = {
  appointment: "appointment request",
  contact: "contact message",
  feedback: "feedback",
};

/** Where the desk opens one request (desk/ routes). */
export const deskRequestUrl = (siteOrigin: string, referenceId: string) =>
  new URL(`/desk/requests/${encodeURIComponent(referenceId)}`, siteOrigin).href;

export function composeDeskNotice(submission: IncomingSubmission, context: CompositionContext, siteOrigin: string): EmailMessage {
  const { referenceId, receivedAt, mail } = context;
  const form = FORM_NAMES[submission.kind];
  const text = [
    `A new ${form} arrived on the website.`,
    "",
    `Reference: ${referenceId}`,
    `Form:      ${form}`,
    `Received:  ${formatIndianTime(receivedAt)}`,
    "",
    "Open it in the front desk (sign-in needed):",
    deskRequestUrl(siteOrigin, referenceId),
    "",
  ].join("\n");
  return {
    referenceId,
    // The same Message-ID as the full e-mail would have: switching MAIL_CONTENT while a message is
    // queued never makes the desk receive one request twice under two identities.
    messageId: messageId(referenceId, "desk", mail.from),
    date: receivedAt.toISOString(),
    from: mail.from,
    to: mail.to,
    subject: deskEmailSubject(submission, referenceId),
    text,
    headers: { "X-Hospital-Reference": referenceId },
  };
}
