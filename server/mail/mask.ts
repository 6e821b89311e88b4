/**
 * Masks for logs: enough to tell two patients apart while investigating, not enough to identify one.
 * Logs never carry the message or query text at all.
 */

/** `ravi.sharma@example.in` -> `r***@example.in` */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/** `9829012345` -> `******2345`: only the last four digits stay. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length <= 4 ? "*".repeat(digits.length) : `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

const EMAIL_PATTERN = /[^\s<>"'(),;:@]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Seven or more digits, optionally separated: long enough for a phone number, short enough to leave
// SMTP reply codes (550, 5.1.1) and ports readable.
const PHONE_PATTERN = /\+?\d(?:[\s-]?\d){6,}/g;

/** Masks every e-mail address and phone number inside free text such as an SMTP server's reply. */
export function maskContactsInText(text: string): string {
  return text.replace(EMAIL_PATTERN, maskEmail).replace(PHONE_PATTERN, maskPhone);
}
