/**
 * The whole published content as one JSON file: download it (a backup, or to move to another machine),
 * or upload one. An upload is first checked against the live site, changing nothing: the server refuses
 * a file with problems naming each, or says which release the file came from and what it would add,
 * change and remove, marking what would undo or remove live content. Only then is it imported, as
 * drafts or published, and publishing what undoes live content takes its own confirmation.
 */
import { type FormEvent, useEffect, useState } from "react";
import { type Account, problemText } from "../api";
import {
  contentApi,
  type ContentKindInfo,
  type ContentProblem,
  contentRights,
  EXPORT_URL,
  type ImportPlan,
  problemsOf,
} from "./content-api";
import { fieldWords } from "./content-words";
import { formatIndianTime } from "#common/indian-time";
import { asPointer } from "./json-pointer";
import { PublishingProgress } from "./publishing-progress";
import { SlowerPages } from "./changes-screen";
import { Link } from "../router";
import { Notice, Screen } from "../screen";

const ACTION_WORDS = { add: "Added", change: "Changed", remove: "Removed" } as const;

/** A file read and checked, waiting for the person to say how to import it. */
type Checked = { name: string; content: unknown; plan: ImportPlan };

export function ContentFileScreen({ account }: { account: Account }) {
  const rights = contentRights(account);
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [slower, setSlower] = useState<ContentProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [revertingConfirmed, setRevertingConfirmed] = useState(false);
  /** An import published straight away renders a release: its progress is shown while it is pending. */
  const [publishing, setPublishing] = useState(false);
  /** The kinds, whose titles and form labels name a problem's place in words. */
  const [kinds, setKinds] = useState<Map<string, ContentKindInfo>>(new Map());

  useEffect(() => {
    let stopped = false;
    // Without them a problem is still named, by its path: nothing to tell the person if they fail to load.
    contentApi.kinds().then(
      (known) => !stopped && setKinds(new Map(known.kinds.map((kind) => [kind.id, kind]))),
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, []);

  const clear = () => {
    setProblems([]);
    setProblem(null);
    setDone(null);
    setSlower([]);
  };
  const refused = (error: unknown) => {
    const named = problemsOf(error);
    if (named.length > 0) setProblems(named);
    else setProblem(problemText(error));
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement).files?.[0];
    clear();
    setChecked(null);
    setRevertingConfirmed(false);
    if (!(file instanceof File) || file.size === 0) return setProblem("Choose the JSON file to import.");
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return setProblem(`${file.name} is not a JSON file the desk can read. Choose a file the desk or npm run content exported.`);
    }
    setBusy(true);
    try {
      setChecked({ name: file.name, content, plan: await contentApi.checkImport(content) });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const importIt = async (publish: boolean) => {
    if (!checked) return;
    clear();
    setBusy(true);
    setPublishing(publish);
    try {
      const reverting = checked.plan.items.some((item) => item.reverts);
      const answer = await contentApi.import(checked.content, publish, { confirmReverting: publish && reverting && revertingConfirmed });
      setSlower(answer.warnings ?? []);
      setDone(
        publish
          ? `${checked.name} is imported and published.`
          : `${checked.name} is imported as drafts. Publish them from Changes waiting${reverting ? ": what would undo live content is not chosen until you choose it" : ""}.`,
      );
      setChecked(null);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
      setPublishing(false);
    }
  };

  const reverting = checked?.plan.items.filter((item) => item.reverts) ?? [];

  return (
    <Screen title="Export or import">
      <p className="breadcrumbs">
        <Link to="/content">Content</Link>
      </p>
      <section aria-labelledby="export-heading" className="panel">
        <h2 id="export-heading">Export</h2>
        <p>The whole published content, both languages, with its pictures' references, as one JSON file.</p>
        <a className="button button-quiet" href={EXPORT_URL} download>
          Download the published content
        </a>
      </section>
      {rights.publish && (
        <section aria-labelledby="import-heading" className="panel">
          <h2 id="import-heading">Import</h2>
          <p>
            A file exported from this desk or by npm run content. The desk first checks it and shows what it would change on the site;
            nothing changes until you choose how to import it. A file with any problem changes nothing.
          </p>
          <form className="stack" onSubmit={check}>
            <label>
              JSON file
              <input type="file" name="file" accept="application/json,.json" onChange={() => setChecked(null)} />
            </label>
            <button type="submit" disabled={busy}>
              {busy && !checked ? "Checking…" : "Check the file"}
            </button>
          </form>
          <PublishingProgress pending={publishing} starting="Importing and publishing…" />
        </section>
      )}
      {checked && (
        <section aria-labelledby="plan-heading" className="panel">
          <h2 id="plan-heading">What importing {checked.name} would do</h2>
          <p>
            {checked.plan.fileRelease === null
              ? "The file does not say which release it came from"
              : `The file is release ${checked.plan.fileRelease}'s content${checked.plan.exportedAt ? `, exported ${formatIndianTime(checked.plan.exportedAt)}` : ""}`}
            ; the site is at release {checked.plan.liveRelease}.
          </p>
          {checked.plan.items.length === 0 ? (
            <p>It changes nothing on the site.</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="What the import changes">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Document</th>
                    <th scope="col">What happens</th>
                    <th scope="col">Undoes what is live</th>
                  </tr>
                </thead>
                <tbody>
                  {checked.plan.items.map((item) => (
                    <tr key={`${item.kind}/${item.key}`}>
                      <th scope="row">{item.title}</th>
                      <td>{ACTION_WORDS[item.action]}</td>
                      <td className={item.reverts ? "field-second-person" : undefined}>{item.reverts ?? "No"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {reverting.length > 0 && (
            <p className="field-second-person">
              {reverting.length === 1 ? "One change undoes" : `${reverting.length} changes undo`} or remove what is live on the site. As
              drafts, they are not chosen for publishing until someone chooses them, and publishing them asks again.
            </p>
          )}
          {checked.plan.items.length > 0 && (
            <div className="stack">
              <button type="button" disabled={busy} onClick={() => void importIt(false)}>
                {busy ? "Importing…" : "Import as drafts"}
              </button>
              {reverting.length > 0 && (
                <label className="choice">
                  <input type="checkbox" checked={revertingConfirmed} onChange={(event) => setRevertingConfirmed(event.target.checked)} />I
                  mean to publish it now, undoing what is live as listed above
                </label>
              )}
              <button
                type="button"
                className="button-quiet"
                disabled={busy || (reverting.length > 0 && !revertingConfirmed)}
                onClick={() => void importIt(true)}
              >
                Import and publish now
              </button>
            </div>
          )}
        </section>
      )}
      {problem && <Notice kind="problem">{problem}</Notice>}
      {problems.length > 0 && (
        <div className="error-summary" role="alert">
          <h2>Not imported: {problems.length === 1 ? "1 problem" : `${problems.length} problems`} in the file</h2>
          <ul>
            {problems.map((named, index) => (
              <li key={index}>
                {named.kind ? `${kinds.get(named.kind)?.title ?? named.kind} › ${named.key ?? ""} › ` : ""}
                {fieldWords(kinds.get(named.kind ?? "")?.jsonSchema ?? null, asPointer(named.path))}: {named.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div aria-live="polite" className="live">
        {done && <Notice kind="done">{done}</Notice>}
        <SlowerPages warnings={slower} />
      </div>
    </Screen>
  );
}
