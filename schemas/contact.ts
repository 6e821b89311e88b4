/** The contact form: one schema for the browser and the server (the server's check is the one that counts). */
import { z } from "zod";
import "./zod-setup";
import { FIELD_LIMITS } from "./limits";
import { isTenDigits, normalisePhone } from "./phone";
import { hasNoControlCharacters, isSingleLine, textRuleMessagesEn } from "./text-rules";

/** Every message the contact form can show, so each language can supply its own. */
export type ContactMessages = {
  firstNameRequired: string;
  lastNameRequired: string;
  minLength: string;
  nameTooLong: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  phoneRequired: string;
  phoneDigits: string;
  messageRequired: string;
  messageTooLong: string;
  /** Optional: falls back to English (textRuleMessagesEn); only robots and broken clients see them. */
  controlCharacters?: string;
  singleLine?: string;
};

/** The spec's English messages (section 5); the limits' messages are the site's own. */
export const contactMessagesEn: ContactMessages = {
  firstNameRequired: "First Name is required",
  lastNameRequired: "Last Name is required",
  minLength: "Must be at least 2 characters",
  nameTooLong: `Must be at most ${FIELD_LIMITS.name} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  emailTooLong: `Must be at most ${FIELD_LIMITS.email} characters`,
  phoneRequired: "Phone number is required",
  phoneDigits: "Phone number must be 10 digits",
  messageRequired: "Message is required",
  messageTooLong: `Must be at most ${FIELD_LIMITS.text} characters`,
};

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Each field reports its first problem only, in the order the rules are written. */
export function createContactSchema(m: ContactMessages) {
  const name = (required: string) =>
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .min(2, { error: m.minLength, abort: true })
      .max(FIELD_LIMITS.name, { error: m.nameTooLong, abort: true })
      .refine(isSingleLine, m.singleLine ?? textRuleMessagesEn.singleLine);
  return z.strictObject({
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, { error: m.emailRequired, abort: true })
      .max(FIELD_LIMITS.email, { error: m.emailTooLong, abort: true })
      .pipe(z.email(m.emailInvalid)),
    phone: z
      .string({ error: m.phoneRequired })
      .transform(normalisePhone)
      .pipe(z.string().min(1, { error: m.phoneRequired, abort: true }).refine(isTenDigits, m.phoneDigits)),
    message: z
      .string({ error: m.messageRequired })
      .trim()
      .min(1, { error: m.messageRequired, abort: true })
      .max(FIELD_LIMITS.text, { error: m.messageTooLong, abort: true })
      .refine(hasNoControlCharacters, m.controlCharacters ?? textRuleMessagesEn.controlCharacters),
  });
}

// Pure: a browser bundle that builds its own language's schema drops this one.
export const ContactSchema = /* @__PURE__ */ createContactSchema(contactMessagesEn);
/** What the browser sends: the spec's payload (section 7). */
export type ContactInput = z.input<typeof ContactSchema>;
/** What the server stores: trimmed, with the phone reduced to its 10 digits. */
export type Contact = z.output<typeof ContactSchema>;
