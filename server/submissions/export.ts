/**
 * The one CSV export of requests: an administrator's **Export CSV** on the desk and
 * `npm run submissions -- export --csv` write the same columns, so the hospital's spreadsheets take
 * either. Each column is its name beside how a row fills it; the columns of what the visitor sent come
 * from the field registry (schemas/submission-fields.ts), so a new field needs no line here.
 */
import { SUBMISSION_COLUMNS, type SubmissionColumn, fieldsOf } from "#schemas/submission-fields";
import type { ExportedEmail, ExportedRequest } from "../desk/queue/request-queries";
import { formatIndianTime } from "#common/indian-time";
import { doctorName } from "./appointment-choices";
import { toSpreadsheetCsv } from "./csv";

type Column = { column: string; value: (row: ExportedRequest) => string };

const emailFor = (row: ExportedRequest, role: ExportedEmail["role"]) => row.emails.find((email) => email.role === role);

/** A field's stored value; the doctor by name, as everyone at the hospital knows them. */
function submittedValue(row: ExportedRequest, column: SubmissionColumn): string {
  // A contact message has two names: the whole name is the summary's, which joins them.
  if (column === "name") return row.name;
  const field = fieldsOf(row.form).find((candidate) => candidate.column === column);
  const value = field ? (row.fields[field.name] ?? "") : "";
  return field?.shown === "doctor" && value ? doctorName(value) : value;
}

const COLUMNS: readonly Column[] = [
  { column: "reference_id", value: (row) => row.reference },
  { column: "kind", value: (row) => row.form },
  { column: "received_at", value: (row) => row.receivedAt },
  { column: "received_ist", value: (row) => formatIndianTime(new Date(row.receivedAt)) },
  { column: "language", value: (row) => row.language },
  ...SUBMISSION_COLUMNS.map((column): Column => ({ column, value: (row) => submittedValue(row, column) })),
  { column: "desk_email_status", value: (row) => emailFor(row, "desk")?.status ?? "" },
  { column: "desk_email_attempts", value: (row) => String(emailFor(row, "desk")?.attempts ?? "") },
  { column: "desk_email_sent_at", value: (row) => emailFor(row, "desk")?.sentAt ?? "" },
  { column: "patient_email_status", value: (row) => emailFor(row, "acknowledgement")?.status ?? "" },
  { column: "last_error", value: (row) => row.emails.find((email) => email.lastError)?.lastError ?? "" },
  { column: "suspected_spam", value: (row) => (row.suspectedSpam ? "yes" : "") },
  { column: "desk_status", value: (row) => row.status },
  { column: "claimed_by", value: (row) => row.claimedByName ?? "" },
  { column: "red_flags", value: (row) => row.redFlags.map((flag) => flag.label).join("; ") },
  { column: "call_attempts", value: (row) => (row.attempts > 0 ? String(row.attempts) : "") },
  { column: "call_back_at", value: (row) => row.callBackAt ?? "" },
  { column: "last_outcome", value: (row) => row.outcome ?? "" },
  { column: "booking_doctor", value: (row) => row.booking?.doctorName ?? "" },
  { column: "booking_day", value: (row) => row.booking?.day ?? "" },
  { column: "booking_time", value: (row) => row.booking?.time ?? "" },
  { column: "booking_status", value: (row) => row.booking?.status ?? "" },
  { column: "notes", value: (row) => row.notes.join("\n") },
  { column: "history", value: (row) => row.history.join("\n") },
];

export const EXPORT_COLUMNS: readonly string[] = COLUMNS.map(({ column }) => column);

/** The rows as a spreadsheet's CSV: UTF-8 with a byte order mark, formulas neutralised (csv.ts). */
export const requestsCsv = (rows: readonly ExportedRequest[]): string =>
  toSpreadsheetCsv([EXPORT_COLUMNS, ...rows.map((row) => COLUMNS.map(({ value }) => value(row)))]);
