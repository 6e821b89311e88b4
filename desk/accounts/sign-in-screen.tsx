import { type FormEvent, useState } from "react";
import { api, problemText, type Session } from "../api";
import { Notice, Screen } from "../screen";

export function SignInScreen({ notice, onSignedIn }: { notice: string | null; onSignedIn: (session: Session) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn(
        await api<Session>("/sign-in", {
          method: "POST",
          body: { email: String(form.get("email")), password: String(form.get("password")) },
          signedIn: false,
        }),
      );
    } catch (error) {
      setProblem(problemText(error));
      setBusy(false);
    }
  };

  return (
    <Screen title="Sign in to the front desk" tabTitle="Sign in">
      {notice && <Notice>{notice}</Notice>}
      {problem && <Notice kind="problem">{problem}</Notice>}
      <form className="stack narrow" onSubmit={submit}>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <p className="hint">No account, or forgot your password? Ask an administrator for a new link.</p>
    </Screen>
  );
}
