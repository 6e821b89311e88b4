import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { type Account, api, FORMS, type Inbox, problemText, type RequestSummary, STATUSES } from "./api";
import { age, FORM_LABELS, indianTime, label, STATUS_LABELS } from "./format";
import { Link, navigate, useDeskLocation } from "./router";
import { Notice, Screen } from "./screen";

/** How often the open inbox asks for what arrived or changed. */
export const POLL_MS = 10_000;
/** Filters kept in the address. The search term is not: it is a patient's phone, e-mail or name (below). */
const FILTERS = ["status", "form", "speciality", "from", "to"] as const;

const newestFirst = (a: RequestSummary, b: RequestSummary) => b.receivedAt.localeCompare(a.receivedAt);

/** The listed requests with the fresh ones put in, each reference once. */
function merge(listed: RequestSummary[], fresh: RequestSummary[]): RequestSummary[] {
  const byReference = new Map(listed.map((request) => [request.reference, request]));
  for (const request of fresh) byReference.set(request.reference, request);
  return [...byReference.values()].sort(newestFirst);
}

/** The export needs a recent second factor: confirm it first (the desk's dialog asks when needed), then download. */
function exportAfterStepUp(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const href = event.currentTarget.href;
  api("/step-up").then(
    () => window.location.assign(href),
    () => undefined,
  );
}

/**
 * The search term lives in the history entry's state, not in the address: an address goes into the
 * shared reception PC's history, its suggestions and synced bookmarks, and a patient's phone or name
 * must not. Back and reload still bring the search back, in this tab only.
 */
export function InboxScreen({ account }: { account: Account }) {
  const { query, searchTerm } = useDeskLocation();
  const typedInAddress = query.get("q");
  const inAddress = new URLSearchParams([...query].filter(([name, value]) => (FILTERS as readonly string[]).includes(name) && value));
  useEffect(() => {
    // An older link with the term in it: moved into the state, out of this history entry.
    if (typedInAddress) navigate(inAddress.size > 0 ? `/?${inAddress}` : "/", { replace: true, state: { q: typedInAddress } });
  });
  const filters = new URLSearchParams(inAddress);
  const term = typedInAddress || searchTerm;
  if (term) filters.set("q", term);
  // Other filters are another list: it starts afresh.
  return <FilteredInbox key={filters.toString()} account={account} filters={filters} />;
}

