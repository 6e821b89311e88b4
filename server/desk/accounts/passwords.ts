/**
 * Staff passwords: Argon2id hashes (the library's recommended cost), at least 12 characters (15 for
 * administrators, who can export and erase patients' data), and none that an attacker tries first: the
 * 49,000 most common passwords of published breaches (shipped offline by @zxcvbn-ts/language-common,
 * read once at start), the project's own list in common-passwords.txt, one of those with digits or
 * symbols added at the end ("Welcome@2024"), whitespace alone, a repeated pattern ("abcabcabcabc"), or
 * little but the hospital's names and a year ("Aarogya@2024!").
 */
import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import type { DeskRole } from "../desk-tables";

export const MIN_PASSWORD_LENGTH = 12;
export const MIN_ADMIN_PASSWORD_LENGTH = 15;
/** Argon2 takes any length, but hashing a megabyte of "password" is a cheap way to load the server. */
export const MAX_PASSWORD_LENGTH = 256;

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2;

const COMMON_PASSWORDS = new Set(
  [...readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8").split("\n"), ...dictionary["passwords-common"]]
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== "" && !line.startsWith("#")),
);

/** Words anyone guessing a password of this hospital's staff would try, with a year, first. */
const HOSPITAL_WORDS = [
  "aarogya",
  "arogya",
  "multispeciality",
  "multi",
  "speciality",
  "specialty",
  "hospital",
  "jaipur",
  "sanganer",
  "tonk",
  "rajasthan",
  "desk",
  "admin",
  "staff",
  "reception",
  "welcome",
  "password",
];
/** Unlike a passphrase, what is left once those words, years, digits and symbols are taken out. */
const MIN_OWN_LETTERS = 6;
const MIN_DISTINCT_CHARACTERS = 5;

export type PasswordProblem = "too_short" | "too_long" | "whitespace" | "common" | "repetitive" | "hospital_words" | "contains_email";

/** Common substitutions undone, so "P@ssw0rd" reads as the "password" it is. */
const unLeet = (text: string) =>
  text.replace(/[@4]/g, "a").replace(/[0]/g, "o").replace(/[1!|]/g, "i").replace(/3/g, "e").replace(/[$5]/g, "s").replace(/7/g, "t");

/** "abcabcabcabc", "aaaaaaaaaaaaa", "ababab…", or a run such as "abcdefghijklm" or "987654321098". */
function isRepetitive(characters: string[]): boolean {
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return true;
  const text = characters.join("");
  for (let unit = 1; unit <= characters.length / 2; unit++) {
    if (
      characters.length % unit === 0 &&
      text ===
        characters
          .slice(0, unit)
          .join("")
          .repeat(characters.length / unit)
    )
      return true;
  }
  const codes = characters.map((character) => character.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((code, index) => code - codes[index]!));
  return steps.size === 1 && Math.abs([...steps][0]!) <= 1;
}

function isCommon(lower: string): boolean {
  if (COMMON_PASSWORDS.has(lower)) return true;
  // A common password with a year, a digit or a "!" stuck on the end is still the first guess.
  const core = lower.replace(/[^\p{L}]+$/u, "");
  return core !== lower && core.length >= 4 && (COMMON_PASSWORDS.has(core) || COMMON_PASSWORDS.has(unLeet(core)));
}

function isHospitalWordsAndYears(lower: string): boolean {
  let rest = unLeet(lower.replace(/(?:19|20)\d\d/g, ""));
  for (const word of HOSPITAL_WORDS) rest = rest.replaceAll(word, "");
  return [...rest.replace(/[^\p{L}]/gu, "")].length < MIN_OWN_LETTERS;
}

/**
 * Why a new password is refused, or null when it is acceptable. Counted in characters, not bytes.
 * Administrators' passwords are held to a longer minimum.
 */
export function passwordProblem(password: string, email: string, role: DeskRole = "desk"): PasswordProblem | null {
  const characters = [...password];
  if (password.trim() === "") return "whitespace";
  if (characters.length < (role === "admin" ? MIN_ADMIN_PASSWORD_LENGTH : MIN_PASSWORD_LENGTH)) return "too_short";
  if (characters.length > MAX_PASSWORD_LENGTH) return "too_long";
  const lower = password.toLowerCase();
  if (isCommon(lower) || isCommon(unLeet(lower))) return "common";
  if (isRepetitive([...lower])) return "repetitive";
  const name = email.toLowerCase().split("@")[0] ?? "";
  if (name.length >= 4 && lower.includes(name)) return "contains_email";
  if (isHospitalWordsAndYears(lower)) return "hospital_words";
  return null;
}

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  too_short: `The password must have at least ${MIN_PASSWORD_LENGTH} characters (${MIN_ADMIN_PASSWORD_LENGTH} for an administrator).`,
  too_long: `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`,
  whitespace: "The password cannot be only spaces.",
  common: "This password is too common: it is on the lists attackers try first. Choose another.",
  repetitive: "The password repeats itself or runs in order (like aaaa, abcabc or 12345): choose one with more variety.",
  hospital_words: "The password is mostly the hospital's name, a place or a year: add words of your own.",
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
