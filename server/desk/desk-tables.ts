/**
 * The front desk's tables, as Kysely sees them, and the migration that creates them. They sit beside the
 * store's own tables in the same database (SQLite or PostgreSQL); timestamps are ISO-8601 UTC text, as
 * there. The desk's audit entries go to the store's audit_log (see audit.ts). A request's desk state and history go when its submission is deleted (retention or erasure).
 */
import type { Generated, Kysely, Migration } from "kysely";
import type { Database } from "../store/schema";
import type { ContentTables } from "../content/content-tables";
import type { BookingStatus, CallOutcome, RequestEventKind, RequestStatus } from "#schemas/desk-api";

export type DeskRole = "desk" | "admin";
/** invited: a set-password link is out and no password is set yet. */
export type AccountStatus = "invited" | "active" | "disabled";
// The desk's API hands these over as they are stored: written once, with its types (0019 added outcomes and bookings).
export type { BookingStatus, CallOutcome, RequestEventKind, RequestStatus };

export interface DeskAccountsTable {
  id: string;
  /** Lower case: the address is the sign-in name. */
  email: string;
  role: DeskRole;
  status: AccountStatus;
  /** Argon2id, PHC string; null until the person sets a password. */
  password_hash: string | null;
  /** SHA-256 of the one-time set-password token: a copy of the database cannot be used to take over. */
  setup_token_hash: string | null;
  setup_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Failed re-verifications (second-factor codes, the current password) counted since verify_window_start (0014). */
  verify_failures: Generated<number>;
  verify_window_start: string | null;
  /** 1: may edit the site's content (drafts); 1: may approve and publish it (0017). Administrators may always do both. */
  content_edit: Generated<number>;
  content_publish: Generated<number>;
  /** What colleagues see in rows, history and the audit log ("Meena"); null: the e-mail address (0019). */
  display_name: string | null;
}

export type SecondFactorKind = "totp" | "passkey";

/** An authenticator app (TOTP) or a passkey (WebAuthn) of one account (0014). */
export interface DeskSecondFactorsTable {
  id: string;
  account_id: string;
  kind: SecondFactorKind;
  label: string;
  /** TOTP: the shared secret (base32). */
  totp_secret: string | null;
  /** TOTP: the last time step accepted; a code of that step or an earlier one is never accepted again. */
  totp_last_step: number | null;
  /** Passkey: the credential's id and COSE public key (base64url), its signature counter and transports (JSON). */
  credential_id: string | null;
  public_key: string | null;
  /** bigint: PostgreSQL hands it back as text. */
  sign_count: number | string | null;
  transports: string | null;
  /** 0 until the person proves the factor works (a TOTP code typed back); only confirmed factors count. */
  confirmed: number;
  created_at: string;
  last_used_at: string | null;
}

/** Single-use codes for a lost device, kept as SHA-256 digests (each carries 60 random bits) (0014). */
export interface DeskRecoveryCodesTable {
  id: string;
  account_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface DeskSessionsTable {
  /** SHA-256 of the cookie's random id, for the same reason as the setup token. */
  id_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  address: string;
  /** When a second factor was last verified on this session (sign-in or step-up); null: not on this session. Added by 0014. */
  second_factor_at: string | null;
  /** The WebAuthn challenge this session was last given, and until when it may be answered (0014). */
  webauthn_challenge: string | null;
  webauthn_challenge_expires_at: string | null;
}

export interface DeskSignInFailuresTable {
  id: string;
  /** SHA-256 of the lower-cased e-mail typed, whether or not an account has it. */
  account_key: string;
  address: string;
  at: string;
}

/** Refused sign-ins, summarised per account, address and 15-minute window (migration 0012). */
export interface DeskSignInRefusalsTable {
  window_start: string;
  /** The account's id when the e-mail typed has one, else "". */
  account_id: string;
  /** The client's address, IPv6 as its /64. */
  address: string;
  /** Wrong password, or no such active account. */
  refused: number;
  /** Too many attempts: refused before any password was checked. */
  held_back: number;
  first_at: string;
  last_at: string;
}

/** Where each account signed in successfully (migration 0012): its "known places". */
export interface DeskSignInPlacesTable {
  account_id: string;
  address: string;
  last_success_at: string;
}

export interface DeskRequestStatesTable {
  submission_id: string;
  status: RequestStatus;
  /** E-mail of the staff member working on it. */
  claimed_by: string | null;
  updated_at: string;
  updated_by: string;
  /** Calls tried that nobody answered (0019). */
  attempts: Generated<number>;
  /** When to call again: the request comes back to the top of the queue then (0019). */
  call_back_at: string | null;
  /** How the last call ended (0019). */
  outcome: CallOutcome | null;
}

/** A request's appointment (0019): moved in place, cancelled by its status, one per request. */
export interface DeskBookingsTable {
  submission_id: string;
  /** The doctor's id (doctor-schedule.ts). */
  doctor: string;
  /** YYYY-MM-DD, in India. */
  day: string;
  /** HH:MM, 24-hour clock, in India. */
  time: string;
  status: BookingStatus;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

export interface DeskRequestEventsTable {
  id: string;
  submission_id: string;
  at: string;
  actor: string;
  kind: RequestEventKind;
  /** The new status, the note's text, or empty; an outcome, booking or message: JSON (request-changes.ts). */
  detail: string;
}

export interface DeskTables {
  desk_accounts: DeskAccountsTable;
  desk_sessions: DeskSessionsTable;
  desk_sign_in_failures: DeskSignInFailuresTable;
  desk_sign_in_refusals: DeskSignInRefusalsTable;
  desk_sign_in_places: DeskSignInPlacesTable;
  desk_request_states: DeskRequestStatesTable;
  desk_request_events: DeskRequestEventsTable;
  desk_second_factors: DeskSecondFactorsTable;
  desk_recovery_codes: DeskRecoveryCodesTable;
  desk_bookings: DeskBookingsTable;
}

export type DeskSchema = Database & DeskTables & ContentTables;

/** Appended to the store's migrations (server/store/migrations.ts); uses only the schema builder. */
export const frontDeskMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("desk_accounts")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("role", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("password_hash", "text")
      .addColumn("setup_token_hash", "text", (column) => column.unique())
      .addColumn("setup_expires_at", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("desk_sessions")
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("account_id", "text", (column) => column.notNull().references("desk_accounts.id").onDelete("cascade"))
      .addColumn("csrf_token", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("last_seen_at", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("desk_sessions_account_id").on("desk_sessions").column("account_id").execute();
    await db.schema
      .createTable("desk_sign_in_failures")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("account_key", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .addColumn("at", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("desk_sign_in_failures_account_at").on("desk_sign_in_failures").columns(["account_key", "at"]).execute();
    await db.schema.createIndex("desk_sign_in_failures_address_at").on("desk_sign_in_failures").columns(["address", "at"]).execute();
    await db.schema
      .createTable("desk_request_states")
      .addColumn("submission_id", "text", (column) => column.primaryKey().references("submissions.id").onDelete("cascade"))
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("claimed_by", "text")
      .addColumn("updated_at", "text", (column) => column.notNull())
      .addColumn("updated_by", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("desk_request_states_updated_at").on("desk_request_states").column("updated_at").execute();
    await db.schema
      .createTable("desk_request_events")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("submission_id", "text", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
      .addColumn("at", "text", (column) => column.notNull())
      .addColumn("actor", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("detail", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("desk_request_events_submission_at").on("desk_request_events").columns(["submission_id", "at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["desk_request_events", "desk_request_states", "desk_sign_in_failures", "desk_sessions", "desk_accounts"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
