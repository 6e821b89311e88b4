import { type FormEvent, useEffect, useState } from "react";
import { api, downloadFile, type ExportedRequest, problemText, type RequestDetail, type RequestSummary } from "../api";
import { FORM_LABELS, label } from "../format";
import { formatIndianTime, indianDay } from "#common/indian-time";
import { PersonDataSection } from "./person-data";
import { useDeskLocation } from "../router";
import { Notice, Screen } from "../screen";

type Key = { phone: string } | { email: string };
type Preview = { key: Key; requests: RequestSummary[]; more: boolean; chosen: Set<string> };
type PersonData = { key: Key; requests: ExportedRequest[] };

/** "this request" or "these 3 requests", for the confirmation. */
const theseRequests = (count: number) => (count === 1 ? "this request" : `these ${count} requests`);

/**
 * A person's rights to erasure and to access. Access: everything held on the requests found, shown and
 * downloadable. Erasure: first what would go, then a deliberate confirmation. Nothing starts
 * ticked: the administrator ticks each request that is this person's, so a relative's on a shared
 * family phone is never erased by default, and one that arrives in between is never erased unseen.
 * Opened from a request ("Erase this request…", ?reference=), that request is found by its own phone
 * (or e-mail) and is the one ticked; the others found with it stay unticked.
 */
export function EraseScreen() {
  const { query } = useDeskLocation();
  const fromRequest = query.get("reference");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [erased, setErased] = useState<string[] | null>(null);
  const [personData, setPersonData] = useState<PersonData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (key: Key, shown: Preview | null, chosen: Set<string> = new Set()) => {
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
        chosen: shown?.chosen ?? chosen,
      });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!fromRequest) return;
    let stopped = false;
    api<RequestDetail>(`/requests/${encodeURIComponent(fromRequest)}`).then(
      (request) => {
        if (stopped) return;
        const key: Key | null = request.phone ? { phone: request.phone } : request.email ? { email: request.email } : null;
        if (!key) return setProblem("This request has no phone number or e-mail address to find it by.");
        void load(key, null, new Set([request.reference]));
      },
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [fromRequest]);

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get("value")).trim();
    if (!value) return setProblem("Type a phone number or an e-mail address.");
    setErased(null);
    setPreview(null);
    setPersonData(null);
    await load(form.get("by") === "email" ? { email: value } : { phone: value }, null);
  };

  const choose = (references: string[], erase: boolean) => {
    if (!preview) return;
    const chosen = new Set(preview.chosen);
    for (const reference of references) {
      if (erase) chosen.add(reference);
      else chosen.delete(reference);
    }
    setPreview({ ...preview, chosen });
  };

  const ticked = preview ? preview.requests.filter((request) => preview.chosen.has(request.reference)) : [];

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
      setPersonData(null);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  /** Answers an access request: every request found by this key, with all the desk holds on each. */
  const showPersonData = async (key: Key) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api<{ requests: ExportedRequest[] }>("/person-data", { method: "POST", body: key });
      setPersonData({ key, requests: answer.requests });
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  const downloadPersonData = async (key: Key) => {
    setBusy(true);
    setProblem(null);
    try {
      // Named by the day, not the person: the file's name shows in the downloads list.
      await downloadFile("/person-data.csv", key, `person-data-${indianDay()}.csv`);
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
        When a patient asks what the hospital holds on them, find them the same way and show or download their data.
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
              <p>
                Tick each request that is this person&apos;s. A request left unticked, such as a relative&apos;s on a shared phone, is kept.
              </p>
              <ul className="preview">
                {preview.requests.map((request) => (
                  <li key={request.reference}>
                    <label className="choice">
                      <input
                        type="checkbox"
                        checked={preview.chosen.has(request.reference)}
                        onChange={(event) => choose([request.reference], event.currentTarget.checked)}
                      />
                      <span>
                        <strong className="erase-name">{request.name || "No name given"}</strong> ·{" "}
                        <span className="reference">{request.reference}</span> · {label(FORM_LABELS, request.form)}, received{" "}
                        {formatIndianTime(request.receivedAt)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <p className="preview-actions">
                <button type="button" className="button-quiet" disabled={busy} onClick={() => void showPersonData(preview.key)}>
                  Show / download this person&apos;s data
                </button>
                {preview.requests.length > 1 && ticked.length < preview.requests.length && (
                  <button
                    type="button"
                    className="button-quiet"
                    onClick={() =>
                      choose(
                        preview.requests.map((request) => request.reference),
                        true,
                      )
                    }
                  >
                    Tick all {preview.requests.length} shown
                  </button>
                )}
                {preview.more && (
                  <button type="button" disabled={busy} onClick={() => void load(preview.key, preview)}>
                    Show more requests
                  </button>
                )}
              </p>
              {ticked.length === 0 ? (
                <p className="erase-nothing">Nothing is ticked, so nothing would be erased.</p>
              ) : (
                <form className="stack" onSubmit={erase}>
                  <label className="choice">
                    <input type="checkbox" name="confirm" required /> I have checked {theseRequests(ticked.length)}:{" "}
                    {ticked.length === 1 ? "erase it and its e-mails for good." : "erase them and their e-mails for good."}
                  </label>
                  <button type="submit" className="button-danger" disabled={busy}>
                    Erase {ticked.length === 1 ? "1 request" : `${ticked.length} requests`}
                  </button>
                </form>
              )}
            </>
          )}
        </section>
      )}
      {personData && (
        <PersonDataSection
          requests={personData.requests}
          by={"phone" in personData.key ? "phone" : "email"}
          busy={busy}
          onDownload={() => void downloadPersonData(personData.key)}
        />
      )}
    </Screen>
  );
}
