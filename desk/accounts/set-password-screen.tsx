import { type FormEvent, useEffect, useState } from "react";
import { api, DeskApiError, problemText } from "../api";
import { Link, navigate } from "../router";
import { Notice, Screen } from "../screen";

export const MIN_PASSWORD_LENGTH = 12;
export const MIN_ADMIN_PASSWORD_LENGTH = 15;

/**
 * The one-time link's screen. Its token is in the address's fragment, which no browser sends to a
 * server or in a Referer; it is read once and then removed from the address bar and history. The link
 * is checked as the page opens, so a used or expired one says so before anyone types a password.
 */
export function SetPasswordScreen() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [outcome, setOutcome] = useState<{ kind: "done"; email: string } | { kind: "link-gone" } | null>(null);
  const [checking, setChecking] = useState(Boolean(token));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    api<{ usable: boolean }>("/set-password/check", { method: "POST", body: { token }, signedIn: false })
      .then(
        ({ usable }) => {
          if (!stopped && !usable) setOutcome({ kind: "link-gone" });
        },
        // Unanswered (offline, too many checks): the form is offered, and setting the password still checks the link.
        () => undefined,
      )
      .finally(() => !stopped && setChecking(false));
    return () => {
      stopped = true;
    };
  }, [token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password !== String(form.get("repeat"))) {
      setProblem("The two passwords are not the same. Type the same password in both boxes.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { email } = await api<{ email: string }>("/set-password", { method: "POST", body: { token, password }, signedIn: false });
      setOutcome({ kind: "done", email });
    } catch (error) {
      if (error instanceof DeskApiError && error.status === 410) setOutcome({ kind: "link-gone" });
      else setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  if (!token || outcome?.kind === "link-gone") {
    return (
      <Screen title="This link no longer works">
        <Notice kind="problem">
          {token
            ? "This link has been used already or has expired (a link works once, for 24 hours)."
            : "This address has no set-password link in it. Open the whole link you were sent."}{" "}
          Ask an administrator for a new link.
        </Notice>
        <p>
          <Link to="/sign-in">Go to sign in</Link>
        </p>
      </Screen>
    );
  }
  if (outcome?.kind === "done") {
    return (
      <Screen title="Your password is set">
        <Notice kind="done">You can now sign in as {outcome.email} with your new password.</Notice>
        <p>
          <button type="button" onClick={() => navigate("/sign-in")}>
            Go to sign in
          </button>
        </p>
      </Screen>
    );
  }
  if (checking) {
    return (
      <Screen title="Set your password">
        <p role="status">Checking your link…</p>
      </Screen>
    );
  }
  return (
    <Screen title="Set your password">
      <p>Choose the password you will use to sign in to the front desk.</p>
      <ul className="rules" id="password-rules">
        <li>
          At least {MIN_PASSWORD_LENGTH} characters ({MIN_ADMIN_PASSWORD_LENGTH} for an administrator). A few words with spaces make a good
          one.
        </li>
        <li>
          Not a password from the lists attackers try, not a repeated pattern, not your e-mail's name, and more than the hospital's name and
          a year.
        </li>
        <li>This link works once, for 24 hours.</li>
      </ul>
      {problem && <Notice kind="problem">{problem}</Notice>}
      <form className="stack narrow" onSubmit={submit}>
        <label>
          New password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            aria-describedby="password-rules"
          />
        </label>
        <label>
          The same password again
          <input name="repeat" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Set password"}
        </button>
      </form>
    </Screen>
  );
}
