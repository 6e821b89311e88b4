import { type FormEvent, useEffect, useState } from "react";
import { type Account, api, problemText, type Role, type StaffAccount } from "../api";
import { formatIndianTime } from "#common/indian-time";
import { Notice, Screen } from "../screen";

/** The two rights over the site's content, as the screen names them. */
const RIGHTS = [
  { name: "contentEdit", label: "May edit the site's content", granted: "may now edit", withdrawn: "may no longer edit" },
  {
    name: "contentPublish",
    label: "May approve and publish it",
    granted: "may now approve and publish",
    withdrawn: "may no longer approve or publish",
  },
] as const;
type RightName = (typeof RIGHTS)[number]["name"];

const STATUS_WORDS: Record<StaffAccount["status"], string> = {
  invited: "Invited (no password yet)",
  active: "Active",
  disabled: "Disabled",
};

export function AccountsScreen({ account: me }: { account: Account }) {
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<string | null>(null);

  // Bumped after each change, to read the list again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api<{ accounts: StaffAccount[] }>("/accounts").then(
      (answer) => setAccounts(answer.accounts),
      (error) => setProblem(problemText(error)),
    );
  }, [version]);

  const act = async (work: () => Promise<void>) => {
    setProblem(null);
    setDone(null);
    try {
      await work();
      setVersion((current) => current + 1);
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email")).trim();
    const role = data.get("role") as Role;
    const rights = Object.fromEntries(RIGHTS.map(({ name }) => [name, data.get(name) === "on"]));
    void act(async () => {
      await api("/accounts", { method: "POST", body: { email, role, ...(role === "admin" ? {} : rights) } });
      setDone(`${email} is added. A link to set their password was sent to that address; it works once, for 24 hours.`);
      form.reset();
    });
  };

  const reset = (email: string) =>
    act(async () => {
      await api(`/accounts/${encodeURIComponent(email)}/reset`, { method: "POST", body: {} });
      setDone(
        `${email} is signed out and their old password no longer works. A link to set a new one was sent to their own e-mail address.`,
      );
    });

  /** Takes effect on the account's next request: the server reads the rights on each one. */
  const setRight = (email: string, name: RightName, value: boolean) =>
    act(async () => {
      await api(`/accounts/${encodeURIComponent(email)}/rights`, { method: "POST", body: { [name]: value } });
      const right = RIGHTS.find((each) => each.name === name)!;
      setDone(`${email} ${value ? right.granted : right.withdrawn} the site's content.`);
    });

  const disable = (email: string) =>
    act(async () => {
      await api(`/accounts/${encodeURIComponent(email)}/disable`, { method: "POST", body: {} });
      setDisabling(null);
      setDone(`${email} is disabled and signed out everywhere.`);
    });

  return (
    <Screen title="Accounts">
      {problem && <Notice kind="problem">{problem}</Notice>}
      {done && <Notice kind="done">{done}</Notice>}
      <section aria-labelledby="add-heading" className="panel">
        <h2 id="add-heading">Add an account</h2>
        <form className="inline-form" onSubmit={add}>
          <label>
            E-mail
            <input name="email" type="email" required autoComplete="off" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="desk">
              <option value="desk">Desk (inbox and requests)</option>
              <option value="admin">Administrator (also export, erase, accounts, audit, and the site's content)</option>
            </select>
          </label>
          {RIGHTS.map((right) => (
            <label key={right.name} className="choice">
              <input type="checkbox" name={right.name} />
              {right.label}
            </label>
          ))}
          <button type="submit">Add and send the link</button>
        </form>
      </section>
      <section aria-labelledby="list-heading">
        <h2 id="list-heading">Everyone with an account</h2>
        {accounts === null ? (
          !problem && <p className="loading">Loading accounts…</p>
        ) : (
          <ul className="accounts">
            {accounts.map((account) => (
              <li key={account.email} className="account-row">
                <div>
                  <strong>{account.email}</strong>
                  {account.email === me.email && " (you)"}
                  <br />
                  <span className="muted">
                    {account.role === "admin" ? "Administrator" : "Desk"} · {STATUS_WORDS[account.status]} · added{" "}
                    {formatIndianTime(account.createdAt)}
                  </span>
                  <fieldset className="account-rights">
                    <legend>Site content</legend>
                    {account.role === "admin" ? (
                      <p className="muted">An administrator may always edit, approve and publish.</p>
                    ) : (
                      RIGHTS.map((right) => (
                        <label key={right.name} className="choice">
                          <input
                            type="checkbox"
                            checked={account[right.name]}
                            onChange={(event) => void setRight(account.email, right.name, event.currentTarget.checked)}
                          />
                          {right.label}
                        </label>
                      ))
                    )}
                  </fieldset>
                </div>
                <div className="row-actions">
                  <button type="button" className="button-quiet" onClick={() => reset(account.email)}>
                    Send a new password link
                  </button>
                  {account.status !== "disabled" &&
                    (disabling === account.email ? (
                      <>
                        <button type="button" className="button-danger" onClick={() => disable(account.email)}>
                          Yes, disable {account.email}
                        </button>
                        <button type="button" className="button-quiet" onClick={() => setDisabling(null)}>
                          Keep it
                        </button>
                      </>
                    ) : (
                      <button type="button" className="button-quiet" onClick={() => setDisabling(account.email)}>
                        Disable
                      </button>
                    ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Screen>
  );
}
