/**
 * Characters no person types into a form: control characters (C0, DEL, C1) and unpaired UTF-16 surrogates
 * (what a broken encoding or a fuzzer sends). They are refused rather than cleaned, so what is stored
 * and mailed is exactly what was checked.
 */

/** Free text keeps tab and line breaks; a browser posts a textarea's line breaks as CR LF. */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
/** A name is one line: no line break of any kind, no tab. */
const CONTROL_IN_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;

export const hasNoControlCharacters = (value: string) => !CONTROL_IN_TEXT.test(value);
export const isSingleLine = (value: string) => !CONTROL_IN_LINE.test(value);

/** The English messages; a language that gives none of its own falls back to these. */
export const textRuleMessagesEn = {
  controlCharacters: "Must not contain control characters",
  singleLine: "Must be a single line without control characters",
} as const;
