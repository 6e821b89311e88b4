/** Where the API hands a validated submission: it is stored with its e-mails before the patient hears back. */
import type { HospitalContact, MailSettings } from "../mail/composition-context";
import { composeSubmissionEmails } from "../mail/compose";
import type { Store } from "../store/store";
import { fingerprintSubmission } from "./fingerprint";
import { newReferenceId } from "./reference-id";
import type { IncomingSubmission } from "./submission";

export type { MailSettings } from "../mail/composition-context";
export type { IncomingSubmission, SubmissionKind } from "./submission";

export type AcceptedSubmission = { referenceId: string; duplicate: boolean };
export type SubmissionIntake = {
  /**
   * `suspectedSpam`: the hidden field was filled. A password manager does that for real patients, so the
   * submission is kept for the staff to look at (the staff command lists it, flagged), never e-mailed.
   * `hospital`: the name, number and e-mail address of the release the site is serving, for the patient's acknowledgement.
   */
  accept(submission: IncomingSubmission, options?: { suspectedSpam?: boolean; hospital?: HospitalContact }): Promise<AcceptedSubmission>;
};

/** The same submission again within this window (a double click, a retry after a timeout) is the first one. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * `accept` resolves only once the submission and its e-mails are committed; it rejects if the store
 * cannot take them, and the caller must then answer with a failure (503), never a success.
 */
export function createSubmissionIntake(store: Store, mail: MailSettings, options: { now?: () => Date } = {}): SubmissionIntake {
  const now = options.now ?? (() => new Date());
  return {
    accept(submission, { suspectedSpam = false, hospital } = {}) {
      const receivedAt = now();
      return store.acceptSubmission({
        kind: submission.kind,
        payload: submission.data,
        locale: submission.locale,
        // Never the same as a delivered one: a patient's resend must not be folded into a flagged copy that is never e-mailed.
        fingerprint: suspectedSpam ? `suspected-spam:${fingerprintSubmission(submission)}` : fingerprintSubmission(submission),
        receivedAt,
        duplicateWindowMs: DUPLICATE_WINDOW_MS,
        newReferenceId: () => newReferenceId(submission.kind),
        composeEmails: (referenceId) => composeSubmissionEmails(submission, { referenceId, receivedAt, mail, hospital }),
        suspectedSpam,
      });
    },
  };
}
