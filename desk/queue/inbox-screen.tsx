import { RED_FLAG_ADVICE } from "#common/emergency";
import { type ChangeEvent, type FormEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import {
  byPreferredDate,
  inView,
  isQueueOrdered,
  lateness,
  QUEUE_VIEW_DEFINITIONS,
  QUEUE_SORT_LABELS,
  QUEUE_SORTS,
  QUEUE_VIEW_LABELS,
  QUEUE_VIEWS,
  preferredDateQueueOrder,
  queueOrder,
  type QueueSort,
  type QueueView,
} from "#common/request-queue";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { type Account, api, FORMS, heldBy, type Inbox, problemText, type QueueCounts, type RequestSummary, STATUSES } from "../api";
import { age, callBackTime, clockTime, FORM_LABELS, label, LANGUAGE_LABELS, STATUS_LABELS, telLink } from "../format";
import { formatIndianTime } from "#common/indian-time";
import { useNewRequestAlerts, AlertSettings } from "./new-request-alerts";
import { Link, navigate, useDeskLocation } from "../router";
import { Notice, Screen } from "../screen";
import { unseenBy } from "./seen-requests";

/** How often the open inbox asks for what arrived or changed. */
export const POLL_MS = 10_000;
/** How often the rows are put in order again by the clock (a call-back falling due) between polls. */
const REORDER_MS = 30_000;
/** Filters kept in the address. The search term is not: it is a patient's phone, e-mail or name (below). */
const FILTERS = ["view", "status", "form", "speciality", "from", "to", "likelySpam", "sort"] as const;
/** The filters folded behind "Filters": it opens by itself when one of them is set. */
const FOLDED_FILTERS = ["status", "form", "speciality", "from", "to", "likelySpam", "sort"];

/** What the rows are narrowed and ordered by, besides the view: the Likely spam filter and the chosen order. */
type ListChoice = { view: QueueView; likelySpam: boolean; sort: QueueSort | null };

/** The listed requests with the fresh ones put in, each reference once, those that left the view out, in the view's or the chosen order. */
function merge(listed: RequestSummary[], fresh: RequestSummary[], choice: ListChoice, me: string, now: Date): RequestSummary[] {
  const { view } = choice;
  const byReference = new Map(listed.map((request) => [request.reference, request]));
  for (const request of fresh) byReference.set(request.reference, request);
  const rows = [...byReference.values()].filter(
    (request) => inView(view, queueRowOf(request), { me, now }) && (!choice.likelySpam || request.likelySpam !== null),
  );
  if (QUEUE_VIEW_DEFINITIONS[view].order === "booking-time")
    return rows.sort((a, b) => (a.booking?.time ?? "").localeCompare(b.booking?.time ?? ""));
  const byDay = choice.sort === "preferred-date";
  if (!isQueueOrdered(view)) {
    const newestFirst = (a: RequestSummary, b: RequestSummary) => b.receivedAt.localeCompare(a.receivedAt);
    return rows.sort(byDay ? byPreferredDate(newestFirst) : newestFirst);
  }
  // By this screen's clock, so a call-back falls due here when its time comes, whatever the last answer said.
  const order = byDay ? preferredDateQueueOrder(now) : queueOrder(now);
  return rows.sort((a, b) => order(queueRowOf(a), queueRowOf(b)));
}

const queueRowOf = (request: RequestSummary) => ({
  ...request,
  bookingDay: request.booking?.status === "booked" ? request.booking.day : null,
});

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
  const view = (QUEUE_VIEWS as readonly string[]).includes(filters.get("view") ?? "") ? (filters.get("view") as QueueView) : "open";
  const sort = (QUEUE_SORTS as readonly string[]).includes(filters.get("sort") ?? "") ? (filters.get("sort") as QueueSort) : null;
  const likelySpam = filters.get("likelySpam") === "true";
  const asked = new URLSearchParams(filters);
  asked.set("view", view);
  const filterKey = asked.toString();
  const [requests, setRequests] = useState<RequestSummary[] | null>(null);
  const [newCount, setNewCount] = useState(0);
  const [counts, setCounts] = useState<QueueCounts | null>(null);
  const [targetMinutes, setTargetMinutes] = useState(120);
  const [arrived, setArrived] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const cursor = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const alerts = useNewRequestAlerts();
  const alertRef = useRef(alerts.announce);
  useEffect(() => {
    alertRef.current = alerts.announce;
  });

  useEffect(() => {
    let stopped = false;
    const seen = new Set<string>();
    const load = async () => {
      try {
        const inbox = await api<Inbox>(`/requests?${filterKey}`);
        if (stopped) return;
        inbox.requests.forEach((request) => seen.add(request.reference));
        cursor.current = inbox.cursor;
        setRequests(merge([], inbox.requests, { view, likelySpam, sort }, account.email, new Date()));
        setNewCount(inbox.newCount);
        setCounts(inbox.counts);
        setTargetMinutes(inbox.targetMinutes);
        setMore(inbox.more);
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
        const fresh = inbox.requests.filter((request) => !seen.has(request.reference) && request.lastActedAt === null);
        inbox.requests.forEach((request) => seen.add(request.reference));
        if (fresh.length > 0) {
          setArrived((count) => count + fresh.length);
          alertRef.current(fresh);
        }
        const at = Date.now();
        setRequests((listed) => merge(listed ?? [], inbox.requests, { view, likelySpam, sort }, account.email, new Date(at)));
        setNewCount(inbox.newCount);
        setCounts(inbox.counts);
        setNow(at);
        setProblem(null);
      } catch (error) {
        if (!stopped) setProblem(problemText(error));
      }
    };
    void load();
    const timer = window.setInterval(poll, POLL_MS);
    // Between polls, the clock alone can bring a call-back due: the rows are put in order again.
    const reorder = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      setRequests((listed) => (listed === null ? null : merge(listed, [], { view, likelySpam, sort }, account.email, new Date(at))));
    }, REORDER_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.clearInterval(reorder);
    };
  }, [filterKey, view, likelySpam, sort, account.email]);

  const showMore = async () => {
    const next = new URLSearchParams(filterKey);
    const shown = requests ?? [];
    // The server pages its own orders by offset, newest first by the last row's time.
    if (isQueueOrdered(view) || (sort && QUEUE_VIEW_DEFINITIONS[view].order !== "booking-time")) next.set("offset", String(shown.length));
    else if (shown.at(-1)) next.set("before", shown.at(-1)!.receivedAt);
    try {
      const inbox = await api<Inbox>(`/requests?${next}`);
      setRequests((listed) => [
        ...(listed ?? []),
        ...inbox.requests.filter((request) => !listed?.some((each) => each.reference === request.reference)),
      ]);
      setMore(inbox.more);
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  /** Filters apply as they change: each change is a new address (Back undoes it). */
  const applyFilters = (form: HTMLFormElement) => {
    const chosen = new URLSearchParams();
    if (view !== "open") chosen.set("view", view);
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim()) chosen.set(name, value.trim());
    const term = chosen.get("q");
    chosen.delete("q");
    navigate(chosen.size > 0 ? `/?${chosen}` : "/", { state: term ? { q: term } : null });
  };
  const submitFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyFilters(event.currentTarget);
  };
  const filterChanged = (event: ChangeEvent<HTMLFormElement>) => {
    // The search applies when Enter is pressed (or the field is left), not at every letter; the alerts are no filter.
    const changed = event.target as HTMLElement;
    if (changed.getAttribute("name") !== "q" && !changed.hasAttribute("data-no-filter")) applyFilters(event.currentTarget);
  };

  const viewLink = (target: QueueView) => {
    const next = new URLSearchParams(filters);
    next.delete("q");
    if (target === "open") next.delete("view");
    else next.set("view", target);
    return next.size > 0 ? `/?${next}` : "/";
  };

  const claim = async (reference: string) => {
    setProblem(null);
    try {
      const changed = await api<RequestSummary>(`/requests/${encodeURIComponent(reference)}/claim`, { method: "POST", body: {} });
      setRequests((listed) => merge(listed ?? [], [changed], { view, likelySpam, sort }, account.email, new Date()));
      setDone(`You claimed ${reference}.`);
    } catch (error) {
      setProblem(problemText(error));
      // A colleague claimed it since the list was drawn: their name goes on the row.
      const holder = heldBy(error);
      if (holder) setRequests((listed) => merge(listed ?? [], [holder], { view, likelySpam, sort }, account.email, new Date()));
    }
  };

  /** j/k or the arrow keys: next and previous request; c: claim it; o: open it at its outcomes. */
  const onKeys = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const rows = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a.request-name") ?? [])];
    const at = rows.indexOf(document.activeElement as HTMLAnchorElement);
    const row = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("[data-reference]");
    const move = (to: number) => {
      event.preventDefault();
      rows[Math.max(0, Math.min(rows.length - 1, to))]?.focus();
    };
    if (event.key === "j" || event.key === "ArrowDown") move(at + 1);
    else if (event.key === "k" || event.key === "ArrowUp") move(at - 1);
    else if (event.key === "c" && row) {
      event.preventDefault();
      void claim(row.dataset.reference!);
    } else if (event.key === "o" && row) {
      event.preventDefault();
      navigate(`/requests/${encodeURIComponent(row.dataset.reference!)}#outcome`);
    }
  };

  // Read once a render: which rows this person has not opened yet, from this browser's memory of them.
  const unseen = unseenBy(account.email);
  const listName = `${QUEUE_VIEW_LABELS[view]} requests${
    sort && QUEUE_VIEW_DEFINITIONS[view].order !== "booking-time"
      ? `${isQueueOrdered(view) ? ", red flags first, then" : ""} by ${QUEUE_SORT_LABELS[sort].toLowerCase()}`
      : view === "open" || view === "unclaimed" || view === "mine"
        ? ", red flags first, then the longest waiting"
        : ""
  }`;
  return (
    <Screen
      title="Inbox"
      tabTitle={newCount > 0 ? `(${newCount}) Inbox` : "Inbox"}
      actions={
        <div className="screen-actions">
          {account.role === "admin" && (
            <a
              className="button button-quiet"
              href={`/api/desk/export.csv?${exportQuery(filters, view)}`}
              download
              onClick={exportAfterStepUp}
            >
              Export CSV
            </a>
          )}
        </div>
      }
    >
      <nav aria-label="Views" className="views">
        <ul>
          {QUEUE_VIEWS.map((name) => (
            <li key={name}>
              <Link to={viewLink(name)} aria-current={name === view ? "page" : undefined}>
                {QUEUE_VIEW_LABELS[name]}
                {counts && <span className="count"> {counts[name]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="filters" onSubmit={submitFilters} onChange={filterChanged} role="search" aria-label="Find requests">
        <label className="search">
          <span className="visually-hidden">Search by reference, phone, e-mail or name</span>
          <input
            name="q"
            type="search"
            defaultValue={filters.get("q") ?? ""}
            autoComplete="off"
            placeholder="Search by reference, phone, e-mail or name"
            onBlur={(event) => {
              if (event.currentTarget.value.trim() !== (filters.get("q") ?? "")) applyFilters(event.currentTarget.form!);
            }}
          />
        </label>
        <button type="submit">Search</button>
        <details className="more-filters" open={FOLDED_FILTERS.some((name) => filters.has(name))}>
          <summary>Filters</summary>
          <div className="filter-fields">
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
            <label>
              Order
              <select name="sort" defaultValue={sort ?? ""}>
                <option value="">
                  {QUEUE_VIEW_DEFINITIONS[view].order === "booking-time"
                    ? "By booked time"
                    : isQueueOrdered(view)
                      ? "Queue order"
                      : "Newest first"}
                </option>
                {QUEUE_SORTS.map((each) => (
                  <option key={each} value={each}>
                    {QUEUE_SORT_LABELS[each]}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input name="likelySpam" type="checkbox" value="true" defaultChecked={likelySpam} />
              Only likely spam
            </label>
            {[...filters.keys()].some((name) => name !== "view") && (
              <button type="button" className="button-quiet" onClick={() => navigate(view === "open" ? "/" : `/?view=${view}`)}>
                Clear filters
              </button>
            )}
          </div>
        </details>
        <AlertSettings alerts={alerts} />
      </form>
      <div aria-live="polite" className="live">
        {arrived > 0 && <Notice kind="done">{arrived === 1 ? "1 new request arrived." : `${arrived} new requests arrived.`}</Notice>}
        {done && <Notice kind="done">{done}</Notice>}
      </div>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {requests === null ? (
        !problem && <p className="loading">Loading requests…</p>
      ) : requests.length === 0 ? (
        <p className="empty">
          {[...filters.keys()].some((name) => name !== "view")
            ? "No request matches these filters."
            : `No requests in ${QUEUE_VIEW_LABELS[view]}.`}
        </p>
      ) : (
        <ol className="requests" aria-label={listName} ref={list} onKeyDown={onKeys}>
          {requests.map((request) => (
            <RequestRow key={request.reference} request={request} now={now} targetMinutes={targetMinutes} unseen={unseen(request)} />
          ))}
        </ol>
      )}
      {more && (
        <button type="button" className="button-quiet" onClick={showMore}>
          Show more requests
        </button>
      )}
      <p className="hint keys">
        Keys in the list: <kbd>j</kbd>/<kbd>k</kbd> next and previous, <kbd>Enter</kbd> open, <kbd>c</kbd> claim, <kbd>o</kbd> record how
        the call went.
      </p>
    </Screen>
  );
}

/** The export follows what is on screen: the view and every filter, the search term included. */
function exportQuery(filters: URLSearchParams, view: QueueView): string {
  const query = new URLSearchParams(filters);
  query.set("view", view);
  return query.toString();
}

function RequestRow({
  request,
  now,
  targetMinutes,
  unseen,
}: {
  request: RequestSummary;
  now: number;
  targetMinutes: number;
  /** Not opened by the person at this desk since it arrived: shown bold (review m14). */
  unseen: boolean;
}) {
  const late = lateness(queueRowOf(request), new Date(now), targetMinutes);
  const flagged = request.redFlags.length > 0 && (request.status === "new" || request.status === "contacted");
  const due = request.callBackAt !== null && request.callBackAt <= new Date(now).toISOString();
  return (
    <li className={`request-row${flagged ? " red-flag" : ""}${unseen ? " unseen" : ""}`} data-reference={request.reference}>
      <div className="row-line">
        <Link to={`/requests/${encodeURIComponent(request.reference)}`} className="request-name">
          {request.name || "(no name)"}
          {unseen && <span className="visually-hidden"> (not opened by you yet)</span>}
        </Link>
        {request.phone && (
          <a className="row-phone" href={telLink(request.phone)} aria-label={`Call ${request.phone}`}>
            {request.phone}
          </a>
        )}
        <span className="badge" lang={request.language === "hi" ? "hi" : "en"}>
          {label(LANGUAGE_LABELS, request.language)}
        </span>
        <span className={`status status-${request.status}`}>{label(STATUS_LABELS, request.status)}</span>
        {request.complaint && <strong className="badge badge-complaint">Complaint</strong>}
        {request.likelySpam && request.status !== "spam" && (
          <span className="badge badge-likely-spam" title={request.likelySpam.reasons.join("; ")}>
            Likely spam<span className="visually-hidden"> ({request.likelySpam.reasons.join("; ")})</span>
          </span>
        )}
        {flagged && (
          <strong className="flag">
            Red flag: {request.redFlags.map((flag) => flag.label).join(", ")}. {RED_FLAG_ADVICE.short}
          </strong>
        )}
        <time dateTime={request.receivedAt} title={formatIndianTime(request.receivedAt)} className={`age age-${late}`}>
          {age(request.receivedAt, now)}
          {late !== "on-time" && <span className="visually-hidden"> ({late === "late" ? "past the target" : "well past the target"})</span>}
        </time>
      </div>
      <div className="row-line muted">
        <span className="reference">{request.reference}</span>
        <span>
          {label(FORM_LABELS, request.form)}
          {request.speciality && ` · ${request.speciality}`}
        </span>
        {request.doctorName && <span>{request.doctorName}</span>}
        {request.preferredDateText && (
          <span>
            {request.preferredDateText}
            {request.preferredTime && ` · ${request.preferredTime}`}
          </span>
        )}
        {request.booking?.status === "booked" && (
          <span className="booked">
            Booked: {request.booking.doctorName}, {request.booking.dayText} {clockTime(request.booking.time)}
          </span>
        )}
        {(request.attempts > 0 || request.callBackAt) && (
          <span className={due ? "due" : undefined}>
            {request.attempts > 0 && `${request.attempts} ${request.attempts === 1 ? "attempt" : "attempts"}`}
            {request.attempts > 0 && request.callBackAt && " · "}
            {request.callBackAt &&
              (due ? `Call back due (${callBackTime(request.callBackAt)})` : `Next call ${callBackTime(request.callBackAt)}`)}
          </span>
        )}
        <span>{request.claimedByName ? `On it: ${request.claimedByName}` : "Not claimed"}</span>
        {request.preview && <span className="preview">{request.preview}</span>}
      </div>
    </li>
  );
}
