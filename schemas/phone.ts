/** Devanagari digits (०-९), which some Hindi keyboards type, as ASCII digits: what is stored and dialled. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/**
 * Indian phone numbers as people type them: "98290 12345", "+91 98290 12345", "0091 98290 12345",
 * "098290-12345", "(0141) 279-0000", "९८२९० १२३४५". Devanagari digits become ASCII, separators go,
 * then a leading country code (+91, 91 or 0091) or trunk prefix (0) that sits in front of ten digits.
 * Whatever is left must be exactly 10 digits to pass validation (spec section 5).
 */
export function normalisePhone(input: string): string {
  const compact = asciiDigits(input.trim()).replace(/[\s\-().\u00A0]/g, "");
  const digits = compact.startsWith("+") ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return compact;
  if (digits.length === 14 && digits.startsWith("0091")) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

export const PHONE_DIGITS = 10;
export const isTenDigits = (value: string) => /^\d{10}$/.test(value);
