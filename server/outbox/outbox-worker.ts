/**
 * Delivers the outbox: every queued e-mail reaches the mailer, failures are retried with backoff for a
 * day, and what still fails is marked failed and logged as an error, never dropped. It also deletes
 * submissions once they are older than the retention period.
 */
import { addressOf } from "../mail/email-message";
import type { MailFiles } from "../mail/mail-files";
import type { Mailer } from "../mail/mailer";
import { maskContactsInText } from "../mail/mask";
import type { ClaimedEmail, DeliveryOutcome, Store } from "../store/store";
import { describeSendFailure, retryDelayMs, retryWindowHasEnded } from "./retry-policy";

type LogMethod = (details: Record<string, unknown>, message: string) => void;
/** Pino's (and so Fastify's) logger fits. */
export type OutboxLog = { info: LogMethod; warn: LogMethod; error: LogMethod };

export type OutboxWorkerOptions = {
  store: Store;
  mailer: Mailer;
  log: OutboxLog;
  retentionDays: number;
  /**
   * This server instance's id, unique among the instances sharing the database and kept across its
   * restarts: its claims carry it, and a restart frees what the previous process claimed.
   */
  instanceId: string;
  /** How long a claim lasts unless renewed; renewed every third of it while the e-mails are sent. */
  leaseMs?: number;
  /** How often to look for due e-mails without being woken. */
  pollIntervalMs?: number;
  now?: () => Date;
  batchSize?: number;
  /** The .eml files of the files transport: deleted with their submissions by the retention purge. */
  mailFiles?: MailFiles;
  /** Other written messages kept as long as the e-mails (the desk's text messages, server/sms). */
  textFiles?: MailFiles;
};

