/**
 * The request screen's call-back tools: how the call went in one tap (with an optional note), the
 * booking (doctor, day, time, prefilled from the request; the doctor's OPD days and leave warned of),
 * and the message that tells the patient, in their language, by WhatsApp or SMS.
 */
import { type FormEvent, useEffect, useState } from "react";
import { indianDay } from "#common/indian-time";
import { api, type BookingWarning, canBeBooked, type DoctorSchedule, type PatientMessage, problemText, type RequestDetail } from "../api";
import { callBackTime, clockTime, indianInstant, label, LANGUAGE_LABELS } from "../format";

type Change = (path: string, body: object, saying: string) => Promise<boolean>;

/** "morning"/"evening" as the form's preferred time, as a first guess at the clock. */
const PREFERRED_CLOCK: Record<string, string> = { morning: "10:00", evening: "17:00" };
const NO_ANSWER_HOURS = 2;

export function CallOutcomes({ request, change, busy }: { request: RequestDetail; change: Change; busy: boolean }) {
  const [asking, setAsking] = useState<"call-back" | "booked" | null>(null);
  const today = indianDay(new Date());
  const noteOf = (form: HTMLFormElement) => String(new FormData(form).get("note") ?? "").trim() || undefined;

  const QUICK_SAYINGS: Record<string, string> = {
    "no-answer": `No answer noted; the request comes back in ${NO_ANSWER_HOURS} hours.`,
    "not-needed": "Closed: not needed.",
    "wrong-number": "Closed: wrong number.",
  };
  /** No answer, not needed, wrong number: one tap each, the button pressed saying which. */
  const quick = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "no-answer";
    if (await change("outcome", { outcome, note: noteOf(form) }, QUICK_SAYINGS[outcome]!)) form.reset();
  };

  const callBack = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const at = indianInstant(String(data.get("day")), String(data.get("time")));
    if (
      await change(
        "outcome",
        { outcome: "call-back", callBackAt: at.toISOString(), note: noteOf(event.currentTarget) },
        `Call back ${callBackTime(at.toISOString())}.`,
      )
    )
      setAsking(null);
  };

  const attempts = request.attempts;
  return (
    <section aria-labelledby="outcome-heading" className="outcomes" id="outcome">
      <h3 id="outcome-heading">How did the call go?</h3>
      {(attempts > 0 || request.callBackAt) && (
        <p className="muted">
          {attempts > 0 && `${attempts} ${attempts === 1 ? "call" : "calls"} not answered`}
          {attempts > 0 && request.callBackAt && " · "}
          {request.callBackAt && `next call ${callBackTime(request.callBackAt)}`}
        </p>
      )}
      <form className="stack" onSubmit={quick}>
        <label>
          Note (optional)
          <input name="note" maxLength={2000} autoComplete="off" />
        </label>
        <div className="outcome-buttons">
          <button type="submit" name="outcome" value="no-answer" disabled={busy}>
            No answer
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setAsking(asking === "call-back" ? null : "call-back")}
            aria-expanded={asking === "call-back"}
          >
            Call back at…
          </button>
          {/* A contact message or a feedback is answered, never booked (review m17). */}
          {canBeBooked(request.form) && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(asking === "booked" ? null : "booked")}
              aria-expanded={asking === "booked"}
            >
              Booked…
            </button>
          )}
          <button type="submit" name="outcome" value="not-needed" disabled={busy}>
            Not needed
          </button>
          <button type="submit" name="outcome" value="wrong-number" disabled={busy}>
            Wrong number
          </button>
        </div>
      </form>
      {asking === "call-back" && (
        <form className="inline-form" onSubmit={callBack} aria-label="Call back at">
          <label>
            Day
            <input name="day" type="date" required defaultValue={today} min={today} />
          </label>
          <label>
            Time
            <input name="time" type="time" required defaultValue="17:00" step={300} />
          </label>
          <label>
            Note (optional)
            <input name="note" maxLength={2000} autoComplete="off" />
          </label>
          <button type="submit" disabled={busy}>
            Set the call-back
          </button>
        </form>
      )}
      {asking === "booked" && <BookingForm request={request} change={change} busy={busy} onDone={() => setAsking(null)} />}
    </section>
  );
}

