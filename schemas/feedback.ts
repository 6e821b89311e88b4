/** The feedback form: one schema for the browser and the server (the server's check is the one that counts). */
import { z } from "zod/mini";
import "./zod-setup";
import { freeTextField, nameField, optionalEmailField, phoneField } from "./fields";
import { FEEDBACK_KINDS } from "./form-fields";
import { FIELD_LIMITS } from "./limits";

export { FEEDBACK_FIELDS, FEEDBACK_KINDS, type FeedbackField, type FeedbackKind } from "./form-fields";

export type FeedbackMessages = {
  nameRequired: string;
  nameTooLong: string;
  phoneRequired: string;
  phoneDigits: string;
  emailInvalid: string;
  emailTooLong: string;
  kindRequired: string;
  messageRequired: string;
  messageTooLong: string;
  referenceInvalid: string;
  /** Optional: falls back to English (textRuleMessagesEn); only robots and broken clients see them. */
  controlCharacters?: string;
  singleLine?: string;
};

export const feedbackMessagesEn: FeedbackMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Must be at most ${FIELD_LIMITS.name} characters`,
  phoneRequired: "Phone number is required",
  phoneDigits: "Phone number must be 10 digits",
  emailInvalid: "Invalid email address",
  emailTooLong: `Must be at most ${FIELD_LIMITS.email} characters`,
  kindRequired: "Choose complaint, suggestion or compliment",
  messageRequired: "Message is required",
  messageTooLong: `Must be at most ${FIELD_LIMITS.text} characters`,
  referenceInvalid: "A reference looks like APT-7K3M9Q2D or MSG-7K3M9Q2D",
};

/**
 * A reference the site has given: its form's prefix, a dash, and eight of the characters references
 * are made of (server/submissions/reference-id.ts leaves out 0, 1, I, L, O, U and V).
 */
export const REFERENCE_PATTERN = /^(APT|MSG|FBK)-[2-9A-HJKMNP-TW-Z]{8}$/;

/** Optional, and forgiving of how it is typed: spaces around it and small letters are fine. */
function earlierReferenceField(invalid: string) {
  return z.optional(
    z.pipe(
      z.string({ error: invalid }).check(
        z.trim(),
        z.toUpperCase(),
        z.refine((value: string) => value === "" || REFERENCE_PATTERN.test(value), invalid),
      ),
      z.transform((value: string) => value || undefined),
    ),
  );
}

export function createFeedbackSchema(m: FeedbackMessages) {
  return z.strictObject({
    name: nameField({ required: m.nameRequired, tooLong: m.nameTooLong, singleLine: m.singleLine }),
    phone: phoneField({ required: m.phoneRequired, digits: m.phoneDigits }),
    email: optionalEmailField({ invalid: m.emailInvalid, tooLong: m.emailTooLong }),
    kind: z.enum(FEEDBACK_KINDS, m.kindRequired),
    message: freeTextField({ required: m.messageRequired, tooLong: m.messageTooLong, controlCharacters: m.controlCharacters }),
    earlierReference: earlierReferenceField(m.referenceInvalid),
  });
}

// Pure: a browser bundle that builds its own language's schema drops this one.
export const FeedbackSchema = /* @__PURE__ */ createFeedbackSchema(feedbackMessagesEn);
export type FeedbackInput = z.input<typeof FeedbackSchema>;
/** What the server stores: trimmed, the phone reduced to its 10 digits, empty optional fields left out. */
export type Feedback = z.output<typeof FeedbackSchema>;
