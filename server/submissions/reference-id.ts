import { randomBytes } from "node:crypto";
import { REFERENCE_PREFIX, type SubmissionKind } from "./submission";

/** Digits and capitals without the ones read or heard as another (0/O, 1/I/L, U/V). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const REFERENCE_LENGTH = 8;
// The largest multiple of the alphabet's size below 256: bytes above it are skipped to keep every
// character equally likely.
const UNBIASED_LIMIT = 256 - (256 % REFERENCE_ALPHABET.length);

/** A short, readable, unguessable reference such as APT-7K3M9Q2D (29^8, about 5 × 10^11 values). */
export function newReferenceId(kind: SubmissionKind): string {
  let code = "";
  while (code.length < REFERENCE_LENGTH) {
    for (const byte of randomBytes(REFERENCE_LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && code.length < REFERENCE_LENGTH) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return `${REFERENCE_PREFIX[kind]}-${code}`;
}
