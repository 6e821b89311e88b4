/**
 * The desk's one way to the server: JSON to /api/desk/, the session's CSRF token on every change, and
 * a single place that notices a session has ended.
 */
import type { QueueView } from "#common/request-queue";
import { REQUEST_STATUSES, type RequestDetail, type RequestForm, type RequestStatus, type RequestSummary } from "#schemas/desk-api";

export type Role = "desk" | "admin";
/** The separate rights over the site's content, which administrators grant (and hold themselves). */
export type ContentRight = "content_edit" | "content_publish";
/** `rights`: the content rights of this account; an older server that sends none grants them to administrators only. */
export type Account = { email: string; role: Role; rights?: ContentRight[] };
/** full: the whole desk; second-factor: only the second step of signing in; enrol: an administrator must set up a second factor first. */
export type SessionStage = "full" | "second-factor" | "enrol";
export type Session = { account: Account; csrfToken: string; stage: SessionStage };
// The requests' shapes are the server's own (schemas/desk-api.ts), so the two cannot drift apart.
export type {
  Booking,
  CallOutcome,
  ExportedRequest,
  RequestDetail,
  RequestEmail,
  RequestForm,
  RequestStatus,
  RequestSummary,
} from "#schemas/desk-api";
export { canBeBooked, statusesFor } from "#schemas/desk-api";

export const STATUSES: readonly RequestStatus[] = REQUEST_STATUSES;
/** The forms in the order the desk's filter offers them: appointments first, the desk's main work. */
export const FORMS: readonly RequestForm[] = ["appointment", "contact", "feedback"];

/** How many requests each view of the queue holds (the server's countViews). */
export type QueueCounts = Record<QueueView, number>;
export type DoctorSchedule = {
  id: string;
  names: { en: string; hi: string };
  opd: { days: string[]; from: string; to: string }[] | null;
  leave: { from: string; to: string }[];
  opdText: string;
};
/** Who a complaint goes to and how soon it is answered, from the live content; null where the hospital has not said. */
export type Grievance = { officer: string | null; answerWithin: string | null };
export type BookingWarning = { kind: string; message: string };
export type PatientMessage = {
  reference: string;
  language: string;
  text: string;
  mobile: string | null;
  whatsAppLink: string | null;
  smsMode: "provider" | "files";
};
export type DayListEntry = {
  reference: string;
  name: string;
  phone: string;
  language: string;
  doctor: string;
  doctorName: string;
  time: string;
};
export type Inbox = {
  requests: RequestSummary[];
  newCount: number;
  cursor: string;
  more: boolean;
  counts: QueueCounts;
  targetMinutes: number;
};
/** `contentEdit`, `contentPublish`: the rights over the site's content (an administrator always has both). */
export type StaffAccount = {
  email: string;
  role: Role;
  status: "invited" | "active" | "disabled";
  createdAt: string;
  contentEdit: boolean;
  contentPublish: boolean;
};
export type AuditEntry = { at: string; actor: string; action: string; target: string; address: string; rowCount: number | null };
/**
 * The request as it stands when a claim was refused because a colleague holds it (409 claimed_by_other),
 * so the screen shows who; null for any other failure.
 */
export function heldBy(error: unknown): RequestDetail | null {
  if (!(error instanceof DeskApiError) || error.code !== "claimed_by_other") return null;
  return (error.details as { request?: RequestDetail } | undefined)?.request ?? null;
}

/** `older`: the cursor of the next page back, null when this page reaches the oldest entry. */
export type AuditPage = { entries: AuditEntry[]; older: number | null };

/** An answer other than 2xx, with the server's own words when it gave some. */
export class DeskApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The whole answer, for callers that show more than its message (a 422's problems, a 409's changes). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Thrown after the sign-in screen has taken over: callers have nothing more to do. */
export class SessionEnded extends Error {}

let csrfToken = "";
let onSessionEnded: () => void = () => {};
let onStepUpNeeded: (() => Promise<boolean>) | null = null;

export const rememberCsrfToken = (token: string) => {
  csrfToken = token;
};
export const whenSessionEnds = (handler: () => void) => {
  onSessionEnded = handler;
};
/** Export, erasure and account changes may ask for the second factor again: the handler asks the person and resolves to whether they passed. */
export const whenStepUpNeeded = (handler: (() => Promise<boolean>) | null) => {
  onStepUpNeeded = handler;
};

const FALLBACK_MESSAGES: Record<number, string> = {
  403: "Your account may not do this.",
  404: "This request no longer exists. It may have been erased.",
  429: "Too many attempts. Wait 15 minutes and try again.",
};

/**
 * `background`: the desk asks by itself (the inbox's polling), not because the person did something, so
 * the server does not count it as activity and a screen left open still times out.
 */
type Call = { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; signedIn?: boolean; background?: boolean; file?: boolean };

/** `file`: the answer is a file to save (a CSV), resolved as a Blob; a refusal still comes as JSON. */
export async function api<T>(
  path: string,
  { method = "GET", body, signedIn = true, background = false, file = false }: Call = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  // A file goes as multipart, with the boundary the browser chooses; everything else as JSON.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  if (background) headers["x-desk-background"] = "1";
  let answer: Response;
  try {
    answer = await fetch(`/api/desk${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new DeskApiError(0, "The desk cannot reach the server. Check the connection and try again.");
  }
  if (answer.status === 401 && signedIn) {
    onSessionEnded();
    throw new SessionEnded();
  }
  if (answer.ok && file) return (await answer.blob()) as T;
  const payload = (await answer.json().catch(() => ({}))) as { message?: string; error?: string };
  if (answer.status === 403 && payload.error === "step_up_required" && onStepUpNeeded) {
    // Asked once, then the call is made again; cancelling the dialog fails the call with the server's words.
    const handler = onStepUpNeeded;
    if (await handler()) return api<T>(path, { method, body, signedIn, file });
  }
  if (!answer.ok) {
    const message = payload.message ?? FALLBACK_MESSAGES[answer.status] ?? "Something went wrong. Try again.";
    throw new DeskApiError(answer.status, message, payload.error, payload);
  }
  return payload as T;
}

/** The words to show for a failed call; nothing for a session that ended (the sign-in screen says it). */
export const problemText = (error: unknown): string | null =>
  error instanceof SessionEnded ? null : error instanceof DeskApiError ? error.message : "Something went wrong. Try again.";

/**
 * Posts and saves the answer as a file named `filename`: for a download whose question must not be in
 * an address (a patient's phone number would sit in the browser's history and the server's logs).
 */
export async function downloadFile(path: string, body: unknown, filename: string): Promise<void> {
  const file = await api<Blob>(path, { method: "POST", body, file: true });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(file);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
