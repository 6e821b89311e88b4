import { RED_FLAG_ADVICE } from "#common/emergency";
import { type FormEvent, useEffect, useState } from "react";
import { fieldsOf, submissionField } from "#schemas/submission-fields";
import {
  type Account,
  api,
  type Grievance,
  heldBy,
  problemText,
  type RequestDetail,
  type RequestForm,
  type RequestStatus,
  statusesFor,
} from "../api";
import { BookingPanel, CallOutcomes, historyWords } from "./call-outcomes";
import { age, FORM_LABELS, label, STATUS_LABELS, telLink, whatsAppLink } from "../format";
import { formatIndianTime } from "#common/indian-time";
import { Link } from "../router";
import { Notice, Screen } from "../screen";
import { markOpened } from "./seen-requests";

/** Stored values shown as words (review m16): the form's own values are lower-case codes. */
export const FIELD_VALUE_LABELS: Record<string, Record<string, string>> = {
  preferredTime: { morning: "Morning", evening: "Evening" },
  kind: { complaint: "Complaint", suggestion: "Suggestion", compliment: "Compliment" },
};

const HISTORY_WORDS: Record<string, (detail: string) => string> = {
  status: (detail) => `set the status to ${label(STATUS_LABELS, detail)}`,
  note: () => "added a note",
  claim: () => "claimed it",
  release: () => "released it",
};

const EMAIL_STATES: Record<string, string> = {
  pending: "waiting to be sent",
  sent: "sent",
  failed: "failed for good",
};

