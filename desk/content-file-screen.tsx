/**
 * The whole published content as one JSON file: download it (a backup, or to move to another machine),
 * or upload one, which the server checks as it checks the desk's drafts and refuses naming each problem,
 * changing nothing.
 */
import { type FormEvent, useState } from "react";
import { type Account, problemText } from "./api";
import { contentApi, type ContentProblem, contentRights, EXPORT_URL, problemsOf } from "./content-api";
import { asPointer, readablePath } from "./json-pointer";
import { SlowerPages } from "./changes-screen";
import { Link } from "./router";
import { Notice, Screen } from "./screen";

export function ContentFileScreen({ account }: { account: Account }) {
  const rights = contentRights(account);
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [slower, setSlower] = useState<ContentProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    setProblems([]);
    setProblem(null);
    setDone(null);
    setSlower([]);
    if (!(file instanceof File) || file.size === 0) return setProblem("Choose the JSON file to import.");
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return setProblem(`${file.name} is not a JSON file the desk can read. Choose a file the desk or npm run content exported.`);
    }
    const publish = form.get("publish") === "on";
    setBusy(true);
    try {
      const answer = await contentApi.import(content, publish);
      setSlower(answer.warnings ?? []);
      setDone(
        publish ? `${file.name} is imported and published.` : `${file.name} is imported as drafts. Publish them from Changes waiting.`,
      );
    } catch (error) {
      const named = problemsOf(error);
      if (named.length > 0) setProblems(named);
      else setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

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
      {rights.edit && (
        <section aria-labelledby="import-heading" className="panel">
          <h2 id="import-heading">Import</h2>
          <p>A file exported from this desk or by npm run content. A file with any problem changes nothing.</p>
          <form className="stack" onSubmit={upload}>
            <label>
              JSON file
              <input type="file" name="file" accept="application/json,.json" />
            </label>
            {rights.publish && (
              <label className="choice">
                <input type="checkbox" name="publish" />
                Publish it straight away
              </label>
            )}
            <button type="submit" disabled={busy}>
              {busy ? "Importing…" : "Import"}
            </button>
          </form>
        </section>
      )}
      {problem && <Notice kind="problem">{problem}</Notice>}
      {problems.length > 0 && (
        <div className="error-summary" role="alert">
          <h2>Not imported: {problems.length === 1 ? "1 problem" : `${problems.length} problems`} in the file</h2>
          <ul>
            {problems.map((named, index) => (
              <li key={index}>
                {[named.kind, named.key].filter(Boolean).join(" › ")}
                {named.kind ? " › " : ""}
                {readablePath(asPointer(named.path))}: {named.message}
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
