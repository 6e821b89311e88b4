/**
 * What makes text a visitor typed safe where it goes: HTML (e-mail bodies, the no-JavaScript result
 * pages) and e-mail headers, where a line break could forge a header.
 */
import { INVISIBLE_FORMAT } from "#schemas/text-rules";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** One line with no control characters: safe to place in a header (subject, display names). */
export const headerSafe = (value: string) =>
  value
    .replace(INVISIBLE_FORMAT, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
