/**
 * What `npm run submissions -- …` does: lets staff see what arrived and whether the desk got it,
 * export everything, and delete on schedule or on request. Staff see full details here; only logs mask.
 */
import { parseArgs } from "node:util";
import { formatIndianTime } from "../mail/indian-time";
import { headerSafe } from "../mail/text-safety";
import { openStore, type Store, type StoredEmail, type StoredSubmission } from "../store/store";
import { toCsv } from "./csv";

export const STAFF_USAGE = `Usage: npm run submissions -- <command>

  list [--limit N]            newest first, with delivery status (default 50)
  export --csv                every submission and field as CSV on standard output
  purge --older-than DAYS     delete submissions received more than DAYS days ago
                              (those whose e-mail is still pending are kept)
  purge --reference ID        delete one submission, e.g. for an erasure request
`;

export type StaffCommandIo = {
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir (DATABASE_URL). */
  databaseUrl?: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  now?: () => Date;
};

class UsageError extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs one command and returns the process exit code: 0 done, 1 failed, 2 misused. */
export async function runStaffCommand(args: string[], io: StaffCommandIo): Promise<number> {
  let store: Store | undefined;
  try {
    const [command, ...rest] = args;
    const run = command ? COMMANDS[command] : undefined;
    if (!run) throw new UsageError(command ? `Unknown command: ${command}` : "No command given.");
    const options = parseArgs({ args: rest, options: OPTIONS, strict: true }).values;
    store = await openStore({ dataDir: io.dataDir, databaseUrl: io.databaseUrl, poolSize: 2 });
    return await run(store, options, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`${(error as Error).message}\n\n${STAFF_USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await store?.close();
  }
}

const OPTIONS = {
  limit: { type: "string" },
  csv: { type: "boolean" },
  "older-than": { type: "string" },
  reference: { type: "string" },
} as const;

type Options = { limit?: string; csv?: boolean; "older-than"?: string; reference?: string };
type Command = (store: Store, options: Options, io: StaffCommandIo) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  async list(store, options, io) {
    const submissions = await store.listSubmissions(wholeNumber(options.limit ?? "50", "--limit"));
    io.stdout(submissions.length === 0 ? "No submissions.\n" : table(submissions.map(listRow)));
    return 0;
  },

  async export(store, options, io) {
    if (!options.csv) throw new UsageError("export needs --csv (the only format).");
    io.stdout(toCsv([EXPORT_COLUMNS, ...(await store.listSubmissions()).map(exportRow)]));
    return 0;
  },

  async purge(store, options, io) {
    const olderThan = options["older-than"];
    const { reference } = options;
    if ((olderThan === undefined) === (reference === undefined)) {
      throw new UsageError("purge needs either --older-than DAYS or --reference ID.");
    }
    if (reference !== undefined) {
      if (!(await store.deleteSubmissionByReference(reference))) {
        io.stderr(`No submission with reference ${reference}.\n`);
        return 1;
      }
      io.stdout(`Deleted 1 submission (${reference}).\n`);
      return 0;
    }
    const days = wholeNumber(olderThan!, "--older-than");
    const now = io.now?.() ?? new Date();
    const { deleted, keptPending } = await store.deleteSubmissionsReceivedBefore(new Date(now.getTime() - days * DAY_MS));
    const kept = keptPending > 0 ? ` Kept ${keptPending} whose e-mail is still waiting to be delivered.` : "";
    io.stdout(`Deleted ${deleted} submission${deleted === 1 ? "" : "s"} received more than ${days} days ago.${kept}\n`);
    return 0;
  },
};

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
];

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
    deliveryStatus(emailFor(submission, "desk")),
    deliveryStatus(emailFor(submission, "acknowledgement")),
    lastError,
  ];
}

/** Columns padded to their widest cell; control characters a visitor typed never reach the terminal. */
function table(rows: string[][]): string {
  const cells = [LIST_COLUMNS, ...rows].map((row) => row.map((cell) => headerSafe(cell) || "-"));
  const widths = LIST_COLUMNS.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
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

const EXPORT_COLUMNS = [
  "reference_id",
  "kind",
  "received_at",
  "language",
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "speciality",
  "message",
  "query",
  "desk_email_status",
  "desk_email_attempts",
  "desk_email_sent_at",
  "patient_email_status",
  "last_error",
];

function exportRow(submission: StoredSubmission): string[] {
  const desk = emailFor(submission, "desk");
  return [
    submission.referenceId,
    submission.kind,
    submission.receivedAt.toISOString(),
    submission.locale,
    nameOf(submission),
    field(submission, "firstName"),
    field(submission, "lastName"),
    field(submission, "email"),
    field(submission, "phone") || field(submission, "phoneNumber"),
    field(submission, "speciality"),
    field(submission, "message"),
    field(submission, "query"),
    desk?.status ?? "",
    String(desk?.attempts ?? ""),
    desk?.sentAt?.toISOString() ?? "",
    emailFor(submission, "acknowledgement")?.status ?? "",
    submission.emails.find((email) => email.lastError)?.lastError ?? "",
  ];
}