export function RequestScreen({ reference, account }: { reference: string; account: Account }) {
  const [request, setRequest] = useState<RequestDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stopped = false;
    api<RequestDetail>(`/requests/${encodeURIComponent(reference)}`).then(
      (detail) => {
        if (stopped) return;
        setRequest(detail);
        markOpened(account.email, detail.reference);
        // Opened with "o" from the inbox: straight to how the call went.
        if (window.location.hash === "#outcome") window.setTimeout(() => document.querySelector<HTMLElement>("#outcome button")?.focus());
      },
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [reference, account.email]);

  const change = async (path: string, body: object, saying: string) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setRequest(await api<RequestDetail>(`/requests/${encodeURIComponent(reference)}/${path}`, { method: "POST", body }));
      setDone(saying);
      return true;
    } catch (error) {
      setProblem(problemText(error));
      // A colleague claimed it after this screen was drawn: show who, so the choice is to take it over.
      const holder = heldBy(error);
      if (holder) setRequest(holder);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status") as RequestStatus;
    void change("status", { status }, `Status set to ${label(STATUS_LABELS, status)}.`);
  };

  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get("text")).trim();
    if (!text) return setProblem("Write the note before adding it.");
    if (await change("notes", { text }, "Note added.")) form.reset();
  };

  if (!request) {
    return (
      <Screen title={`Request ${reference}`}>
        {problem ? <Notice kind="problem">{problem}</Notice> : <p className="loading">Loading the request…</p>}
        <p>
          <Link to="/">Back to the inbox</Link>
        </p>
      </Screen>
    );
  }

  const mine = request.claimedBy === account.email;
  const whatsApp = request.phone ? whatsAppLink(request.phone) : null;
  const notes = request.history.filter((entry) => entry.kind === "note");
  return (
    // The tab's title goes into the browser's history and onto the taskbar: the reference only, no name.
    <Screen title={request.name || reference} tabTitle={reference}>
      <p>
        <Link to="/">Back to the inbox</Link>
      </p>
      <div aria-live="polite" className="live">
        {done && <Notice kind="done">{done}</Notice>}
      </div>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {request.redFlags.length > 0 && (
        <p className="notice notice-problem red-flag-advice" role="note">
          <strong>Red flag: {request.redFlags.map((flag) => flag.label).join(", ")}.</strong> {RED_FLAG_ADVICE.full}
        </p>
      )}
      {request.complaint && <ComplaintAdvice />}
      {request.likelySpam && request.status !== "spam" && (
        <p className="notice likely-spam-advice" role="note">
          <strong>Likely spam: {request.likelySpam.reasons.join("; ")}.</strong> A guess from its words, not a decision: if it is a sales
          pitch, set the status to Spam; if a patient wrote it, deal with it as any request.
        </p>
      )}
      <p className="print-only-hide">
        <button type="button" className="button-quiet" onClick={() => window.print()}>
          Print this request
        </button>
        {/* Erasure stays the administrator's: the erase screen shows what else shares this number before anything goes. */}
        {account.role === "admin" && (
          <Link className="button button-quiet" to={`/erase?reference=${encodeURIComponent(request.reference)}`}>
            Erase this request…
          </Link>
        )}
      </p>

      <div className="request-layout">
        <section aria-labelledby="about-heading" className="panel">
          <h2 id="about-heading">The request</h2>
          <dl className="fields">
            <dt>Reference</dt>
            <dd className="reference">{request.reference}</dd>
            <dt>Form</dt>
            <dd>{label(FORM_LABELS, request.form)}</dd>
            <dt>Received</dt>
            <dd>
              <time dateTime={request.receivedAt}>{formatIndianTime(request.receivedAt)}</time> ({age(request.receivedAt)})
            </dd>
            <dt>Status</dt>
            <dd>
              <span className={`status status-${request.status}`}>{label(STATUS_LABELS, request.status)}</span>
            </dd>
            <dt>Claimed by</dt>
            <dd className="claimed">{request.claimedByName ?? "Nobody yet"}</dd>
            <dt>Language of the form</dt>
            <dd>{request.language === "hi" ? "Hindi" : request.language === "en" ? "English" : request.language}</dd>
            {fieldsInOrder(request).map(([name, value]) => (
              <FieldRow key={name} form={request.form} name={name} value={name === "doctor" ? request.doctorName || value : value} />
            ))}
          </dl>
          {request.phone && (
            <p className="call-back">
              <a className="button" href={telLink(request.phone)}>
                Call {request.phone}
              </a>
              {whatsApp && (
                <a className="button button-quiet" href={whatsApp} target="_blank" rel="noopener noreferrer">
                  WhatsApp {request.phone}
                </a>
              )}
            </p>
          )}
        </section>

        <section aria-labelledby="act-heading" className="panel">
          <h2 id="act-heading">Act on it</h2>
          <div className="claim">
            <p>
              {request.claimedBy
                ? mine
                  ? "You are on this request."
                  : `${request.claimedByName ?? request.claimedBy} is on this request.`
                : "Nobody is on this request yet."}
            </p>
            {mine ? (
              <button
                type="button"
                className="button-quiet"
                disabled={busy}
                onClick={() => change("claim", { release: true }, "You released it.")}
              >
                Release it
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  request.claimedBy
                    ? change("claim", { takeOver: true }, `You took it over from ${request.claimedByName ?? request.claimedBy}.`)
                    : change("claim", {}, "You claimed it: colleagues see that you are on it.")
                }
              >
                {request.claimedBy ? "Take it over" : "Claim it"}
              </button>
            )}
          </div>
          <CallOutcomes request={request} change={change} busy={busy} />
          <form className="inline-form" onSubmit={setStatus} key={`status-${request.status}`}>
            <label>
              Status
              <select name="status" defaultValue={request.status}>
                {statusesFor(request.form, request.status).map((status) => (
                  <option key={status} value={status}>
                    {label(STATUS_LABELS, status)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy}>
              Set status
            </button>
          </form>
          <form className="stack" onSubmit={addNote}>
            <label>
              Note
              <textarea name="text" rows={3} maxLength={2000} placeholder="Called, no answer, try 5 pm" />
            </label>
            <button type="submit" disabled={busy}>
              Add note
            </button>
          </form>
          {notes.length > 0 && (
            <>
              <h3>Notes</h3>
              <ul className="notes">
                {notes.map((note, index) => (
                  <li key={`${note.at}-${index}`}>
                    <p className="note-text">{note.detail}</p>
                    <p className="muted">
                      {note.actorName}, <time dateTime={note.at}>{formatIndianTime(note.at)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <BookingPanel request={request} change={change} busy={busy} />

        <section aria-labelledby="emails-heading" className="panel">
          <h2 id="emails-heading">E-mails</h2>
          {request.emails.length === 0 ? (
            <p>No e-mail was sent for this request.</p>
          ) : (
            <ul className="emails">
              {request.emails.map((email, index) => (
                <li key={`${email.role}-${index}`}>
                  <strong>
                    {email.role === "desk" ? "To the desk" : email.role === "acknowledgement" ? "To the patient" : email.role}
                  </strong>{" "}
                  ({email.recipient}): <span className={`email-${email.status}`}>{EMAIL_STATES[email.status] ?? email.status}</span>
                  {email.sentAt && (
                    <>
                      {" "}
                      at <time dateTime={email.sentAt}>{formatIndianTime(email.sentAt)}</time>
                    </>
                  )}
                  {email.attempts > 1 && `, after ${email.attempts} tries`}
                  {email.lastError && <span className="muted"> · last problem: {email.lastError}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="history-heading" className="panel">
          <h2 id="history-heading">History</h2>
          <ol className="history">
            <li>
              <time dateTime={request.receivedAt}>{formatIndianTime(request.receivedAt)}</time>: received from the website.
            </li>
            {request.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatIndianTime(entry.at)}</time>: {entry.actorName}{" "}
                {historyWords(entry.kind, entry.detail) ?? (HISTORY_WORDS[entry.kind] ?? (() => entry.kind))(entry.detail)}
                {entry.kind === "note" && <span className="muted">: “{entry.detail}”</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Screen>
  );
}

/** Said where the hospital has not yet named its grievance officer: the desk never names anyone in its place. */
export const NO_GRIEVANCE_OFFICER = "the grievance officer (the hospital has not yet named one in Content)";

/**
 * A complaint goes to the hospital's grievance officer (review m17). Who that is, and how soon a
 * complaint is answered, are the hospital's to say in Content: until it has, the desk says so. Before
 * the answer comes (or if it does not), the role alone.
 */
function ComplaintAdvice() {
  const [grievance, setGrievance] = useState<Grievance | null>(null);
  useEffect(() => {
    let stopped = false;
    api<Grievance>("/grievance").then(
      (answer) => !stopped && setGrievance(answer),
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, []);
  const officer = grievance === null ? "the grievance officer" : (grievance.officer ?? NO_GRIEVANCE_OFFICER);
  return (
    <p className="notice complaint-advice" role="note">
      <strong>Complaint.</strong> Pass it to {officer} and note here that you did.
      {grievance?.answerWithin && ` The hospital answers complaints within ${grievance.answerWithin}.`}
      {grievance && !grievance.answerWithin && " The hospital has not yet said in Content how soon it answers complaints."}
    </p>
  );
}

/** The form's fields in the order and words of the registry (schemas/submission-fields.ts), then any an older request holds. */
export function fieldsInOrder(request: Pick<RequestDetail, "form" | "fields">): [string, string][] {
  const known = fieldsOf(request.form).flatMap(({ name }): [string, string][] =>
    Object.hasOwn(request.fields, name) ? [[name, request.fields[name]!]] : [],
  );
  return [...known, ...Object.entries(request.fields).filter(([name]) => !submissionField(request.form, name))];
}

function FieldRow({ form, name, value }: { form: RequestForm; name: string; value: string }) {
  const field = submissionField(form, name);
  if (!value || field?.shown === "hidden") return null;
  return (
    <>
      <dt>{field?.label ?? name}</dt>
      <dd className="field-value">
        {field?.shown === "phone" ? (
          <a href={telLink(value)}>{value}</a>
        ) : field?.shown === "email" ? (
          <a href={`mailto:${value}`}>{value}</a>
        ) : (
          (FIELD_VALUE_LABELS[name]?.[value] ?? value)
        )}
      </dd>
    </>
  );
}
