/** The contact form: one schema for the browser and the server (the server's check is the one that counts). */
import { z } from "zod/mini";
import "./zod-setup";
import { emailField, freeTextField, nameField, phoneField } from "./fields";
import { FIELD_LIMITS } from "./limits";

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

export { CONTACT_FIELDS, type ContactField } from "./form-fields";

/** Each field reports its first problem only, in the order the rules are written. */
export function createContactSchema(m: ContactMessages) {
  const name = (required: string) => nameField({ required, minLength: m.minLength, tooLong: m.nameTooLong, singleLine: m.singleLine });
  return z.strictObject({
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong }),
    phone: phoneField({ required: m.phoneRequired, digits: m.phoneDigits }),
    message: freeTextField({ required: m.messageRequired, tooLong: m.messageTooLong, controlCharacters: m.controlCharacters }),
  });
}

// Pure: a browser bundle that builds its own language's schema drops this one.
export const ContactSchema = /* @__PURE__ */ createContactSchema(contactMessagesEn);
/** What the browser sends: the spec's payload (section 7). */
export type ContactInput = z.input<typeof ContactSchema>;
/** What the server stores: trimmed, with the phone reduced to its 10 digits. */
export type Contact = z.output<typeof ContactSchema>;
