/**
 * What `npm run submissions -- …` does: lets staff see what arrived and whether the desk got it,
 * export everything, answer a patient's access or erasure request, delete on schedule, and put
 * e-mails that failed for good back in the queue. Staff see full details here; only logs mask.
 *
 * Every export, access and erasure is appended to the audit log (who, from which host, when, what,
 * how many rows), which `audit` reads back and `audit --verify` checks. Contact details in the log are
 * masked: the record that a person's data was erased must not itself keep their address. The person
 * running it cannot shorten the log: it never expires entries (the server's housekeeping does, after
 * AUDIT_RETENTION_DAYS, which has a floor), and it records their login name beside STAFF_NAME.
 */
import { hostname, userInfo } from "node:os";
import { parseArgs } from "node:util";
import { normalisePhone } from "#schemas/phone";
import { formatIndianTime } from "#common/indian-time";
import { headerSafe } from "../mail/text-safety";
import { mailFilesIn } from "../mail/mail-files";
import { smsFilesIn } from "../sms/sms";
import { maskEmail, maskPhone } from "../mail/mask";
import { type AuditAction, type ContactQuery, openStore, type Store, type StoredEmail, type StoredSubmission } from "../store/store";
import { requestsCsv } from "./export";
import { QUEUE_VIEWS, type QueueView } from "#common/request-queue";
import { openDeskDatabase } from "../desk/desk-database";
import { type ExportedRequest, exportRequests, likelySpamOf } from "../desk/queue/request-queries";
import { UsageError, answerMisuse, isUsageError } from "../command-usage";

export const SUBMISSIONS_USAGE = `Usage: npm run submissions -- <command>

  list [--limit N]            newest first, with delivery status (default 50);
                              submissions whose honeypot was filled are flagged "suspected spam",
                              those whose text reads as a sales pitch "likely spam"
  export --csv [--view VIEW]  every submission and field, with the desk's status, calls, booking and
                              notes, as CSV (UTF-8 with a byte order mark) on standard output; --view
                              (open, unclaimed, mine, due, today, done, spam, all) keeps that view's rows
  show --email ADDRESS        an access request: everything held about this person
  show --phone NUMBER
  erase --email ADDRESS       an erasure request: deletes all of this person's submissions,
  erase --phone NUMBER        their e-mails and any written .eml files; --except ID (repeatable)
                              keeps a submission that is someone else's, e.g. on a family's phone
  purge --older-than DAYS     delete submissions received more than DAYS days ago
                              (those whose e-mail is still pending are kept)
  purge --reference ID        delete one submission, e.g. for an erasure request
  failed                      e-mails that could not be delivered for 24 hours and are no longer tried
  retry [--reference ID]      put failed e-mails (all, or one submission's) back in the queue
  audit [--limit N]           who exported, looked at or erased what, newest first (default 50)
  audit --verify              check that no entry of the audit log was changed or deleted
                              (exit code 1 and the broken entries if one was)

Exports, access and erasure requests are recorded in the audit log under STAFF_NAME and your login name.
`;

