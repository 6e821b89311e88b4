import { createHash } from "node:crypto";
import type { IncomingSubmission } from "./submission";

/**
 * SHA-256 of the kind and the payload with the differences a resend can introduce taken out (key order,
 * letter case of the e-mail, runs of spaces, Unicode composition), so a double click or a retry after a
 * timeout matches the first request.
 */
export function fingerprintSubmission(submission: IncomingSubmission): string {
  // An optional field left empty is undefined: the same as not sent at all.
  const fields = Object.entries(submission.data as Record<string, string | undefined>)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => [key, normaliseValue(key, value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([submission.kind, fields]))
    .digest("hex");
}

function normaliseValue(key: string, value: string): string {
  const collapsed = value.normalize("NFC").replace(/\s+/g, " ").trim();
  return key === "email" ? collapsed.toLowerCase() : collapsed;
}
