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
