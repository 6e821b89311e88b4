import { useEffect, useState } from "react";
import { api, type AuditEntry, problemText } from "./api";
import { indianTime } from "./format";
import { Notice, Screen } from "./screen";
import { SignInRefusalsSection } from "./sign-in-refusals";

const ACTIONS: Record<string, string> = {
  "sign-in": "signed in",
  "sign-in-refused": "was refused sign-in",
  "sign-out": "signed out",
  "password-set": "set a password",
  access: "opened a request",
  "request-status": "changed a request's status",
  "request-note": "added a note",
  "request-claim": "claimed a request",
  "request-release": "released a request",
  export: "exported requests",
  erase: "erased data",
  "account-added": "added an account",
  "account-disabled": "disabled an account",
  "account-reset": "reset an account's password",
};

/** The audit log, newest first; nobody can change or delete an entry from the desk. */
export function AuditScreen() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    api<{ entries: AuditEntry[] }>("/audit?limit=200").then(
      (answer) => setEntries(answer.entries),
      (error) => setProblem(problemText(error)),
    );
  }, []);

  return (
    <Screen title="Audit log">
      <p>The last 200 entries, newest first. Entries cannot be changed or deleted.</p>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {entries === null ? (
        !problem && <p className="loading">Loading the audit log…</p>
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
                    <time dateTime={entry.at}>{indianTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>
                    {ACTIONS[entry.action] ?? entry.action}
                    {entry.rowCount !== null && entry.rowCount !== undefined && ` (${entry.rowCount})`}
                  </td>
                  <td>{entry.target}</td>
                  <td>{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SignInRefusalsSection />
    </Screen>
  );
}