function FilteredInbox({ account, filters }: { account: Account; filters: URLSearchParams }) {
  const filterKey = filters.toString();
  const [requests, setRequests] = useState<RequestSummary[] | null>(null);
  const [newCount, setNewCount] = useState(0);
  const [arrived, setArrived] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [olderLeft, setOlderLeft] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const cursor = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    const seen = new Set<string>();
    const load = async () => {
      try {
        const inbox = await api<Inbox>(`/requests?${filterKey}`);
        if (stopped) return;
        inbox.requests.forEach((request) => seen.add(request.reference));
        cursor.current = inbox.cursor;
        setRequests(inbox.requests);
        setNewCount(inbox.newCount);
        setOlderLeft(inbox.requests.length === 50);
        setProblem(null);
      } catch (error) {
        if (!stopped) setProblem(problemText(error));
      }
    };
    const poll = async () => {
      if (!cursor.current) return load();
      const since = new URLSearchParams(filterKey);
      since.set("since", cursor.current);
      try {
        const inbox = await api<Inbox>(`/requests?${since}`, { background: true });
        if (stopped) return;
        cursor.current = inbox.cursor;
        const fresh = inbox.requests.filter((request) => !seen.has(request.reference));
        fresh.forEach((request) => seen.add(request.reference));
        if (fresh.length > 0) setArrived((count) => count + fresh.length);
        setRequests((listed) => merge(listed ?? [], inbox.requests));
        setNewCount(inbox.newCount);
        setNow(Date.now());
        setProblem(null);
      } catch (error) {
        if (!stopped) setProblem(problemText(error));
      }
    };
    void load();
    const timer = window.setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [filterKey]);

  const showOlder = async () => {
    const oldest = requests?.at(-1);
    if (!oldest) return;
    const older = new URLSearchParams(filterKey);
    older.set("before", oldest.receivedAt);
    try {
      const inbox = await api<Inbox>(`/requests?${older}`);
      setRequests((listed) => merge(listed ?? [], inbox.requests));
      setOlderLeft(inbox.requests.length === 50);
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim()) chosen.set(name, value.trim());
    const term = chosen.get("q");
    chosen.delete("q");
    navigate(chosen.size > 0 ? `/?${chosen}` : "/", { state: term ? { q: term } : null });
  };

  return (
    <Screen
      title="Inbox"
      tabTitle={newCount > 0 ? `(${newCount}) Inbox` : "Inbox"}
      actions={
        account.role === "admin" ? (
          <a className="button button-quiet" href="/api/desk/export.csv" download onClick={exportAfterStepUp}>
            Export CSV
          </a>
        ) : undefined
      }
    >
      <p className="summary">
        {newCount === 1 ? "1 request is new." : `${newCount} requests are new.`} The inbox checks for new requests every 10 seconds.
      </p>
      <form className="filters" onSubmit={applyFilters} role="search" aria-label="Find requests">
        <label className="search">
          Search by reference, phone, e-mail or name
          <input name="q" type="search" defaultValue={filters.get("q") ?? ""} autoComplete="off" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.get("status") ?? ""}>
            <option value="">Any status</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {label(STATUS_LABELS, status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Form
          <select name="form" defaultValue={filters.get("form") ?? ""}>
            <option value="">Any form</option>
            {FORMS.map((form) => (
              <option key={form} value={form}>
                {label(FORM_LABELS, form)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Speciality
          <select name="speciality" defaultValue={filters.get("speciality") ?? ""}>
            <option value="">Any speciality</option>
            {APPOINTMENT_SPECIALITIES.map((speciality) => (
              <option key={speciality}>{speciality}</option>
            ))}
          </select>
        </label>
        <label>
          From (day)
          <input name="from" type="date" defaultValue={filters.get("from") ?? ""} />
        </label>
        <label>
          To (day)
          <input name="to" type="date" defaultValue={filters.get("to") ?? ""} />
        </label>
        <div className="filter-buttons">
          <button type="submit">Show</button>
          {filterKey && (
            <button type="button" className="button-quiet" onClick={() => navigate("/")}>
              Clear
            </button>
          )}
        </div>
      </form>
      <div aria-live="polite" className="live">
        {arrived > 0 && <Notice kind="done">{arrived === 1 ? "1 new request arrived." : `${arrived} new requests arrived.`}</Notice>}
      </div>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {requests === null ? (
        !problem && <p className="loading">Loading requests…</p>
      ) : requests.length === 0 ? (
        <p className="empty">{filterKey ? "No request matches these filters." : "No requests yet."}</p>
      ) : (
        <ol className="requests" aria-label="Requests, newest first">
          {requests.map((request) => (
            <RequestRow key={request.reference} request={request} now={now} />
          ))}
        </ol>
      )}
      {olderLeft && (
        <button type="button" className="button-quiet" onClick={showOlder}>
          Show older requests
        </button>
      )}
    </Screen>
  );
}

function RequestRow({ request, now }: { request: RequestSummary; now: number }) {
  return (
    <li className="request-row" data-reference={request.reference}>
      <div className="request-who">
        <Link to={`/requests/${encodeURIComponent(request.reference)}`} className="request-name">
          {request.name || "(no name)"}
        </Link>
        <span className="reference">{request.reference}</span>
      </div>
      <div>
        <span className={`status status-${request.status}`}>{label(STATUS_LABELS, request.status)}</span>
      </div>
      <div>
        {label(FORM_LABELS, request.form)}
        {request.speciality && <span className="muted"> · {request.speciality}</span>}
        {request.doctorName && <span className="muted"> · {request.doctorName}</span>}
        {request.preferredDate && (
          <span className="muted">
            {" "}
            · {request.preferredDate} {request.preferredTime}
          </span>
        )}
      </div>
      <div>
        <time dateTime={request.receivedAt} title={indianTime(request.receivedAt)}>
          {age(request.receivedAt, now)}
        </time>
      </div>
      <div className="muted">
        {request.claimedBy ? <span className="claimed">On it: {request.claimedBy}</span> : "Not claimed"}
        {request.lastActedBy && <span className="last-acted"> · Last acted: {request.lastActedBy}</span>}
      </div>
    </li>
  );
}
