/**
 * What `npm run content:todo` lists, as a list to work through: the facts only the hospital can give
 * that the live site still lacks (missing) or shows unconfirmed (working), each a link to its field.
 */
import { useEffect, useState } from "react";
import { problemText } from "./api";
import { type Checklist, contentApi } from "./content-api";
import { documentLink } from "./content-screen";
import { asPointer, readablePath } from "./json-pointer";
import { Link } from "./router";
import { Notice, Screen } from "./screen";

const STATE_WORDS = { missing: "Missing", working: "Working value to confirm" };

export function ChecklistScreen() {
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    contentApi.checklist().then(setChecklist, (error) => setProblem(problemText(error)));
  }, []);
  return (
    <Screen title="Checklist">
      <p className="breadcrumbs">
        <Link to="/content">Content</Link>
      </p>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {checklist === null ? (
        !problem && <p className="loading">Loading the checklist…</p>
      ) : checklist.total === 0 ? (
        <p className="empty">Every fact the hospital gives is supplied on the live site.</p>
      ) : (
        <>
          <p className="summary checklist-count">
            {checklist.total} {checklist.total === 1 ? "fact" : "facts"} still to supply on the live site: {checklist.missing} missing,{" "}
            {checklist.working} working {checklist.working === 1 ? "value" : "values"} to confirm.
          </p>
          <ol className="checklist" aria-label="Facts still to supply">
            {checklist.items.map((item) => (
              <li key={`${item.kind}/${item.key}${item.path}`}>
                <Link to={`${documentLink(item.kind, item.key)}?field=${encodeURIComponent(asPointer(item.path))}`}>
                  {item.about ? `${item.about}: ` : `${item.kind} › ${item.key}: `}
                  {readablePath(asPointer(item.path))}
                </Link>
                <span className={`state-badge fact-${item.state}`}>{STATE_WORDS[item.state]}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Screen>
  );
}
