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
import type { CompositionContext } from "./composition-context";
import { composeDeskNotice } from "./desk-notice-email";

export function composeSubmissionEmails(submission: IncomingSubmission, context: CompositionContext): QueuedEmail[] {
  const { deskNotice } = context.mail;
  const deskMessage = deskNotice ? composeDeskNotice(submission, context, deskNotice.siteOrigin) : composeDeskEmail(submission, context);
  const emails: QueuedEmail[] = [{ role: "desk", message: deskMessage }];
  if (submission.kind === "appointment" && context.mail.acknowledgePatient) {
    emails.push({ role: "acknowledgement", message: composeAcknowledgement(submission, context) });
  }
  return emails;
}
