import { type FormEvent, useState } from "react";
import { api, problemText, type RequestSummary } from "./api";
import { FORM_LABELS, indianTime, label } from "./format";
import { Notice, Screen } from "./screen";

type Key = { phone: string } | { email: string };

/**
 * A person's right to erasure: first what would go, then a deliberate confirmation. Only the requests
 * shown are erased, so one that arrives in between is never erased unseen.
 */
export function EraseScreen() {
  const [preview, setPreview] = useState<{ key: Key; requests: RequestSummary[] } | null>(null);
  const [erased, setErased] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get("value")).trim();
    if (!value) return setProblem("Type a phone number or an e-mail address.");
    const key: Key = form.get("by") === "email" ? { email: value } : { phone: value };
    setBusy(true);
    setProblem(null);
    setErased(null);
    try {
      const { requests } = await api<{ requests: RequestSummary[] }>("/erasure/preview", { method: "POST", body: key });
      setPreview({ key, requests });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api<{ erased: string[] }>("/erasure", {
        method: "POST",
        body: { ...preview.key, references: preview.requests.map((request) => request.reference) },
      });
      setErased(answer.erased);
      setPreview(null);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title="Erase a person's data">
      <p>
        When a patient asks for their data to be erased, find their requests by the phone number or e-mail address they used. The requests,
        their e-mails and their history are deleted for good; the audit log records that an erasure happened, without the number or address.
      </p>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {erased && (
        <Notice kind="done">
          {erased.length === 1 ? "1 request was erased" : `${erased.length} requests were erased`}
          {erased.length > 0 ? `: ${erased.join(", ")}.` : "."}
        </Notice>
      )}
      <form className="stack narrow" onSubmit={find}>
        <fieldset>
          <legend>Find by</legend>
          <label className="choice">
            <input type="radio" name="by" value="phone" defaultChecked /> Phone number
          </label>
          <label className="choice">
            <input type="radio" name="by" value="email" /> E-mail address
          </label>
        </fieldset>
        <label>
          Phone number or e-mail address
          <input name="value" type="text" autoComplete="off" required />
        </label>
        <button type="submit" disabled={busy}>
          Show what would be erased
        </button>
      </form>
      {preview && (
        <section aria-labelledby="preview-heading" className="panel">
          <h2 id="preview-heading">What would be erased</h2>
          {preview.requests.length === 0 ? (
            <p>No request has exactly this {"phone" in preview.key ? "phone number" : "e-mail address"}.</p>
          ) : (
            <>
              <ul className="preview">
                {preview.requests.map((request) => (
                  <li key={request.reference}>
                    <span className="reference">{request.reference}</span>: {request.name}, {label(FORM_LABELS, request.form)}, received{" "}
                    {indianTime(request.receivedAt)}
                  </li>
                ))}
              </ul>
              <form className="stack" onSubmit={erase}>
                <label className="choice">
                  <input type="checkbox" name="confirm" required /> I have checked these {preview.requests.length} requests: erase them and
                  their e-mails for good.
                </label>
                <button type="submit" className="button-danger" disabled={busy}>
                  Erase {preview.requests.length === 1 ? "1 request" : `${preview.requests.length} requests`}
                </button>
              </form>
            </>
          )}
        </section>
      )}
    </Screen>
  );
}