export function BookingForm({
  request,
  change,
  busy,
  onDone,
}: {
  request: RequestDetail;
  change: Change;
  busy: boolean;
  onDone: () => void;
}) {
  const [doctors, setDoctors] = useState<DoctorSchedule[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const booking = request.booking?.status === "booked" ? request.booking : null;
  const [doctor, setDoctor] = useState(booking?.doctor ?? request.doctor);
  const [day, setDay] = useState(booking?.day ?? request.preferredDate);
  const [time, setTime] = useState(booking?.time ?? PREFERRED_CLOCK[request.preferredTime] ?? "10:00");
  // Kept with the choice they answer, so a change of doctor or day never shows the last one's warnings.
  const [answered, setAnswered] = useState<{ key: string; warnings: BookingWarning[] }>({ key: "", warnings: [] });
  const checkable = Boolean(doctor) && /^\d{4}-\d{2}-\d{2}$/.test(day);
  const warningsKey = new URLSearchParams({ doctor, day, ...(time ? { time } : {}) }).toString();
  const warnings = checkable && answered.key === warningsKey ? answered.warnings : [];

  useEffect(() => {
    api<{ doctors: DoctorSchedule[] }>("/doctors").then(
      (answer) => setDoctors(answer.doctors),
      (error) => setProblem(problemText(error)),
    );
  }, []);
  useEffect(() => {
    if (!checkable) return;
    let stopped = false;
    api<{ warnings: BookingWarning[] }>(`/booking-warnings?${warningsKey}`).then(
      (answer) => !stopped && setAnswered({ key: warningsKey, warnings: answer.warnings }),
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [checkable, warningsKey]);

  const chosen = doctors?.find((candidate) => candidate.id === doctor);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "").trim() || undefined;
    const saying = `${booking ? "Moved to" : "Booked with"} ${chosen?.names.en ?? doctor}, ${day} at ${clockTime(time)}.`;
    if (await change("booking", { doctor, day, time, note }, saying)) onDone();
  };

  return (
    <form className="stack booking-form" onSubmit={submit} aria-label={booking ? "Move the booking" : "Book an appointment"}>
      {problem && <p className="hint">{problem}</p>}
      <label>
        Doctor
        <select name="doctor" required value={doctor} onChange={(event) => setDoctor(event.currentTarget.value)}>
          <option value="">Choose a doctor</option>
          {doctors?.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.names.en}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <p className="muted">
          OPD: {chosen.opdText}
          {chosen.leave.length > 0 &&
            ` · Leave: ${chosen.leave.map((period) => (period.from === period.to ? period.from : `${period.from} to ${period.to}`)).join(", ")}`}
        </p>
      )}
      <div className="inline-form">
        <label>
          Day
          <input name="day" type="date" required value={day} onChange={(event) => setDay(event.currentTarget.value)} />
        </label>
        <label>
          Time
          <input name="time" type="time" required value={time} step={300} onChange={(event) => setTime(event.currentTarget.value)} />
        </label>
      </div>
      <div aria-live="polite">
        {warnings.map((warning) => (
          <p key={warning.kind} className="notice notice-problem warning">
            {warning.message}
          </p>
        ))}
      </div>
      <label>
        Note (optional)
        <input name="note" maxLength={2000} autoComplete="off" />
      </label>
      <button type="submit" disabled={busy || !doctor || !day || !time}>
        {booking ? "Move the booking" : warnings.length > 0 ? "Book anyway" : "Book"}
      </button>
    </form>
  );
}

