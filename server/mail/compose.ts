/**
 * The e-mails a submission sends: the full request to the hospital's desk (desk-email.ts), and
 * optionally a short acknowledgement to the patient (acknowledgement-email.ts). Everything the visitor
 * typed is escaped in HTML and cleaned of line breaks before it reaches a header (text-safety.ts), so
 * no input can forge headers or markup.
 */
import type { QueuedEmail } from "../store/store";
import type { IncomingSubmission } from "../submissions/submission";
import { composeAcknowledgement } from "./acknowledgement-email";
import { composeDeskEmail } from "./desk-email";
import { composeDeskNotice } from "./desk-notice-email";

export type MailSettings = {
  from: string;
  to: string;
  acknowledgePatient: boolean;
  /** MAIL_CONTENT=notice (only with the front desk): the desk's e-mail links to the request instead of carrying it. */
  deskNotice?: { siteOrigin: string };
};
export type CompositionContext = { referenceId: string; receivedAt: Date; mail: MailSettings };

export function composeSubmissionEmails(submission: IncomingSubmission, context: CompositionContext): QueuedEmail[] {
  const { deskNotice } = context.mail;
  const deskMessage = deskNotice ? composeDeskNotice(submission, context, deskNotice.siteOrigin) : composeDeskEmail(submission, context);
  const emails: QueuedEmail[] = [{ role: "desk", message: deskMessage }];
  if (submission.kind === "appointment" && context.mail.acknowledgePatient) {
    emails.push({ role: "acknowledgement", message: composeAcknowledgement(submission, context) });
  }
  return emails;
}