export type SubmissionsCommandIo = {
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir (DATABASE_URL). */
  databaseUrl?: string;
  /** Who the audit log names (STAFF_NAME), beside the operating-system user. */
  staffName?: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs one command and returns the process exit code: 0 done, 1 failed, 2 misused. */
export async function runSubmissionsCommand(args: string[], io: SubmissionsCommandIo): Promise<number> {
  let store: Store | undefined;
  try {
    const [command, ...rest] = args;
    const run = command ? COMMANDS[command] : undefined;
    if (!run) throw new UsageError(command ? `Unknown command: ${command}` : "No command given.");
    const options = parseArgs({ args: rest, options: OPTIONS, strict: true }).values;
    store = await openStore({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 2 });
    const now = io.now?.() ?? new Date();
    const audit = (action: AuditAction, subject: string, rowCount: number) =>
      store!.appendAudit({ at: now, who: staffName(io), host: hostname(), action, subject, rowCount });
    return await run({ store, options, io, now, audit });
  } catch (error) {
    if (isUsageError(error)) return answerMisuse(error, SUBMISSIONS_USAGE, io.stderr);
    throw error;
  } finally {
    await store?.close();
  }
}

/** STAFF_NAME is only what the person says; the login name beside it is what the machine says. */
function staffName(io: SubmissionsCommandIo): string {
  const login = loginName();
  const declared = io.staffName?.trim();
  return declared && declared !== login ? `${declared} (login ${login})` : login;
}

function loginName(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "unknown"}`;
  }
}

const OPTIONS = {
  limit: { type: "string" },
  csv: { type: "boolean" },
  "older-than": { type: "string" },
  reference: { type: "string" },
  email: { type: "string" },
  phone: { type: "string" },
  except: { type: "string", multiple: true },
  verify: { type: "boolean" },
  view: { type: "string" },
} as const;

type Options = {
  limit?: string;
  csv?: boolean;
  "older-than"?: string;
  reference?: string;
  email?: string;
  phone?: string;
  except?: string[];
  verify?: boolean;
  view?: string;
};
type Run = {
  store: Store;
  options: Options;
  io: SubmissionsCommandIo;
  now: Date;
  audit: (action: AuditAction, subject: string, rowCount: number) => Promise<void>;
};
type Command = (run: Run) => Promise<number>;

/** The person an access or erasure request is about, and how the audit log names them (masked). */
function contactFrom(options: Options, command: string): { query: ContactQuery; masked: string; described: string } {
  const { email, phone } = options;
  if ((email === undefined) === (phone === undefined)) throw new UsageError(`${command} needs either --email ADDRESS or --phone NUMBER.`);
  if (email !== undefined) {
    if (!email.includes("@")) throw new UsageError("--email must be an e-mail address.");
    return { query: { email }, masked: `email ${maskEmail(email.trim().toLowerCase())}`, described: `the e-mail address ${email.trim()}` };
  }
  const normalised = normalisePhone(phone!);
  if (!/^\d{10}$/.test(normalised)) throw new UsageError("--phone must be a 10-digit Indian number (+91, 0, spaces and dashes are fine).");
  return { query: { phone: normalised }, masked: `phone ${maskPhone(normalised)}`, described: `the phone number ${normalised}` };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const COMMANDS: Record<string, Command> = {
  async list({ store, options, io }) {
    const submissions = await store.listSubmissions(wholeNumber(options.limit ?? "50", "--limit"));
    io.stdout(submissions.length === 0 ? "No submissions.\n" : table(LIST_COLUMNS, submissions.map(listRow)));
    return 0;
  },

  async export({ options, io, now, audit }) {
    if (!options.csv) throw new UsageError("export needs --csv (the only format).");
    const view = options.view;
    if (view !== undefined && !(QUEUE_VIEWS as readonly string[]).includes(view)) {
      throw new UsageError(`--view must be one of: ${QUEUE_VIEWS.join(", ")}.`);
    }
    // Read as the desk's export reads them, with the desk's status, calls, booking and notes beside each.
    const desk = openDeskDatabase({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 1 });
    let rows: ExportedRequest[];
    try {
      rows = await exportRequests(desk, { view: view as QueueView | undefined, now });
    } finally {
      await desk.close();
    }
    await audit("export", view === undefined ? "all submissions (CSV)" : `view ${view} (CSV)`, rows.length);
    io.stdout(requestsCsv(rows));
    return 0;
  },

  async show({ store, options, io, audit }) {
    const { query, masked, described } = contactFrom(options, "show");
    const submissions = await store.findSubmissionsByContact(query);
    const mailFiles = mailFilesIn(io.dataDir);
    await audit("access", masked, submissions.length);
    if (submissions.length === 0) {
      io.stdout(`No submission holds ${described}.\n`);
      return 0;
    }
    const sections: string[] = [];
    for (const submission of submissions) sections.push(describeSubmission(submission, await mailFiles.filesOf(submission.referenceId)));
    io.stdout(`${plural(submissions.length, "submission")} hold ${described}.\n\n${sections.join("\n")}`);
    return 0;
  },

  async erase({ store, options, io, audit }) {
    const { query, masked, described } = contactFrom(options, "erase");
    const except = (options.except ?? []).map((reference) => reference.trim().toUpperCase());
    const references = await store.eraseSubmissions({ contact: query, except });
    const files = await mailFilesIn(io.dataDir).eraseReferences(references);
    await smsFilesIn(io.dataDir).eraseReferences(references);
    await audit("erase", except.length > 0 ? `${masked}, except ${except.join(", ")}` : masked, references.length);
    if (references.length === 0) {
      io.stderr(`No submission holds ${described}${except.length > 0 ? " besides those left out" : ""}; nothing erased.\n`);
      return 1;
    }
    const written = files > 0 ? ` and ${plural(files, "written e-mail file")}` : "";
    const kept = except.length > 0 ? ` Left out, as asked: ${except.join(", ")}.` : "";
    io.stdout(`Erased ${plural(references.length, "submission")} (${references.join(", ")}) with their e-mails${written}.${kept}\n`);
    return 0;
  },

  async purge({ store, options, io, now, audit }) {
    const olderThan = options["older-than"];
    const { reference } = options;
    if ((olderThan === undefined) === (reference === undefined)) {
      throw new UsageError("purge needs either --older-than DAYS or --reference ID.");
    }
    const mailFiles = mailFilesIn(io.dataDir);
    if (reference !== undefined) {
      const deleted = await store.deleteSubmissionByReference(reference);
      const files = await mailFiles.eraseReferences([reference]);
      await smsFilesIn(io.dataDir).eraseReferences([reference]);
      await audit("erase", `reference ${reference}`, deleted ? 1 : 0);
      if (!deleted) {
        io.stderr(`No submission with reference ${reference}.\n`);
        return 1;
      }
      io.stdout(`Deleted 1 submission (${reference})${files > 0 ? ` and ${plural(files, "written e-mail file")}` : ""}.\n`);
      return 0;
    }
    const days = wholeNumber(olderThan!, "--older-than");
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const { deleted, keptPending, deletedReferences } = await store.deleteSubmissionsReceivedBefore(cutoff);
    // The files of the submissions just deleted, and any others written before the cutoff.
    await mailFiles.eraseReferences(deletedReferences);
    await mailFiles.eraseWrittenBefore(cutoff);
    await smsFilesIn(io.dataDir).eraseReferences(deletedReferences);
    await smsFilesIn(io.dataDir).eraseWrittenBefore(cutoff);
    await audit("purge", `received more than ${days} days ago`, deleted);
    const kept = keptPending > 0 ? ` Kept ${keptPending} whose e-mail is still waiting to be delivered.` : "";
    io.stdout(`Deleted ${plural(deleted, "submission")} received more than ${days} days ago.${kept}\n`);
    return 0;
  },

  async failed({ store, io }) {
    const failed = await store.listFailedEmails();
    if (failed.length === 0) {
      io.stdout("No failed e-mails.\n");
      return 0;
    }
    const rows = failed.map((email) => [
      formatIndianTime(email.queuedAt),
      email.referenceId,
      email.role === "desk" ? "desk" : "patient",
      email.recipient,
      String(email.attempts),
      email.lastError ?? "",
    ]);
    io.stdout(
      `${table(["Queued", "Reference", "For", "To", "Attempts", "Last error"], rows)}\n` +
        `${plural(failed.length, "e-mail")} never reached ${failed.length === 1 ? "its" : "their"} recipient. ` +
        "Fix the cause (see Last error), then: npm run submissions -- retry\n",
    );
    return 0;
  },

  async retry({ store, options, io, now, audit }) {
    const { reference } = options;
    const requeued = await store.requeueFailedEmails({ now, referenceId: reference });
    await audit("retry", reference === undefined ? "all failed e-mails" : `reference ${reference}`, requeued);
    if (requeued === 0) {
      io.stderr(reference === undefined ? "No failed e-mails to retry.\n" : `No failed e-mail for reference ${reference}.\n`);
      return 1;
    }
    io.stdout(`Put ${plural(requeued, "e-mail")} back in the queue; the server sends ${requeued === 1 ? "it" : "them"} within seconds.\n`);
    return 0;
  },

  async audit({ store, options, io }) {
    if (options.verify) return verifyAudit(store, io);
    const entries = await store.listAudit(wholeNumber(options.limit ?? "50", "--limit"));
    if (entries.length === 0) {
      io.stdout("The audit log is empty.\n");
      return 0;
    }
    const rows = entries.map((entry) => [
      entry.at.toISOString(),
      entry.who,
      entry.host,
      entry.action,
      entry.subject,
      String(entry.rowCount),
    ]);
    io.stdout(table(["When (UTC)", "Who", "Host", "Action", "What", "Rows"], rows));
    return 0;
  },
};

async function verifyAudit(store: Store, io: SubmissionsCommandIo): Promise<number> {
  const { entries, head, anchor, problems } = await store.checkAuditChain();
  const span = `${entries} ${entries === 1 ? "entry" : "entries"} (${anchor.seq + 1}-${head.seq}); the head's hash is ${head.hash}`;
  if (problems.length === 0) {
    io.stdout(`The audit log is whole: ${span}.\n`);
    return 0;
  }
  io.stderr(
    `The audit log was changed: ${plural(problems.length, "problem")} in ${span}.\n` +
      problems.map(({ seq, problem }) => `  entry ${seq}: ${problem}\n`).join(""),
  );
  return 1;
}

