/** Authenticator-app codes (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds), through the otpauth library. */
import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;
const ISSUER = "Aarogya front desk";

const totpOf = (secret: string, email = "") =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS });

/** 160 random bits, base32, as authenticator apps expect. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code (or the secret typed by hand). */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The time step a code belongs to (this one, or one either side for a slow typist or a clock a little off); null when wrong. */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}

/** The code of one time step: what the app shows then (tests sign in with it). */
export const totpCodeOfStep = (secret: string, step: number) => totpOf(secret).generate({ timestamp: step * PERIOD_SECONDS * 1000 });

export const totpStepAt = (at: Date) => Math.floor(at.getTime() / (PERIOD_SECONDS * 1000));