export type OutboxWorker = {
  /** Look for due e-mails now (the API calls it after each accepted submission). */
  wake(): void;
  /** Runs a delivery round now (after any round in progress) and resolves when it is done. */
  flush(): Promise<void>;
  /** Lets a send in progress finish, then stops; the caller closes the mailer and store afterwards. */
  stop(): Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Renewed while sending, so it need not cover a slow send. Long enough that a hiccup in renewing (a slow
// database, a stalled event loop) does not hand a send in progress to another instance; short enough that
// e-mails claimed by an instance that died and does not come back under its id wait at most this long.
const LEASE_MS = 2 * 60 * 1000;

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, mailer, log, retentionDays, instanceId } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 100;

  let stopped = false;
  let started = false;
  let lastRetentionAt: number | null = null;
  let lastFailedAlertAt: number | null = null;
  let lastFailedCheckAt: number | null = null;
  let markedFailedSinceLastCheck = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  async function deliver(email: ClaimedEmail): Promise<DeliveryOutcome> {
    const attempts = email.attempts + 1;
    const context = {
      referenceId: email.message.referenceId,
      role: email.role,
      to: maskContactsInText(addressOf(email.message.to)),
      attempts,
    };
    try {
      await mailer.send(email.message);
      log.info(context, "e-mail delivered");
      return { id: email.id, attempts, status: "sent", at: now() };
    } catch (error) {
      const failure = describeSendFailure(error, maskContactsInText);
      const at = now();
      const details = { ...context, error: failure.description, responseCode: failure.responseCode, permanent: failure.permanent };
      if (retryWindowHasEnded(email.createdAt, at)) {
        log.error(
          { ...details, queuedAt: email.createdAt.toISOString() },
          "e-mail could not be delivered for 24 hours and is marked failed: the desk has NOT received this submission",
        );
        markedFailedSinceLastCheck = true;
        return { id: email.id, attempts, status: "failed", error: failure.description };
      }
      const nextAttemptAt = new Date(at.getTime() + retryDelayMs(attempts));
      log.warn({ ...details, nextAttemptAt: nextAttemptAt.toISOString() }, "e-mail delivery failed; will retry");
      return { id: email.id, attempts, status: "pending", nextAttemptAt, error: failure.description };
    }
  }

  /**
   * While any e-mail has failed for good, an error once an hour: /readyz alone is easy to miss, and each
   * failed e-mail is a request the desk has not received. The store is asked only when this worker has
   * just marked one failed, or an hour after it last asked (for those another instance marked), not on
   * every poll.
   */
  async function alertAboutFailedEmails() {
    const current = now().getTime();
    const hourSince = (time: number | null) => time === null || current - time >= HOUR_MS;
    if (!hourSince(lastFailedAlertAt) || !(markedFailedSinceLastCheck || hourSince(lastFailedCheckAt))) return;
    markedFailedSinceLastCheck = false;
    lastFailedCheckAt = current;
    const failedEmails = await store.countFailedEmails();
    if (failedEmails === 0) return;
    lastFailedAlertAt = current;
    log.error(
      { failedEmails },
      "e-mails have failed for good and the desk has NOT received them: list them with `npm run submissions -- failed`, send them again with `npm run submissions -- retry`",
    );
  }

  async function deleteExpiredSubmissions() {
    const current = now();
    if (lastRetentionAt !== null && current.getTime() - lastRetentionAt < HOUR_MS) return;
    lastRetentionAt = current.getTime();
    const cutoff = new Date(current.getTime() - retentionDays * DAY_MS);
    const { deleted, keptPending, deletedReferences } = await store.deleteSubmissionsReceivedBefore(cutoff);
    // Every copy goes: the .eml files of the deleted submissions, and any file older than the period.
    const deletedFiles = options.mailFiles
      ? (await options.mailFiles.eraseReferences(deletedReferences)) + (await options.mailFiles.eraseWrittenBefore(cutoff))
      : 0;
    if (options.textFiles) {
      await options.textFiles.eraseReferences(deletedReferences);
      await options.textFiles.eraseWrittenBefore(cutoff);
    }
    if (deletedFiles > 0) log.info({ deletedFiles, retentionDays }, "deleted written e-mail files past the retention period");
    if (deleted > 0 || keptPending > 0) {
      log.info({ deleted, keptPending, retentionDays }, "deleted submissions past the retention period");
    }
  }

  /**
   * Sends a claimed batch, renewing its leases until every send has ended, and records each e-mail's
   * outcome as soon as its send ends: a shutdown or crash during a slow send then re-sends only the
   * e-mails still in flight, not the batch's finished ones.
   */
  async function deliverBatch(batch: ClaimedEmail[]) {
    const ids = batch.map((email) => email.id);
    const renewal = setInterval(() => {
      store.renewClaims({ ids, claimant: instanceId, until: new Date(now().getTime() + leaseMs) }).catch((error: unknown) => {
        log.warn({ err: error }, "could not renew the outbox claims; another instance may send these e-mails too");
      });
    }, leaseMs / 3);
    renewal.unref();
    try {
      await Promise.all(
        batch.map(async (email) => {
          const { sentButErased } = await store.recordDeliveries([await deliver(email)], instanceId);
          // Its request was erased while this worker's lease had run out: the file it just wrote goes too.
          if (sentButErased.length > 0 && options.mailFiles) {
            await options.mailFiles.eraseReferences([email.message.referenceId]);
            log.warn({ referenceId: email.message.referenceId }, "deleted the e-mail file of a request erased while it was being written");
          }
        }),
      );
    } finally {
      clearInterval(renewal);
    }
  }

  async function round() {
    try {
      if (!started) {
        const released = await store.releaseClaimsOf(instanceId);
        if (released > 0) log.info({ released, instanceId }, "took back e-mails this instance claimed before it restarted");
        started = true;
      }
      await deleteExpiredSubmissions();
      while (!stopped) {
        const batch = await store.claimDueEmails({ now: now(), limit: batchSize, leaseMs, claimant: instanceId });
        if (batch.length === 0) break;
        await deliverBatch(batch);
        if (batch.length < batchSize) break;
      }
      await alertAboutFailedEmails();
    } catch (error) {
      log.error({ err: error }, "outbox round failed; will try again");
    } finally {
      schedule();
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void flush(), pollIntervalMs);
    // The HTTP server keeps the process alive; a pending poll must not, e.g. in the staff command or tests.
    timer.unref();
  }

  function start(): Promise<void> {
    running = round().finally(() => {
      running = null;
    });
    return running;
  }

  /** Rounds never overlap; requests made during a round share the single round queued after it. */
  function flush(): Promise<void> {
    if (stopped) return running ?? Promise.resolve();
    if (!running) return start();
    queued ??= running.then(() => {
      queued = null;
      return stopped ? undefined : start();
    });
    return queued;
  }

  void flush();

  return {
    wake: () => void flush(),
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queued;
      await running;
    },
  };
}
