/**
 * Setting up a second factor: an authenticator app (a QR code, the secret as text, and a code typed
 * back to prove it works) or a passkey (the browser's own prompt). A first second factor comes with
 * recovery codes, shown here once.
 */
import { startRegistration } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { type FormEvent, useMemo, useState } from "react";
import { encode } from "uqr";
import { api, problemText } from "../api";
import { Notice } from "../screen";

type Started = { id: string; secret: string; uri: string };
type Enrolled = { recoveryCodes: string[] | null };

function QrCode({ text }: { text: string }) {
  const { data, size } = useMemo(() => encode(text, { border: 2 }), [text]);
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code for your authenticator app"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <section className="panel" aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">Your recovery codes</h2>
      <p>
        If you lose your phone or passkey, each of these codes signs you in once. Write them down or print them now and keep them somewhere
        safe: the desk will not show them again.
      </p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onSaved}>
        I have saved these codes
      </button>
    </section>
  );
}

export function EnrolSecondFactor({ onEnrolled }: { onEnrolled: (outcome: Enrolled) => void }) {
  const [started, setStarted] = useState<Started | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(
        error instanceof Error && error.name === "NotAllowedError" ? "The passkey prompt was closed. Try again." : problemText(error),
      );
    } finally {
      setBusy(false);
    }
  };

  const startApp = () => run(async () => setStarted(await api<Started>("/second-factor/totp", { method: "POST", body: {} })));

  const confirmApp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code")).trim();
    void run(async () =>
      onEnrolled(await api<Enrolled>("/second-factor/totp/confirm", { method: "POST", body: { id: started!.id, code } })),
    );
  };

  const addPasskey = () =>
    run(async () => {
      const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>("/second-factor/passkey/options", { method: "POST", body: {} });
      const response = await startRegistration({ optionsJSON });
      onEnrolled(await api<Enrolled>("/second-factor/passkey", { method: "POST", body: { response, label: "Passkey" } }));
    });

  return (
    <div className="stack">
      {problem && <Notice kind="problem">{problem}</Notice>}
      {started ? (
        <section className="panel" aria-labelledby="app-heading">
          <h2 id="app-heading">Add an authenticator app</h2>
          <ol className="steps">
            <li>
              In your authenticator app, add an account by scanning this QR code, or by typing the key below.
              <QrCode text={started.uri} />
              <p>
                Key: <code className="totp-secret">{started.secret}</code>
              </p>
              <details>
                <summary>The whole setup address</summary>
                <p>
                  <code className="totp-uri">{started.uri}</code>
                </p>
              </details>
            </li>
            <li>
              <form className="stack narrow" onSubmit={confirmApp}>
                <label>
                  The six-digit code the app now shows
                  <input name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required />
                </label>
                <button type="submit" disabled={busy}>
                  {busy ? "Checking…" : "Confirm the app"}
                </button>
              </form>
            </li>
          </ol>
        </section>
      ) : (
        <div className="row-actions">
          <button type="button" onClick={startApp} disabled={busy}>
            Use an authenticator app
          </button>
          <button type="button" onClick={addPasskey} disabled={busy}>
            Add a passkey
          </button>
        </div>
      )}
    </div>
  );
}
