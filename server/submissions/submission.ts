/** A validated form submission as the API hands it to the desk. */
import type { Locale } from "#common/locale";
import type { Appointment } from "#schemas/appointment";
import type { Contact } from "#schemas/contact";
import type { SubmissionKind } from "../store/schema";

export type { SubmissionKind } from "../store/schema";

export type IncomingSubmission =
  { kind: "contact"; data: Contact; locale: Locale } | { kind: "appointment"; data: Appointment; locale: Locale };

/** The name the hospital addresses the patient by. */
export const patientName = (submission: IncomingSubmission) =>
  submission.kind === "contact" ? `${submission.data.firstName} ${submission.data.lastName}` : submission.data.name;

export const patientEmail = (submission: IncomingSubmission) => submission.data.email;

export const REFERENCE_PREFIX: Record<SubmissionKind, string> = { contact: "MSG", appointment: "APT" };