function wholeNumber(value: string, option: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${option} must be a whole number of ${option === "--limit" ? "rows" : "days"}.`);
  return Number(value);
}

const field = (submission: StoredSubmission, name: string) => submission.payload[name] ?? "";

function nameOf(submission: StoredSubmission): string {
  return submission.kind === "contact" ? `${field(submission, "firstName")} ${field(submission, "lastName")}` : field(submission, "name");
}

const emailFor = (submission: StoredSubmission, role: StoredEmail["role"]) => submission.emails.find((email) => email.role === role);

function deliveryStatus(email: StoredEmail | undefined): string {
  if (!email) return "-";
  return email.status === "sent" ? "sent" : `${email.status}, ${email.attempts} attempt${email.attempts === 1 ? "" : "s"}`;
}

const LIST_COLUMNS = [
  "Received",
  "Reference",
  "Kind",
  "Name",
  "Email",
  "Phone",
  "Speciality",
  "Desk e-mail",
  "Patient e-mail",
  "Last error",
  "Flag",
];
const SUSPECTED_SPAM = "suspected spam";
/** Its text reads as a sales pitch (review m20): a guess, as the desk's mark is, for staff to judge. */
const LIKELY_SPAM = "likely spam";

function listRow(submission: StoredSubmission): string[] {
  const lastError = submission.emails.find((email) => email.status !== "sent" && email.lastError)?.lastError ?? "";
  return [
    formatIndianTime(submission.receivedAt),
    submission.referenceId,
    submission.kind,
    nameOf(submission),
    field(submission, "email"),
    field(submission, "phone") || field(submission, "phoneNumber"),
    field(submission, "speciality"),
    // A suspected spam submission is never e-mailed: say so rather than show a bare "-".
    submission.suspectedSpam ? "not sent" : deliveryStatus(emailFor(submission, "desk")),
    deliveryStatus(emailFor(submission, "acknowledgement")),
    lastError,
    submission.suspectedSpam ? SUSPECTED_SPAM : likelySpamOf(submission.kind, submission.payload) ? LIKELY_SPAM : "",
  ];
}

/** Everything held in one submission, for an access request. */
function describeSubmission(submission: StoredSubmission, files: string[]): string {
  const lines = [
    `${submission.referenceId} (${submission.kind}${submission.suspectedSpam ? `, ${SUSPECTED_SPAM}` : ""})`,
    `  received: ${formatIndianTime(submission.receivedAt)}`,
    `  language: ${submission.locale}`,
    ...Object.entries(submission.payload).map(([name, value]) => `  ${name}: ${headerSafe(value)}`),
    ...submission.emails.map(
      (email) =>
        `  e-mail to ${email.role === "desk" ? "the desk" : "the patient"} (${headerSafe(email.recipient)}): ${deliveryStatus(email)}` +
        (email.sentAt ? ` at ${formatIndianTime(email.sentAt)}` : ""),
    ),
    ...files.map((file) => `  written e-mail file: mail/${file}`),
  ];
  return `${lines.join("\n")}\n`;
}

/** Columns padded to their widest cell; control characters a visitor typed never reach the terminal. */
function table(columns: string[], rows: string[][]): string {
  const cells = [columns, ...rows].map((row) => row.map((cell) => headerSafe(cell) || "-"));
  const widths = columns.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return (
    cells
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}
