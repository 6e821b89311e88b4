/**
 * The forms' field names and the appointment's constant, apart from the schemas so that a page can
 * draw its form without loading zod (the browser fetches the schemas after the page works).
 */

/** The contact form's fields, in the order the form shows them (spec section 3). */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The appointment form's fields, in the order the form shows them (spec section 3). */
export const APPOINTMENT_FIELDS = ["name", "email", "phoneNumber", "speciality", "query"] as const;
export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

/** The constant the original site sent with every appointment request (spec section 3). */
export const APPOINTMENT_CODE = "pdpl";

/** The feedback form's fields, in the order the form shows them. */
export const FEEDBACK_FIELDS = ["name", "phone", "email", "kind", "message", "earlierReference"] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/** What a visitor can tell the hospital: the radio group's values, as sent and stored. */
export const FEEDBACK_KINDS = ["complaint", "suggestion", "compliment"] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
