/** A validated form submission as the API hands it to the desk. */
import type { Locale } from "#common/locale";
import type { Appointment } from "#schemas/appointment";
import type { Contact } from "#schemas/contact";
import type { Feedback } from "#schemas/feedback";
import type { SubmissionKind } from "../store/schema";

export type { SubmissionKind } from "../store/schema";

export type IncomingSubmission =
  | { kind: "contact"; data: Contact; locale: Locale }
  | { kind: "appointment"; data: Appointment; locale: Locale }
  | { kind: "feedback"; data: Feedback; locale: Locale };

/** The name the hospital addresses the patient by. */
export const patientName = (submission: IncomingSubmission) =>
  submission.kind === "contact" ? `${submission.data.firstName} ${submission.data.lastName}` : submission.data.name;

/** Undefined when the form let the visitor leave it out (feedback). */
export const patientEmail = (submission: IncomingSubmission): string | undefined => submission.data.email;

export const REFERENCE_PREFIX: Record<SubmissionKind, string> = { contact: "MSG", appointment: "APT", feedback: "FBK" };
