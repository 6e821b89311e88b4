/**
 * The tables the store keeps, as Kysely sees them. Timestamps are ISO-8601 UTC strings (they sort as
 * text and read the same in SQLite and PostgreSQL); payloads and composed e-mails are JSON text.
 */
import type { Generated } from "kysely";
import type { AuditChainRow } from "./audit-chain";

export type SubmissionKind = "contact" | "appointment" | "feedback";
/** Who an outgoing e-mail is for: the hospital's desk, or the patient's acknowledgement. */
export type EmailRole = "desk" | "acknowledgement";
export type EmailStatus = "pending" | "sent" | "failed";

export interface SubmissionsTable {
  id: string;
  /** What the patient and the desk quote, e.g. APT-7K3M9Q2D. */
  reference_id: string;
  kind: SubmissionKind;
  /** The validated form fields, as JSON. */
  payload: string;
  locale: string;
  /** SHA-256 of the kind and normalised payload: the same submission sent twice has the same one. */
  fingerprint: string;
  created_at: string;
  /** 1 when the form's honeypot was filled: kept for staff to look at, never e-mailed. */
  suspected_spam: Generated<number>;
  /**
   * What the desk's queue sorts and filters by (0024, queue-facts.ts): the desk's status
   * ("new" or "spam" until staff act), who holds it and when to call back, copied from its state in the
   * same transaction; the last change's time (the poll's cursor); and what its text says, found when it
   * arrived: red-flag ids separated by spaces, a sales pitch's signs (JSON), the preferred day.
   */
  queue_status: Generated<string>;
  queue_claimed_by: Generated<string | null>;
  queue_call_back_at: Generated<string | null>;
  queue_changed_at: Generated<string>;
  queue_red_flags: Generated<string>;
  queue_likely_spam: Generated<string | null>;
  queue_preferred_date: Generated<string>;
}

/** The version of the word lists the stored text facts were found with (0024): one row. */
export interface QueueFactsVersionTable {
  word_lists: string;
}

/** How many requests each status holds, kept by triggers (queue-counts.ts). */
export interface QueueStatusCountsTable {
  status: string;
  /** A bigint on PostgreSQL, which its driver reads as a string. */
  requests: number | string;
}

export interface OutboxTable {
  id: string;
  submission_id: string;
  role: EmailRole;
  message_id: string;
  recipient: string;
  /** The composed e-mail (EmailMessage) as JSON, so a retry sends exactly what was first queued. */
  message: string;
  status: EmailStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim on the row; another worker leaves it alone until this time has passed. */
  locked_until: string | null;
  /** Which server instance holds the claim (INSTANCE_ID), so it can free its own claims on restart. */
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** What staff did with personal data (export, access, erasure), kept apart from the submissions. */
export type AuditAction = "export" | "access" | "erase" | "purge" | "retry" | "audit-expired";

export interface AuditLogTable {
  id: string;
  at: string;
  /** STAFF_NAME, or the operating-system user who ran the staff command. */
  who: string;
  host: string;
  action: AuditAction;
  /** What it was about: a reference, "email a…@example.in", "older than 180 days". Masked, never a full address. */
  subject: string;
  row_count: number;
  /** The entry's place in the hash chain (server/store/audit-chain.ts): 1, 2, 3… in the order written. */
  seq: number;
  prev_hash: string;
  /** SHA-256 over prev_hash and this entry's fields. */
  hash: string;
}

/** A reference a request is also known by (reference-aliases.ts). */
export interface SubmissionAliasesTable {
  reference_id: string;
  submission_id: string;
  created_at: string;
}

export interface Database {
  submissions: SubmissionsTable;
  queue_facts_version: QueueFactsVersionTable;
  queue_status_counts: QueueStatusCountsTable;
  submission_aliases: SubmissionAliasesTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainRow;
}
