/** Limits the specification leaves open, shared by the browser's fields and the server's checks. */
export const FIELD_LIMITS = {
  /** First name, last name and full name. */
  name: 100,
  /** The longest address SMTP allows (RFC 5321). */
  email: 254,
  /** Free text: the contact message and the appointment query. */
  text: 2000,
} as const;

/** Request bodies larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Name of the hidden honeypot field: people never fill it, form-filling robots do. */
export const HONEYPOT_FIELD = "website";

/** Query parameter naming the language a form was filled in ("?lang=hi"); English when absent. */
export const LANGUAGE_PARAM = "lang";
