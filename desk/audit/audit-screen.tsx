import { type FormEvent, useEffect, useState } from "react";
import { api, type AuditEntry, type AuditPage, problemText } from "../api";
import { formatIndianTime } from "#common/indian-time";
import { Notice, Screen } from "../screen";
import { SignInRefusalsSection } from "./sign-in-refusals";

const ACTIONS: Record<string, string> = {
  "sign-in": "signed in",
  "sign-in-refusals-read": "viewed the refused sign-ins",
  "sign-out": "signed out",
  "password-set": "set a password",
  "password-changed": "changed their password",
  "second-factor-added": "added a second factor",
  "second-factor-passed": "passed the second factor",
  "second-factor-refused": "was refused at the second factor",
  access: "opened a request",
  list: "listed requests",
  search: "searched requests",
  "request-status": "changed a request's status",
  "request-note": "added a note",
  "request-claim": "claimed a request",
  "request-release": "released a request",
  export: "exported requests",
  erase: "erased data",
  "erasure-preview": "looked up data to erase",
  "accounts-read": "viewed the accounts",
  "audit-read": "viewed the audit log",
  "audit-expired": "removed entries past the retention period",
  forbidden: "was refused (not allowed)",
  "csrf-refused": "was refused (no CSRF token)",
  "account-added": "added an account",
  "account-disabled": "disabled an account",
  "account-reset": "reset an account's password",
  purge: "deleted old submissions",
  retry: "put failed e-mails back in the queue",
  "media-uploaded": "uploaded a picture",
  "account-rights": "changed an account's content rights",
  "content-save": "saved a content draft",
  "content-remove": "removed a content item",
  "content-order": "reordered content",
  "content-discard": "discarded a content draft",
  "content-approve": "approved a content change",
  "content-hindi-confirmed": "said a Hindi text is still right",
  "content-publish": "published the site's content",
  "content-rollback": "rolled back the site's content",
  "content-import": "imported content",
  "content-export": "exported content",
  "content-preview": "previewed content",
  "request-outcome": "recorded a call's outcome",
  "request-booking": "booked, moved or cancelled an appointment",
  "day-list": "viewed a day list",
  "patient-message": "sent the patient their booking",
  "display-name": "changed their display name",
  "person-data-read": "viewed a person's data (access request)",
  "person-data-export": "downloaded a person's data (access request)",
};

/** How many rows an entry touched, where it says more than the action: "(12 rows)", "(none)"; nothing for one. */
export function rowCountText(rowCount: number | null | undefined): string {
  if (rowCount === null || rowCount === undefined || rowCount === 1) return "";
  return rowCount === 0 ? " (none)" : ` (${rowCount.toLocaleString("en-IN")} rows)`;
}

/**
 * Who acted, by display name with the e-mail address the entry signed beneath it: the log keeps the
 * address (its hash chain cannot be rewritten), colleagues know each other by name. The staff command
 * signs as "Meena (login meena)", which needs no second line.
 */
function Actor({ actor, names }: { actor: string; names: Record<string, string> }) {
  const name = names[actor];
  if (!name) return <>{actor}</>;
  return (
    <>
      <span className="actor-name">{name}</span>
      <span className="actor-address">{actor}</span>
    </>
  );
}

const PAGE_SIZE = 100;
type Filters = { action?: string; person?: string; day?: string };

const pagePath = (filters: Filters, before?: number) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (before !== undefined) query.set("before", String(before));
  return `/audit?${query}`;
};

/**
 * The audit log, newest first, a page at a time, filtered by action, person and day; nobody can change
 * or delete an entry from the desk. The filters stay in the screen, not in the address bar.
 */
export function AuditScreen() {
  const [filters, setFilters] = useState<Filters>({});
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [older, setOlder] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});

  useEffect(() => {
    // Without the names the log still reads, by address.
    api<{ names: Record<string, string> }>("/staff-names").then(
      (answer) => setNames(answer.names),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    let stopped = false;
    api<AuditPage>(pagePath(filters)).then(
      (page) => {
        if (stopped) return;
        setEntries(page.entries);
        setOlder(page.older);
      },
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [filters]);

  const showOlder = async () => {
    if (older === null) return;
    try {
      const page = await api<AuditPage>(pagePath(filters, older));
      setEntries((shown) => [...(shown ?? []), ...page.entries]);
      setOlder(page.older);
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    setEntries(null);
    setProblem(null);
    setFilters({ action: value("action"), person: value("person"), day: value("day") });
  };

  const filtered = Object.values(filters).some(Boolean);
  return (
    <Screen title="Audit log">
      <p>Newest first, {PAGE_SIZE} at a time. Entries cannot be changed or deleted.</p>
      <form className="filters" onSubmit={applyFilters} role="search" aria-label="Find audit entries">
        <label>
          Action
          <select name="action" defaultValue="">
            <option value="">Any action</option>
            {Object.entries(ACTIONS).map(([action, words]) => (
              <option key={action} value={action}>
                {words}
              </option>
            ))}
          </select>
        </label>
        <label>
          Person
          <input name="person" type="text" autoComplete="off" placeholder="e-mail" list="audit-people" />
          <datalist id="audit-people">
            {Object.entries(names).map(([email, name]) => (
              <option key={email} value={email} label={name} />
            ))}
          </datalist>
        </label>
        <label>
          Day (India)
          <input name="day" type="date" />
        </label>
        <div className="filter-buttons">
          <button type="submit">Show</button>
        </div>
      </form>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {entries === null ? (
        !problem && <p className="loading">Loading the audit log…</p>
      ) : entries.length === 0 ? (
        <p className="empty">{filtered ? "No entry matches these filters." : "The audit log is empty."}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Audit log entries">
          <table className="audit">
            <thead>
              <tr>
                <th scope="col">When (IST)</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">About</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`} data-action={entry.action}>
                  <td>
                    <time dateTime={entry.at}>{formatIndianTime(entry.at)}</time>
                  </td>
                  <td className="actor">
                    <Actor actor={entry.actor} names={names} />
                  </td>
                  <td>
                    {ACTIONS[entry.action] ?? entry.action}
                    {rowCountText(entry.rowCount)}
                  </td>
                  <td>{entry.target}</td>
                  <td>{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries !== null && older !== null && (
        <button type="button" className="button-quiet" onClick={showOlder}>
          Show older entries
        </button>
      )}
      <SignInRefusalsSection />
    </Screen>
  );
}
