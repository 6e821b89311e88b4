/**
 * Indian phone numbers as people type them: "98290 12345", "+91 98290 12345", "098290-12345",
 * "(0141) 279-0000". Separators go, then a leading country code (91) or trunk prefix (0) that sits in
 * front of ten digits. Whatever is left must be exactly 10 digits to pass validation.
 */
export function normalisePhone(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const digits = compact.startsWith("+") ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return compact;
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

export const PHONE_DIGITS = 10;
export const isTenDigits = (value: string) => /^\d{10}$/.test(value);
