/**
 * What `npm run content:todo` lists, as a list to work through: the facts only the hospital can give
 * that the live site still lacks (missing) or shows unconfirmed (working), each a link to its field,
 * named by the form's labels, with the working value the site shows now.
 */
import { useEffect, useState } from "react";
import { problemText } from "../api";
import { type Checklist, type ChecklistItem, contentApi, type ContentKindInfo } from "./content-api";
import { documentLink } from "./content-screen";
import { placeOf, valueWords } from "./content-words";
import { asPointer } from "./json-pointer";
import { resolve, shapeOf } from "./json-schema";
import { Link } from "../router";
import { Notice, Screen } from "../screen";

const STATE_WORDS = { missing: "Missing", working: "Working value to confirm" };

export function ChecklistScreen() {
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [kinds, setKinds] = useState<ContentKindInfo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([contentApi.checklist(), contentApi.kinds()]).then(
      ([list, known]) => {
        setKinds(known.kinds);
        setChecklist(list);
      },
      (error) => setProblem(problemText(error)),
    );
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
              <ChecklistRow key={`${item.kind}/${item.key}${item.path}`} item={item} kind={kinds.find((kind) => kind.id === item.kind)} />
            ))}
          </ol>
        </>
      )}
    </Screen>
  );
}

function ChecklistRow({ item, kind }: { item: ChecklistItem; kind: ContentKindInfo | undefined }) {
  const root = kind?.jsonSchema ?? null;
  const place = placeOf(root, asPointer(item.path));
  // The server sends a working value without its fact around it: said in the words of the fact's value.
  const fact = place.schema && root ? shapeOf(place.schema, root) : null;
  const valueSchema = fact?.type === "fact" ? fact.value : null;
  return (
    <li>
      <Link to={`${documentLink(item.kind, item.key)}?field=${encodeURIComponent(asPointer(item.path))}`}>
        {item.about ? `${item.about}: ` : `${kind?.title ?? item.kind} › ${item.key}: `}
        {place.words}
      </Link>
      <span className={`state-badge fact-${item.state}`}>{STATE_WORDS[item.state]}</span>
      {item.state === "working" && item.value !== undefined && (
        <span className="muted">On the site now: {valueWords(item.value, valueSchema && resolve(valueSchema, root!), root)}</span>
      )}
    </li>
  );
}
