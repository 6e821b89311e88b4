/**
 * A day's booked patients, per doctor, by time: what reception prints in the morning and the doctor's
 * assistant keeps at the OPD door. The day and doctor live in the address, so a printed list can be
 * opened again; the print stylesheet leaves out the desk's header and controls.
 */
import { useEffect, useState } from "react";
import { indianDay } from "#common/indian-time";
import { api, type DayListEntry, type DoctorSchedule, problemText } from "../api";
import { clockTime, label, LANGUAGE_LABELS, telLink } from "../format";
import { Link, navigate, useDeskLocation } from "../router";
import { Notice, Screen } from "../screen";

const DAY_TEXT = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });

export function DayListScreen() {
  const { query } = useDeskLocation();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(query.get("day") ?? "") ? query.get("day")! : indianDay(new Date());
  const doctor = query.get("doctor") ?? "";
  const [doctors, setDoctors] = useState<DoctorSchedule[]>([]);
  const asked = new URLSearchParams({ day, ...(doctor ? { doctor } : {}) }).toString();
  // Kept with the day and doctor they list, so another choice shows "Loading" rather than the last list.
  const [listed, setListed] = useState<{ key: string; bookings: DayListEntry[] } | null>(null);
  const bookings = listed?.key === asked ? listed.bookings : null;
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    api<{ doctors: DoctorSchedule[] }>("/doctors").then(
      (answer) => setDoctors(answer.doctors),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    let stopped = false;
    api<{ bookings: DayListEntry[] }>(`/day-list?${asked}`).then(
      (answer) => !stopped && setListed({ key: asked, bookings: answer.bookings }),
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [asked]);

  const choose = (next: { day?: string; doctor?: string }) => {
    const asked = new URLSearchParams({ day: next.day ?? day, ...((next.doctor ?? doctor) ? { doctor: next.doctor ?? doctor } : {}) });
    navigate(`/day-list?${asked}`, { replace: true });
  };

  const byDoctor = new Map<string, DayListEntry[]>();
  for (const booking of bookings ?? []) byDoctor.set(booking.doctorName, [...(byDoctor.get(booking.doctorName) ?? []), booking]);
  const dayText = DAY_TEXT.format(new Date(`${day}T00:00:00Z`));

  return (
    <Screen
      title={`Day list: ${dayText}`}
      actions={
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      }
    >
      <form className="filters day-list-choice" onSubmit={(event) => event.preventDefault()} aria-label="Which day and doctor">
        <label>
          Day
          <input type="date" value={day} onChange={(event) => event.currentTarget.value && choose({ day: event.currentTarget.value })} />
        </label>
        <label>
          Doctor
          <select value={doctor} onChange={(event) => choose({ doctor: event.currentTarget.value })}>
            <option value="">Every doctor</option>
            {doctors.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.names.en}
              </option>
            ))}
          </select>
        </label>
      </form>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {bookings === null ? (
        !problem && <p className="loading">Loading the day's bookings…</p>
      ) : bookings.length === 0 ? (
        <p className="empty">No patient is booked {doctor ? "with this doctor " : ""}on this day.</p>
      ) : (
        [...byDoctor].map(([name, entries]) => (
          <section key={name} className="panel day-list" aria-label={name}>
            <h2>
              {name} <span className="muted">({entries.length === 1 ? "1 patient" : `${entries.length} patients`})</span>
            </h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Patient</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Language</th>
                  <th scope="col">Reference</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.reference}>
                    <td>{clockTime(entry.time)}</td>
                    <td>{entry.name}</td>
                    <td>
                      <a href={telLink(entry.phone)}>{entry.phone}</a>
                    </td>
                    <td>{label(LANGUAGE_LABELS, entry.language)}</td>
                    <td>
                      <Link to={`/requests/${encodeURIComponent(entry.reference)}`} className="reference">
                        {entry.reference}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </Screen>
  );
}
