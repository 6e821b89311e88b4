/**
 * Staff passwords: Argon2id hashes (the library's recommended cost), at least 12 characters, and none of
 * the common passwords in common-passwords.txt.
 */
import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";

export const MIN_PASSWORD_LENGTH = 12;
/** Argon2 takes any length, but hashing a megabyte of "password" is a cheap way to load the server. */
export const MAX_PASSWORD_LENGTH = 256;

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2;

const COMMON_PASSWORDS = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== "" && !line.startsWith("#")),
);

export type PasswordProblem = "too_short" | "too_long" | "common" | "contains_email";

/** Why a new password is refused, or null when it is acceptable. Counted in characters, not bytes. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "too_short";
  if (length > MAX_PASSWORD_LENGTH) return "too_long";
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "common";
  const name = email.toLowerCase().split("@")[0] ?? "";
  if (name.length >= 4 && lower.includes(name)) return "contains_email";
  return null;
}

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  too_short: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  too_long: `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: "This password is too common: choose another.",
  contains_email: "The password must not contain your e-mail name.",
};

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of nothing anybody knows, verified against when an e-mail has no account, so a failed
 * sign-in takes as long whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await decoyHash, password);
  return false;
}
