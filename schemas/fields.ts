/**
 * Field rules both forms share, each reporting its first problem only, in the order the rules are
 * written. The forms' schemas (contact.ts, appointment.ts) compose them with their own messages.
 */
import { z } from "zod/mini";
import "./zod-setup";
import { FIELD_LIMITS } from "./limits";
import { isTenDigits, normalisePhone } from "./phone";
import { hasNoControlCharacters, isSingleLine, textRuleMessagesEn, withoutBidiControls } from "./text-rules";

/** A person's name: required, at most FIELD_LIMITS.name characters, one line. */
export function nameField(m: { required: string; tooLong: string; singleLine?: string; minLength?: string }) {
  const required = z.string({ error: m.required }).check(z.trim(), z.minLength(1, { error: m.required, abort: !m.minLength }));
  const long = m.minLength ? required.check(z.minLength(2, { error: m.minLength, abort: true })) : required;
  return long.check(
    z.maxLength(FIELD_LIMITS.name, { error: m.tooLong, abort: true }),
    z.refine(isSingleLine, m.singleLine ?? textRuleMessagesEn.singleLine),
  );
}

export function emailField(m: { required: string; invalid: string; tooLong: string }) {
  return z.pipe(
    z
      .string({ error: m.required })
      .check(
        z.trim(),
        z.minLength(1, { error: m.required, abort: true }),
        z.maxLength(FIELD_LIMITS.email, { error: m.tooLong, abort: true }),
      ),
    z.email(m.invalid),
  );
}

/** An e-mail address the visitor may leave empty: empty (or absent) is left out of what is stored. */
export function optionalEmailField(m: { invalid: string; tooLong: string }) {
  const address = z.email();
  return z.optional(
    z.pipe(
      z.string({ error: m.invalid }).check(
        z.trim(),
        z.maxLength(FIELD_LIMITS.email, { error: m.tooLong, abort: true }),
        z.refine((value: string) => value === "" || address.safeParse(value).success, m.invalid),
      ),
      z.transform((value: string) => value || undefined),
    ),
  );
}

/** Accepts "98290 12345", "+91 98290 12345" or "098290-12345" and yields the 10 digits. */
export function phoneField(m: { required: string; digits: string }) {
  return z.pipe(
    z.pipe(z.string({ error: m.required }), z.transform(normalisePhone)),
    z.string().check(z.minLength(1, { error: m.required, abort: true }), z.refine(isTenDigits, m.digits)),
  );
}

/**
 * Free text (the message, the query): required, at most FIELD_LIMITS.text characters, line breaks
 * allowed, bidirectional controls removed (text-rules.ts says why removed, not refused).
 */
export function freeTextField(m: { required: string; tooLong: string; controlCharacters?: string }) {
  return z
    .string({ error: m.required })
    .check(
      z.overwrite(withoutBidiControls),
      z.trim(),
      z.minLength(1, { error: m.required, abort: true }),
      z.maxLength(FIELD_LIMITS.text, { error: m.tooLong, abort: true }),
      z.refine(hasNoControlCharacters, m.controlCharacters ?? textRuleMessagesEn.controlCharacters),
    );
}
