import { afterEach, beforeEach, expect, it } from "vitest";
import { composeSubmissionEmails } from "../mail/compose";
import { sampleAppointment, sampleFeedback } from "../testing/sample-submissions";
import { createTestDatabase, describeOnEachDatabase, type TestDatabase } from "../testing/test-services";
import { openStore, type NewSubmission, type Store } from "./store";

const mail = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const receivedAt = new Date("2026-03-17T08:35:00.000Z");
const MINUTE = 60 * 1000;

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

/** `count` distinct submissions, each with one desk e-mail queued. */
async function acceptMany(store: Store, count: number) {
  let drawn = 0;
  for (let index = 0; index < count; index++) {
    await store.acceptSubmission(
      newSubmission({ fingerprint: `many-${index}`, newReferenceId: () => `APT-MANY${String(drawn++).padStart(4, "0")}` }),
    );
  }
}

describeOnEachDatabase("the store", (dialect) => {
  let database: TestDatabase;
  let store: Store;
  const opened: Store[] = [];
  /** Another process on the same database, as a second server instance would have. */
  const openAnother = async () => {
    const another = await openStore(database.options);
    opened.push(another);
    return another;
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    if (dialect === "sqlite") database.options.dataDir = `${database.options.dataDir}/nested/data`;
    store = await openStore(database.options);
  });

  afterEach(async () => {
    try {
      for (const another of opened.splice(0)) await another.close();
      await store.close();
    } finally {
      await database.drop();
    }
  });

  // Two SQLite connections in one process would block each other's event loop; SQLite serves one
  // instance (and the staff command), and its write lock serialises whole transactions anyway.
  const acrossInstances = dialect === "postgres" ? it : it.skip;

  it("creates its schema on first open, and opens again without migrating twice", async () => {
    const created = await database.tablesAndIndexes();
    expect(created).toEqual(
      expect.arrayContaining(["submissions", "outbox", "outbox_status_next_attempt_at", "submissions_fingerprint_created_at"]),
    );
    const again = await openStore(database.options);
    await again.close();
    expect(await database.tablesAndIndexes()).toEqual(created);
  });

  it("writes so that an acknowledged submission survives a crash", async () => {
    expect(await store.durability()).toEqual(
      dialect === "sqlite"
        ? { dialect, journalMode: "wal", synchronous: "full", foreignKeys: true, secureDelete: true }
        : { dialect, synchronousCommit: "on", fsync: "on" },
    );
  });

  it("stores a submission together with its queued e-mail", async () => {
    expect(await store.acceptSubmission(newSubmission())).toEqual({ referenceId: "APT-AAAA2222", duplicate: false });
    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({ referenceId: "APT-AAAA2222", kind: "appointment", payload: sampleAppointment().data });
    expect(stored?.emails).toEqual([expect.objectContaining({ role: "desk", recipient: mail.to, status: "pending" })]);
    expect(await store.readiness()).toMatchObject({ ok: true, dialect, pendingEmails: 1, failedEmails: 0 });
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

  it("treats the same fingerprint within the window as the first submission, under a reference of its own", async () => {
    await store.acceptSubmission(newSubmission());
    const later = new Date(receivedAt.getTime() + 9 * 60 * 1000);
    const again = await store.acceptSubmission(newSubmission({ receivedAt: later, newReferenceId: () => "APT-BBBB3333" }));
    // Not the first sender's reference, which the second sender may have no right to.
    expect(again).toEqual({ referenceId: "APT-BBBB3333", duplicate: true });
    expect((await store.listSubmissions()).map((submission) => submission.referenceId)).toEqual(["APT-AAAA2222"]);
  });

  it("never gives a repeat a reference already taken, as a request's own or as another repeat's", async () => {
    await store.acceptSubmission(newSubmission());
    const candidates = ["APT-AAAA2222", "APT-BBBB3333", "APT-BBBB3333", "APT-CCCC4444"];
    const draw = () => candidates.shift()!;
    expect(await store.acceptSubmission(newSubmission({ newReferenceId: draw }))).toEqual({ referenceId: "APT-BBBB3333", duplicate: true });
    expect(await store.acceptSubmission(newSubmission({ newReferenceId: draw }))).toEqual({ referenceId: "APT-CCCC4444", duplicate: true });
    const fresh = ["APT-BBBB3333", "APT-DDDD5555"];
    const other = await store.acceptSubmission(newSubmission({ fingerprint: "other", newReferenceId: () => fresh.shift()! }));
    expect(other).toEqual({ referenceId: "APT-DDDD5555", duplicate: false });
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
    const [claimed] = await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: 60_000, claimant: "a" });
    expect(await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: 60_000, claimant: "a" })).toEqual([]);
    await store.recordDeliveries([{ id: claimed!.id, attempts: 1, status: "sent", at: receivedAt }], "a");
    expect(await store.readiness()).toMatchObject({ ok: true, pendingEmails: 0, oldestPendingAgeSeconds: null });
  });

  it("retention deletes old delivered submissions with their e-mails and keeps undelivered ones", async () => {
    await store.acceptSubmission(newSubmission());
    await store.acceptSubmission(newSubmission({ fingerprint: "fingerprint-2", newReferenceId: () => "APT-DDDD5555" }));
    const claimed = await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: 60_000, claimant: "a" });
    const delivered = claimed.find((email) => email.message.referenceId === "APT-AAAA2222")!;
    await store.recordDeliveries([{ id: delivered.id, attempts: 1, status: "sent", at: receivedAt }], "a");

    const cutoff = new Date(receivedAt.getTime() + 1000);
    expect(await store.deleteSubmissionsReceivedBefore(cutoff)).toEqual({
      deleted: 1,
      keptPending: 1,
      deletedReferences: ["APT-AAAA2222"],
    });
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

  it("keeps feedback with its FBK reference, and finds and erases it by phone like the other forms", async () => {
    const feedback = sampleFeedback();
    await store.acceptSubmission(
      newSubmission({
        kind: "feedback",
        payload: feedback.data,
        newReferenceId: () => "FBK-DDDD5555",
        composeEmails: (referenceId) => composeSubmissionEmails(feedback, { referenceId, receivedAt, mail }),
      }),
    );
    expect(await store.listSubmissions()).toMatchObject([{ referenceId: "FBK-DDDD5555", kind: "feedback", payload: feedback.data }]);
    expect((await store.findSubmissionsByContact({ phone: "+91 98870 12345" })).map((found) => found.referenceId)).toEqual([
      "FBK-DDDD5555",
    ]);
    expect(await store.deleteSubmissionsByContact({ phone: "09887012345" })).toEqual(["FBK-DDDD5555"]);
    expect(await store.listSubmissions()).toEqual([]);
  });

  it("finds and erases every submission of one person by e-mail (any case) or phone (any accepted format)", async () => {
    const ravi = sampleAppointment();
    expect(ravi.data.email).toBe("ravi.sharma@example.in");
    await store.acceptSubmission(newSubmission());
    await store.acceptSubmission(
      newSubmission({
        kind: "contact",
        fingerprint: "fingerprint-2",
        newReferenceId: () => "MSG-BBBB3333",
        payload: { firstName: "Ravi", lastName: "Sharma", email: "Ravi.Sharma@Example.in", phone: "9829012345", message: "Hello" },
      }),
    );
    await store.acceptSubmission(
      newSubmission({
        fingerprint: "fingerprint-3",
        newReferenceId: () => "APT-CCCC4444",
        payload: { ...ravi.data, email: "someone.else@example.in", phoneNumber: "9414099999" },
      }),
    );
    const references = (found: { referenceId: string }[]) => found.map((submission) => submission.referenceId).sort();

    expect(references(await store.findSubmissionsByContact({ email: " RAVI.SHARMA@example.in " }))).toEqual([
      "APT-AAAA2222",
      "MSG-BBBB3333",
    ]);
    for (const phone of ["9829012345", "+91 98290 12345", "098290-12345", "(98290) 12345"]) {
      expect(references(await store.findSubmissionsByContact({ phone }))).toEqual(["APT-AAAA2222", "MSG-BBBB3333"]);
    }
    expect(await store.findSubmissionsByContact({ email: "nobody@example.in" })).toEqual([]);

    expect((await store.deleteSubmissionsByContact({ phone: "+91-98290-12345" })).sort()).toEqual(["APT-AAAA2222", "MSG-BBBB3333"]);
    expect(references(await store.listSubmissions())).toEqual(["APT-CCCC4444"]);
    expect(await store.readiness()).toMatchObject({ pendingEmails: 1 });
    expect(await store.deleteSubmissionsByContact({ email: "ravi.sharma@example.in" })).toEqual([]);
  });

  it("stores a submission suspected of spam flagged, with no e-mail queued", async () => {
    await store.acceptSubmission(newSubmission({ suspectedSpam: true }));
    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({ referenceId: "APT-AAAA2222", suspectedSpam: true, emails: [] });
    expect(await store.readiness()).toMatchObject({ pendingEmails: 0 });
    expect(await store.deleteSubmissionsReceivedBefore(new Date(receivedAt.getTime() + 1))).toMatchObject({ deleted: 1 });
  });

  it("lists e-mails failed for good and puts them back in the queue, all or one submission's", async () => {
    await acceptMany(store, 2);
    const claimed = await store.claimDueEmails({ now: receivedAt, limit: 2, leaseMs: MINUTE, claimant: "a" });
    await store.recordDeliveries(
      claimed.map((email) => ({ id: email.id, attempts: 9, status: "failed" as const, error: "550 mailbox unavailable" })),
      "a",
    );
    expect(await store.countFailedEmails()).toBe(2);
    const failed = await store.listFailedEmails();
    expect(failed.map((email) => email.referenceId).sort()).toEqual(["APT-MANY0000", "APT-MANY0001"]);
    expect(failed[0]).toMatchObject({ role: "desk", recipient: mail.to, attempts: 9, lastError: "550 mailbox unavailable" });

    const later = new Date(receivedAt.getTime() + 2 * 24 * 60 * MINUTE);
    expect(await store.requeueFailedEmails({ now: later, referenceId: "APT-MANY0001" })).toBe(1);
    expect(await store.countFailedEmails()).toBe(1);
    const [requeued] = await store.claimDueEmails({ now: later, limit: 10, leaseMs: MINUTE, claimant: "a" });
    expect(requeued).toMatchObject({ message: expect.objectContaining({ referenceId: "APT-MANY0001" }), createdAt: later });
    expect(await store.requeueFailedEmails({ now: later })).toBe(1);
    expect(await store.countFailedEmails()).toBe(0);
  });

  it("keeps an audit log apart from the submissions, newest first, with its own retention", async () => {
    const entry = { who: "asha", host: "desk-pc", action: "erase" as const, subject: "email r***@example.in", rowCount: 2 };
    await store.appendAudit({ ...entry, at: receivedAt });
    await store.appendAudit({
      ...entry,
      action: "export",
      subject: "all submissions",
      rowCount: 5,
      at: new Date(receivedAt.getTime() + MINUTE),
    });
    await store.acceptSubmission(newSubmission());
    await store.deleteSubmissionByReference("APT-AAAA2222");
    expect((await store.listAudit()).map((logged) => logged.action)).toEqual(["export", "erase"]);
    expect((await store.listAudit(1))[0]).toEqual({
      ...entry,
      action: "export",
      subject: "all submissions",
      rowCount: 5,
      at: new Date(receivedAt.getTime() + MINUTE),
    });
    const expiredAt = new Date(receivedAt.getTime() + 2 * MINUTE);
    expect(await store.expireAudit(new Date(receivedAt.getTime() + 1), { who: "housekeeping", host: "web-1", at: expiredAt })).toBe(1);
    expect((await store.listAudit()).map((logged) => [logged.action, logged.rowCount])).toEqual([
      ["audit-expired", 1],
      ["export", 5],
    ]);
    expect((await store.checkAuditChain()).problems).toEqual([]);
  });

  acrossInstances("migrates a fresh schema while another schema of the same database holds the tables", async () => {
    const neighbour = await createTestDatabase(dialect);
    try {
      const beside = await openStore(neighbour.options);
      await beside.close();
      expect(await neighbour.tablesAndIndexes()).toEqual(expect.arrayContaining(["submissions", "outbox", "kysely_migration"]));
    } finally {
      await neighbour.drop();
    }
  });

  acrossInstances("stores one row when the same submission reaches two instances at the same moment", async () => {
    const another = await openAnother();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 === 0 ? store : another).acceptSubmission(newSubmission({ newReferenceId: () => `APT-SAME000${index}` })),
      ),
    );
    // One stored request; each answer a reference of its own, none handed to two senders.
    expect(new Set(answers.map((answer) => answer.referenceId)).size).toBe(6);
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect(await store.listSubmissions()).toHaveLength(1);
  });

  it("gives each due e-mail to one claimant at a time, however many claim at once", async () => {
    await acceptMany(store, 40);
    const stores = [store, await openAnother(), await openAnother()];
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        stores[index % stores.length]!.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: MINUTE, claimant: `instance-${index}` }),
      ),
    );
    const ids = claims.flat().map((email) => email.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
  });

  it("lets another instance take over an e-mail once its claim's lease has run out, not before", async () => {
    await store.acceptSubmission(newSubmission());
    const [claimed] = await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: MINUTE, claimant: "died" });
    const later = (ms: number) => new Date(receivedAt.getTime() + ms);
    expect(await store.claimDueEmails({ now: later(MINUTE - 1), limit: 10, leaseMs: MINUTE, claimant: "b" })).toEqual([]);
    const [takenOver] = await store.claimDueEmails({ now: later(MINUTE), limit: 10, leaseMs: MINUTE, claimant: "b" });
    expect(takenOver?.id).toBe(claimed?.id);
  });

  it("keeps a renewed claim, and frees an instance's claims (only its own) when it restarts", async () => {
    await acceptMany(store, 2);
    const [mine] = await store.claimDueEmails({ now: receivedAt, limit: 1, leaseMs: MINUTE, claimant: "a" });
    const [theirs] = await store.claimDueEmails({ now: receivedAt, limit: 1, leaseMs: MINUTE, claimant: "b" });
    await store.renewClaims({ ids: [mine!.id], claimant: "a", until: new Date(receivedAt.getTime() + 3 * MINUTE) });
    const afterTwoMinutes = new Date(receivedAt.getTime() + 2 * MINUTE);
    expect(
      (await store.claimDueEmails({ now: afterTwoMinutes, limit: 10, leaseMs: MINUTE, claimant: "c" })).map((email) => email.id),
    ).toEqual([theirs!.id]);

    expect(await store.releaseClaimsOf("a")).toBe(1);
    const [again] = await store.claimDueEmails({ now: receivedAt, limit: 10, leaseMs: MINUTE, claimant: "a" });
    expect(again?.id).toBe(mine!.id);
    expect(await store.releaseClaimsOf("nobody")).toBe(0);
  });

  it("records a success whoever holds the claim, and a failure only from the claim's holder", async () => {
    await acceptMany(store, 2);
    const [first, second] = await store.claimDueEmails({ now: receivedAt, limit: 2, leaseMs: MINUTE, claimant: "a" });
    const expired = new Date(receivedAt.getTime() + MINUTE);
    await store.claimDueEmails({ now: expired, limit: 2, leaseMs: MINUTE, claimant: "b" });

    await store.recordDeliveries(
      [
        { id: first!.id, attempts: 1, status: "sent", at: expired },
        { id: second!.id, attempts: 1, status: "pending", nextAttemptAt: expired, error: "421 try later" },
      ],
      "a",
    );
    const emails = (await store.listSubmissions()).flatMap((submission) => submission.emails);
    expect(emails.map((email) => [email.status, email.lastError]).sort()).toEqual([
      ["pending", null],
      ["sent", null],
    ]);
    // The second is still b's: nobody else may claim it before b's lease runs out.
    expect(await store.claimDueEmails({ now: expired, limit: 2, leaseMs: MINUTE, claimant: "c" })).toEqual([]);
  });
});
