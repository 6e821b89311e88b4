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

export type MailSettings = { from: string; to: string; acknowledgePatient: boolean };
export type CompositionContext = { referenceId: string; receivedAt: Date; mail: MailSettings };

export function composeSubmissionEmails(submission: IncomingSubmission, context: CompositionContext): QueuedEmail[] {
  const emails: QueuedEmail[] = [{ role: "desk", message: composeDeskEmail(submission, context) }];
  if (submission.kind === "appointment" && context.mail.acknowledgePatient) {
    emails.push({ role: "acknowledgement", message: composeAcknowledgement(submission, context) });
  }
  return emails;
}
