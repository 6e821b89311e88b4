/**
 * Proving the second factor: a code from the authenticator app, a passkey (the browser's own prompt),
 * or a recovery code. The same form is the second step of signing in and the step-up dialog.
 */
import { startAuthentication } from "@simplewebauthn/browser";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { api, problemText, type Session } from "../api";
import { Notice } from "../screen";

type Passed = Session & { recoveryCodesLeft: number | null };

export function ProveSecondFactor({ onPassed, idPrefix }: { onPassed: (session: Passed) => void; idPrefix: string }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (body: object) => {
    setBusy(true);
    setProblem(null);
    try {
      onPassed(await api<Passed>("/second-factor/verify", { method: "POST", body }));
    } catch (error) {
      setProblem(problemText(error));
      setBusy(false);
    }
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code")).trim();
    void verify({ method: useRecovery ? "recovery" : "totp", code });
  };

  const usePasskey = async () => {
    setProblem(null);
    try {
      const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>("/second-factor/passkey/challenge", {
        method: "POST",
        body: {},
      });
      const response = await startAuthentication({ optionsJSON });
      await verify({ method: "passkey", response });
    } catch (error) {
      setProblem(
        error instanceof Error && error.name === "NotAllowedError" ? "The passkey prompt was closed. Try again." : problemText(error),
      );
    }
  };

  return (
    <div className="stack narrow">
      {problem && <Notice kind="problem">{problem}</Notice>}
      <form className="stack" onSubmit={submitCode}>
        <label>
          {useRecovery ? "Recovery code" : "Code from your authenticator app"}
          <input
            key={useRecovery ? "recovery" : "totp"}
            name="code"
            type="text"
            inputMode={useRecovery ? "text" : "numeric"}
            autoComplete="one-time-code"
            required
            aria-describedby={`${idPrefix}-code-hint`}
          />
        </label>
        <p className="hint" id={`${idPrefix}-code-hint`}>
          {useRecovery
            ? "One of the codes you saved when you set up your second factor. Each works once."
            : "Six digits; a new code every 30 seconds."}
        </p>
        <button type="submit" disabled={busy}>
          {busy ? "Checking…" : "Confirm"}
        </button>
      </form>
      <button type="button" className="button-quiet" onClick={usePasskey} disabled={busy}>
        Use a passkey instead
      </button>
      <button type="button" className="button-quiet" onClick={() => setUseRecovery((current) => !current)}>
        {useRecovery ? "Use the authenticator app instead" : "Lost your device? Use a recovery code"}
      </button>
    </div>
  );
}

/**
 * Asks for the second factor again before export, erasure or an account change; the call that needed it
 * is made again when it is passed. A modal dialog: focus stays inside, Escape cancels.
 */
export function StepUpDialog({ open, onDone }: { open: boolean; onDone: (passed: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="step-up" aria-labelledby="step-up-heading" onCancel={() => onDone(false)}>
      <h2 id="step-up-heading">Confirm it is you</h2>
      <p>Export, erasure and changes to accounts need your second factor again (once every 5 minutes).</p>
      {open && <ProveSecondFactor idPrefix="step-up" onPassed={() => onDone(true)} />}
      <p>
        <button type="button" className="button-quiet" onClick={() => onDone(false)}>
          Cancel
        </button>
      </p>
    </dialog>
  );
}
