import { type FormEvent, useState } from "react";
import { api, problemText, type RequestSummary } from "./api";
import { FORM_LABELS, label } from "./format";
import { formatIndianTime } from "#common/indian-time";
import { Notice, Screen } from "./screen";

type Key = { phone: string } | { email: string };
type Preview = { key: Key; requests: RequestSummary[]; more: boolean; leftOut: Set<string> };

/**
 * A person's right to erasure: first what would go, then a deliberate confirmation. Only the requests
 * shown and left ticked are erased, so one that arrives in between is never erased unseen, and one that
 * is somebody else's (a relative's on a shared family phone) can be left out.
 */
export function EraseScreen() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [erased, setErased] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (key: Key, shown: Preview | null) => {
    setBusy(true);
    setProblem(null);
    try {
      const last = shown?.requests.at(-1);
      const body = last ? { ...key, after: { receivedAt: last.receivedAt, reference: last.reference } } : key;
      const page = await api<{ requests: RequestSummary[]; more: boolean }>("/erasure/preview", { method: "POST", body });
      setPreview({
        key,
        requests: [...(shown?.requests ?? []), ...page.requests],
        more: page.more,
        leftOut: shown?.leftOut ?? new Set(),
      });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get("value")).trim();
    if (!value) return setProblem("Type a phone number or an e-mail address.");
    setErased(null);
    setPreview(null);
    await load(form.get("by") === "email" ? { email: value } : { phone: value }, null);
  };

  const toggle = (reference: string, erase: boolean) => {
    if (!preview) return;
    const leftOut = new Set(preview.leftOut);
    if (erase) leftOut.delete(reference);
    else leftOut.add(reference);
    setPreview({ ...preview, leftOut });
  };

  const ticked = preview ? preview.requests.filter((request) => !preview.leftOut.has(request.reference)) : [];

  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview || ticked.length === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api<{ erased: string[] }>("/erasure", {
        method: "POST",
        body: { ...preview.key, references: ticked.map((request) => request.reference) },
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
              <p>Untick a request that is somebody else's, such as a relative's on a shared phone: it is kept.</p>
              <ul className="preview">
                {preview.requests.map((request) => (
                  <li key={request.reference}>
                    <label className="choice">
                      <input
                        type="checkbox"
                        checked={!preview.leftOut.has(request.reference)}
                        onChange={(event) => toggle(request.reference, event.currentTarget.checked)}
                      />
                      <span>
                        <span className="reference">{request.reference}</span>: {request.name}, {label(FORM_LABELS, request.form)}, received{" "}
                        {formatIndianTime(request.receivedAt)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {preview.more && (
                <button type="button" disabled={busy} onClick={() => void load(preview.key, preview)}>
                  Show more requests
                </button>
              )}
              <form className="stack" onSubmit={erase}>
                <label className="choice">
                  <input type="checkbox" name="confirm" required /> I have checked these {ticked.length} requests: erase them and their
                  e-mails for good.
                </label>
                <button type="submit" className="button-danger" disabled={busy || ticked.length === 0}>
                  Erase {ticked.length === 1 ? "1 request" : `${ticked.length} requests`}
                </button>
              </form>
            </>
          )}
        </section>
      )}
    </Screen>
  );
}
