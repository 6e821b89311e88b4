/** Your own sign-in: change your password, see and add second factors. */
import { type FormEvent, useEffect, useState } from "react";
import { api, problemText } from "../api";
import { EnrolSecondFactor, RecoveryCodes } from "./enrol-second-factor";
import { formatIndianTime } from "#common/indian-time";
import { Notice, Screen } from "../screen";
import { MIN_ADMIN_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./set-password-screen";

type Factor = { id: string; kind: "totp" | "passkey"; label: string; createdAt: string; lastUsedAt: string | null };

export function SecurityScreen() {
  const [factors, setFactors] = useState<{ factors: Factor[]; recoveryCodesLeft: number } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    api<{ factors: Factor[]; recoveryCodesLeft: number }>("/second-factor").then(setFactors, (error) => setProblem(problemText(error)));
  }, [version]);

  const [displayName, setDisplayName] = useState<string | null>(null);
  useEffect(() => {
    api<{ me: string | null }>("/staff-names").then(
      (answer) => setDisplayName(answer.me ?? ""),
      () => setDisplayName(""),
    );
  }, []);

  const saveDisplayName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("displayName")).trim();
    setProblem(null);
    setDone(null);
    try {
      await api("/display-name", { method: "POST", body: { displayName: name } });
      setDone(name ? `Colleagues now see you as ${name}.` : "Colleagues now see your e-mail address.");
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("newPassword"));
    setProblem(null);
    setDone(null);
    if (newPassword !== String(data.get("repeat"))) {
      setProblem("The two new passwords are not the same. Type the same password in both boxes.");
      return;
    }
    try {
      await api("/password", { method: "POST", body: { currentPassword: String(data.get("currentPassword")), newPassword } });
      form.reset();
      setDone("Your password is changed. Your other sessions have been signed out, and you were sent an e-mail about it.");
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  return (
    <Screen title="Your sign-in">
      {problem && <Notice kind="problem">{problem}</Notice>}
      {done && <Notice kind="done">{done}</Notice>}
      {codes && (
        <RecoveryCodes
          codes={codes}
          onSaved={() => {
            setCodes(null);
            setVersion((current) => current + 1);
          }}
        />
      )}
      <section className="panel" aria-labelledby="name-heading">
        <h2 id="name-heading">Your name on the desk</h2>
        <p className="hint">What colleagues see on requests, in histories and in the audit log instead of your e-mail address.</p>
        {displayName !== null && (
          <form className="inline-form" onSubmit={saveDisplayName}>
            <label>
              Display name
              <input
                name="displayName"
                maxLength={40}
                defaultValue={displayName.includes("@") ? "" : displayName}
                autoComplete="nickname"
              />
            </label>
            <button type="submit">Save the name</button>
          </form>
        )}
      </section>
      <section className="panel" aria-labelledby="factors-heading">
        <h2 id="factors-heading">Second factors</h2>
        {factors === null ? (
          !problem && <p className="loading">Loading…</p>
        ) : factors.factors.length === 0 ? (
          <p>None yet. A second factor keeps your account safe if someone learns your password.</p>
        ) : (
          <>
            <ul className="factors">
              {factors.factors.map((factor) => (
                <li key={factor.id}>
                  <strong>{factor.kind === "totp" ? "Authenticator app" : factor.label}</strong>{" "}
                  <span className="muted">
                    added {formatIndianTime(factor.createdAt)}
                    {factor.lastUsedAt ? `, last used ${formatIndianTime(factor.lastUsedAt)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
            <p>Recovery codes left: {factors.recoveryCodesLeft}.</p>
          </>
        )}
        {adding ? (
          <EnrolSecondFactor
            onEnrolled={(outcome) => {
              setAdding(false);
              setDone("The second factor is added. You were sent an e-mail about it.");
              if (outcome.recoveryCodes) setCodes(outcome.recoveryCodes);
              else setVersion((current) => current + 1);
            }}
          />
        ) : (
          <button type="button" onClick={() => setAdding(true)}>
            Add a second factor
          </button>
        )}
      </section>
      <section className="panel" aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <form className="stack narrow" onSubmit={changePassword}>
          <label>
            Current password
            <input name="currentPassword" type="password" autoComplete="current-password" required />
          </label>
          <label>
            New password
            <input
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              required
              aria-describedby="new-password-rules"
            />
          </label>
          <p className="hint" id="new-password-rules">
            At least {MIN_PASSWORD_LENGTH} characters ({MIN_ADMIN_PASSWORD_LENGTH} for an administrator); not a common password, and not
            your e-mail's name. The server names any rule it breaks.
          </p>
          <label>
            The same new password again
            <input name="repeat" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
          </label>
          <button type="submit">Change password</button>
        </form>
      </section>
    </Screen>
  );
}
