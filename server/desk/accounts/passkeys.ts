/**
 * Passkeys (WebAuthn) as a second factor, through @simplewebauthn/server. The challenge a browser must
 * sign is kept on the session that asked for it, for a few minutes and for one answer only. Passkeys
 * are bound to the desk's origin (DESK_ORIGIN), so a look-alike site cannot use them.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { DeskDatabase } from "../desk-database";
import type { DeskSession } from "../sessions";
import { newRowId } from "../tokens";

const CHALLENGE_MS = 5 * 60 * 1000;

export type RelyingParty = { origin: string; id: string };
export const relyingPartyOf = (origin: string): RelyingParty => ({ origin: new URL(origin).origin, id: new URL(origin).hostname });

async function keepChallenge(database: DeskDatabase, session: DeskSession, challenge: string, at: Date) {
  await database.write([
    database.db
      .updateTable("desk_sessions")
      .set({ webauthn_challenge: challenge, webauthn_challenge_expires_at: new Date(at.getTime() + CHALLENGE_MS).toISOString() })
      .where("id_hash", "=", session.idHash),
  ]);
}

/** The session's outstanding challenge, taken so it cannot be answered twice; null when none or expired. */
async function takeChallenge(database: DeskDatabase, session: DeskSession, at: Date): Promise<string | null> {
  const { db } = database;
  const row = await db
    .selectFrom("desk_sessions")
    .select(["webauthn_challenge", "webauthn_challenge_expires_at"])
    .where("id_hash", "=", session.idHash)
    .executeTakeFirst();
  if (!row?.webauthn_challenge || !row.webauthn_challenge_expires_at) return null;
  const [taken] = await database.write([
    db
      .updateTable("desk_sessions")
      .set({ webauthn_challenge: null, webauthn_challenge_expires_at: null })
      .where("id_hash", "=", session.idHash)
      .where("webauthn_challenge", "=", row.webauthn_challenge),
  ]);
  return taken === 1 && new Date(row.webauthn_challenge_expires_at) > at ? row.webauthn_challenge : null;
}

const passkeysOf = ({ db }: DeskDatabase, accountId: string) =>
  db
    .selectFrom("desk_second_factors")
    .select(["id", "credential_id", "public_key", "sign_count", "transports"])
    .where("account_id", "=", accountId)
    .where("kind", "=", "passkey")
    .where("confirmed", "=", 1)
    .execute();

const transportsOf = (stored: string | null): string[] | undefined => (stored ? (JSON.parse(stored) as string[]) : undefined);

export async function passkeyRegistrationOptions(database: DeskDatabase, session: DeskSession, rp: RelyingParty, at: Date) {
  const existing = await passkeysOf(database, session.account.id);
  const options = await generateRegistrationOptions({
    rpName: "Front desk",
    rpID: rp.id,
    userName: session.account.email,
    userID: new TextEncoder().encode(session.account.id),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.credential_id!, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "discouraged", userVerification: "required" },
  });
  await keepChallenge(database, session, options.challenge, at);
  return options;
}

/** Checks the browser's answer; the new passkey's row (confirmed) to insert, or null when it does not verify. */
export async function verifyPasskeyRegistration(
  database: DeskDatabase,
  session: DeskSession,
  response: RegistrationResponseJSON,
  label: string,
  rp: RelyingParty,
  at: Date,
) {
  const challenge = await takeChallenge(database, session, at);
  if (!challenge) return null;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const { credential } = verification.registrationInfo;
  return database.db.insertInto("desk_second_factors").values({
    id: newRowId(),
    account_id: session.account.id,
    kind: "passkey",
    label,
    totp_secret: null,
    totp_last_step: null,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString("base64url"),
    sign_count: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
    confirmed: 1,
    created_at: at.toISOString(),
    last_used_at: null,
  });
}

export async function passkeyAuthenticationOptions(database: DeskDatabase, session: DeskSession, rp: RelyingParty, at: Date) {
  const keys = await passkeysOf(database, session.account.id);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({ id: key.credential_id!, transports: transportsOf(key.transports) })),
    userVerification: "required",
  });
  await keepChallenge(database, session, options.challenge, at);
  return options;
}

/** Whether the browser's answer is a valid signature by one of this account's passkeys over this session's challenge. */
export async function verifyPasskeyAuthentication(
  database: DeskDatabase,
  session: DeskSession,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  at: Date,
): Promise<boolean> {
  const challenge = await takeChallenge(database, session, at);
  if (!challenge) return false;
  const key = (await passkeysOf(database, session.account.id)).find((candidate) => candidate.credential_id === response.id);
  if (!key?.public_key) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: key.credential_id!,
      publicKey: new Uint8Array(Buffer.from(key.public_key, "base64url")),
      counter: Number(key.sign_count ?? 0),
      transports: transportsOf(key.transports),
    },
  }).catch(() => null);
  if (!verification?.verified) return false;
  await database.write([
    database.db
      .updateTable("desk_second_factors")
      .set({ sign_count: verification.authenticationInfo.newCounter, last_used_at: at.toISOString() })
      .where("id", "=", key.id),
  ]);
  return true;
}
