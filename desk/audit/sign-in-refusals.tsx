import { useEffect, useState } from "react";
import { api, problemText } from "../api";
import { formatIndianTime } from "#common/indian-time";
import { Notice } from "../screen";
import type { SignInRefusals } from "#schemas/sign-in-refusals";

/**
 * Refused sign-ins, summarised apart from the audit log so that a flood of them cannot hide anything
 * there. Accounts being held back mean someone is guessing their password from elsewhere: the notice
 * says so, since the staff member can still sign in from a place they used before.
 */
export function SignInRefusalsSection() {
  const [summary, setSummary] = useState<SignInRefusals | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    api<SignInRefusals>("/sign-in-refusals?limit=100").then(setSummary, (error) => setProblem(problemText(error)));
  }, []);

  return (
    <section aria-labelledby="sign-in-refusals-heading">
      <h2 id="sign-in-refusals-heading">Refused sign-ins</h2>
      <p>Counted per account, address and quarter of an hour. The e-mail typed is not kept when it has no account.</p>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {summary?.heldBack.map((held) => (
        <Notice kind="problem" key={held.account}>
          Someone is guessing the password of {held.account}: {held.failures} wrong passwords in the last 15 minutes, the last at{" "}
          {formatIndianTime(held.lastAt)}. New places are held back; the account still signs in from where it did before.
        </Notice>
      ))}
      {summary === null ? (
        !problem && <p className="loading">Loading refused sign-ins…</p>
      ) : summary.refusals.length === 0 ? (
        <p>No refused sign-ins.</p>
      ) : (
        // Closed until asked for: the audit log above is what this screen is for.
        <details>
          <summary>Refused sign-ins by account, address and quarter hour ({summary.refusals.length})</summary>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Summary of refused sign-ins">
            <table className="audit">
              <thead>
                <tr>
                  <th scope="col">First (IST)</th>
                  <th scope="col">Last (IST)</th>
                  <th scope="col">Account</th>
                  <th scope="col">From</th>
                  <th scope="col">Wrong password</th>
                  <th scope="col">Held back</th>
                </tr>
              </thead>
              <tbody>
                {summary.refusals.map((row) => (
                  <tr key={`${row.windowStart}-${row.account ?? ""}-${row.address}`}>
                    <td>
                      <time dateTime={row.firstAt}>{formatIndianTime(row.firstAt)}</time>
                    </td>
                    <td>
                      <time dateTime={row.lastAt}>{formatIndianTime(row.lastAt)}</time>
                    </td>
                    <td>{row.account ?? "no such account"}</td>
                    <td>{row.address}</td>
                    <td>{row.refused}</td>
                    <td>{row.heldBack}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
