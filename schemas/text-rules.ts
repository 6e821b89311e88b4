/**
 * Characters no person types into a form: control characters (C0, DEL, C1) and unpaired UTF-16 surrogates
 * (what a broken encoding or a fuzzer sends). They are refused rather than cleaned, so what is stored
 * and mailed is exactly what was checked.
 */

/** Free text keeps tab and line breaks; a browser posts a textarea's line breaks as CR LF. */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
/**
 * Invisible format characters (Unicode's Cf): bidi overrides and isolates that make a name read
 * backwards in the desk's mail client ("Ravi\u202Egnp.exe"), zero-width spaces, word joiners, the BOM.
 * Not the zero-width joiner and non-joiner, which Devanagari and other Indian scripts need to spell
 * some names as their owners write them.
 */
/** Global, for replace(); test with isSingleLine. */
export const INVISIBLE_FORMAT = /(?![\u200c\u200d])\p{Cf}/gu;
/** A name is one line: no line break of any kind, no tab, nothing invisible. */
const CONTROL_IN_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/u;

/**
 * Bidirectional controls: embeddings and overrides (U+202A-202E), isolates (U+2066-2069) and the marks
 * (U+200E, U+200F, U+061C). In a message they make "pay \u202e0001 rupees" read "pay 1000 rupees" in the
 * desk and the e-mail. Free text has them removed rather than refused: phones wrap a copied number in
 * them (Android U+202A...U+202C, iOS U+202D...U+202C), and a visitor told that their message holds a
 * character nobody can see could neither find nor remove it, and might give up on the message. English
 * and Hindi both run left to right, so removing them changes nothing a reader sees but the spoof. The
 * zero-width joiner and non-joiner are not bidi controls and stay: Hindi needs them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

export const hasNoControlCharacters = (value: string) => !CONTROL_IN_TEXT.test(value);
export const isSingleLine = (value: string) => !CONTROL_IN_LINE.test(value);

/** The English messages; a language that gives none of its own falls back to these. */
export const textRuleMessagesEn = {
  controlCharacters: "Must not contain control characters",
  singleLine: "Must be a single line without control characters",
} as const;