/** The booking as it stands, with move and cancel, and the message that tells the patient. */
export function BookingPanel({ request, change, busy }: { request: RequestDetail; change: Change; busy: boolean }) {
  const [moving, setMoving] = useState(false);
  const booking = request.booking;
  const bookingKey = booking ? `${booking.doctor} ${booking.day} ${booking.time} ${booking.status}` : "";
  // Kept with the booking it tells of: a moved booking shows no message until its own arrives.
  const [told, setTold] = useState<{ key: string; message: PatientMessage } | null>(null);
  const message = told?.key === bookingKey ? told.message : null;

  useEffect(() => {
    if (!bookingKey.endsWith(" booked")) return;
    let stopped = false;
    api<PatientMessage>(`/requests/${encodeURIComponent(request.reference)}/patient-message`).then(
      (answer) => !stopped && setTold({ key: bookingKey, message: answer }),
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [request.reference, bookingKey]);

  if (!booking || booking.status !== "booked") return null;
  return (
    <section aria-labelledby="booking-heading" className="panel booking">
      <h2 id="booking-heading">Booking</h2>
      <p>
        <strong>{booking.doctorName}</strong>, {booking.dayText} at {clockTime(booking.time)}
      </p>
      <div className="outcome-buttons">
        <button type="button" disabled={busy} onClick={() => setMoving(!moving)} aria-expanded={moving}>
          Move…
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={busy}
          onClick={() => void change("booking/cancel", {}, "The booking is cancelled; the request is open again.")}
        >
          Cancel the booking
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={busy}
          onClick={() => void change("booking/no-show", {}, "Marked as a no-show; the request is due a call to find another day.")}
        >
          No-show
        </button>
      </div>
      {moving && <BookingForm request={request} change={change} busy={busy} onDone={() => setMoving(false)} />}
      {message && (
        <>
          <h3>Tell the patient ({label(LANGUAGE_LABELS, message.language)})</h3>
          <p className="message-text" lang={message.language}>
            {message.text}
          </p>
          <p className="outcome-buttons">
            {message.whatsAppLink && (
              <a className="button" href={message.whatsAppLink} target="_blank" rel="noopener noreferrer">
                Send on WhatsApp
              </a>
            )}
            {message.mobile ? (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void change("sms", {}, message.smsMode === "files" ? "SMS written (offline: no SMS provider is set up)." : "SMS sent.")
                }
              >
                Send SMS
              </button>
            ) : (
              <span className="muted">The number is not a mobile: tell the patient on the phone.</span>
            )}
          </p>
        </>
      )}
    </section>
  );
}

/** An outcome's, booking's or message's line in the history, from its JSON (server/desk/queue/request-changes.ts). */
export function historyWords(kind: string, detail: string): string | null {
  if (kind !== "outcome" && kind !== "booking" && kind !== "message") return null;
  let data: Record<string, string | null>;
  try {
    data = JSON.parse(detail) as Record<string, string | null>;
  } catch {
    return detail;
  }
  if (kind === "outcome") {
    switch (data.outcome) {
      case "no-answer":
        return `called: no answer${data.callBackAt ? `; next call ${callBackTime(data.callBackAt)}` : ""}`;
      case "call-back":
        return `set a call-back for ${data.callBackAt ? callBackTime(data.callBackAt) : "later"}`;
      case "not-needed":
        return "closed it: not needed";
      case "wrong-number":
        return "closed it: wrong number";
      default:
        return `recorded ${data.outcome}`;
    }
  }
  if (kind === "message")
    return `sent the patient an ${data.channel === "sms" ? "SMS" : "WhatsApp message"} (${label(LANGUAGE_LABELS, data.language ?? "")})`;
  if (data.action === "cancelled") return "cancelled the booking";
  if (data.action === "no-show")
    return data.day ? `marked a no-show for ${data.day} at ${clockTime(data.time ?? "")}` : "marked the booking a no-show";
  const when = `${data.doctorName ?? data.doctor} on ${data.day} at ${clockTime(data.time ?? "")}`;
  return data.action === "moved"
    ? `moved the booking to ${when} (was ${data.fromDay} at ${clockTime(data.fromTime ?? "")})`
    : `booked ${when}`;
}
