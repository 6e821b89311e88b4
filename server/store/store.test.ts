import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { composeSubmissionEmails } from "../mail/compose";
import { sampleAppointment } from "../submissions/sample-submissions";
import { DATABASE_FILE } from "./dialect";
import { openStore, type NewSubmission, type Store } from "./store";

const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const receivedAt = new Date("2026-03-17T08:35:00.000Z");

function newSubmission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  const submission = sampleAppointment();
  return {
    kind: "appointment",
    payload: submission.data,
    locale: "en",
    fingerprint: "fingerprint-1",
    receivedAt,
    duplicateWindowMs: 10 * 60 * 1000,
    newReferenceId: () => "APT-AAAA2222",
    composeEmails: (referenceId) => composeSubmissionEmails(submission, { referenceId, receivedAt, mail }),
    ...overrides,
  };
}

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "hospital-store-"));
  store = await openStore({ dataDir: join(dataDir, "nested", "data") });
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

function tablesIn(directory: string) {
  const sqlite = new SqliteDatabase(join(directory, DATABASE_FILE), { readonly: true });
  try {
    return sqlite
      .prepare("select name from sqlite_master where type in ('table', 'index') and name not like 'sqlite_%'")
      .pluck()
      .all();
  } finally {
    sqlite.close();
  }
}

describe("the store", () => {
  it("creates its directory and schema on first open, and opens again without migrating twice", async () => {
    const created = tablesIn(join(dataDir, "nested", "data"));
    expect(created).toEqual(
      expect.arrayContaining(["submissions", "outbox", "outbox_status_next_attempt_at", "submissions_fingerprint_created_at"]),
    );
    const again = await openStore({ dataDir: join(dataDir, "nested", "data") });
    await again.close();
    expect(tablesIn(join(dataDir, "nested", "data"))).toEqual(created);
  });

  it("writes with WAL journaling, full syncs and enforced foreign keys", async () => {
    expect(await store.durability()).toEqual({ journalMode: "wal", synchronous: "full", foreignKeys: true });
  });

  it("stores a submission together with its queued e-mail", async () => {
    expect(await store.acceptSubmission(newSubmission())).toEqual({ referenceId: "APT-AAAA2222", duplicate: false });
    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({ referenceId: "APT-AAAA2222", kind: "appointment", payload: sampleAppointment().data });
    expect(stored?.emails).toEqual([expect.objectContaining({ role: "desk", recipient: mail.to, status: "pending" })]);
    expect(await store.readiness()).toMatchObject({ ok: true, pendingEmails: 1, failedEmails: 0 });
  });

  it("stores nothing when queuing the e-mail fails after the submission was written", async () => {
    const failing = newSubmission({
      composeEmails: () => {
        throw new Error("composition failed");
      },
    });
    await expect(store.acceptSubmission(failing)).rejects.toThrow("composition failed");
    const brokenEmail = newSubmission({
      composeEmails: (referenceId) => [
        ...composeSubmissionEmails(sampleAppointment(), { referenceId, receivedAt, mail }),
        { role: "acknowledgement", message: { messageId: null } as never },
      ],
    });
    await expect(store.acceptSubmission(brokenEmail)).rejects.toThrow();
    expect(await store.listSubmissions()).toEqual([]);
    expect(await store.readiness()).toMatchObject({ pendingEmails: 0 });
  });

  it("stores submissions that arrive together even when one of them fails", async () => {
    const outcomes = await Promise.allSettled([
      store.acceptSubmission(newSubmission({ fingerprint: "a", newReferenceId: () => "APT-AAAA2222" })),
      store.acceptSubmission(
        newSubmission({
          fingerprint: "b",
          newReferenceId: () => "APT-BBBB3333",
          composeEmails: () => {
            throw new Error("composition failed");
          },
        }),
      ),
      store.acceptSubmission(newSubmission({ fingerprint: "c", newReferenceId: () => "APT-CCCC4444" })),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = await store.listSubmissions();
    expect(stored.map((submission) => submission.referenceId).sort()).toEqual(["APT-AAAA2222", "APT-CCCC4444"]);
    expect(await store.readiness()).toMatchObject({ pendingEmails: 2 });
  });

  it("treats the same fingerprint within the window as the first submission", async () => {
    await store.acceptSubmission(newSubmission());
    const later = new Date(receivedAt.getTime() + 9 * 60 * 1000);
    const again = await store.acceptSubmission(
      newSubmission({ receivedAt: later, newReferenceId: () => "APT-BBBB3333" }),
    );
    expect(again).toEqual({ referenceId: "APT-AAAA2222", duplicate: true });
    expect(await store.listSubmissions()).toHaveLength(1);
  });

  it("draws another reference id when the first is already taken", async () => {
    await store.acceptSubmission(newSubmission());
    const candidates = ["APT-AAAA2222", "APT-CCCC4444"];
    const accepted = await store.acceptSubmission(
      newSubmission({ fingerprint: "fingerprint-2", newReferenceId: () => candidates.shift() ?? "unused" }),
    );
    expect(accepted.referenceId).toBe("APT-CCCC4444");
  });

  it("reports a backlog that grows when e-mails wait, and shrinks when they are delivered", async () => {
    await store.acceptSubmission(newSubmission());
    const [claimed] = await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: 60_000 });
    expect(await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: 60_000 })).toEqual([]);
    await store.recordDeliveries([{ id: claimed!.id, attempts: 1, status: "sent", at: receivedAt }]);
    expect(await store.readiness()).toMatchObject({ ok: true, pendingEmails: 0, oldestPendingAgeSeconds: null });
  });

  it("retention deletes old delivered submissions with their e-mails and keeps undelivered ones", async () => {
    await store.acceptSubmission(newSubmission());
    await store.acceptSubmission(
      newSubmission({ fingerprint: "fingerprint-2", newReferenceId: () => "APT-DDDD5555" }),
    );
    const claimed = await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: 60_000 });
    const delivered = claimed.find((email) => email.message.referenceId === "APT-AAAA2222")!;
    await store.recordDeliveries([{ id: delivered.id, attempts: 1, status: "sent", at: receivedAt }]);

    const cutoff = new Date(receivedAt.getTime() + 1000);
    expect(await store.deleteSubmissionsReceivedBefore(cutoff)).toEqual({ deleted: 1, keptPending: 1 });
    const remaining = await store.listSubmissions();
    expect(remaining.map((submission) => submission.referenceId)).toEqual(["APT-DDDD5555"]);
    expect(await store.readiness()).toMatchObject({ pendingEmails: 1 });
  });

  it("erases one submission by its reference", async () => {
    await store.acceptSubmission(newSubmission());
    expect(await store.deleteSubmissionByReference("APT-AAAA2222")).toBe(true);
    expect(await store.deleteSubmissionByReference("APT-AAAA2222")).toBe(false);
    expect(await store.readiness()).toMatchObject({ pendingEmails: 0 });
  });
});
