/**
 * The site's content: every kind staff can edit, and per kind its documents with their state. A
 * collection's items are added, removed (a drafted removal, public only when published) and put in
 * order with buttons that work from the keyboard and say what they did.
 */
import { useEffect, useState } from "react";
import { type Account, problemText } from "../api";
import { contentApi, type ContentKindInfo, contentRights, type DocumentEntry, type DocumentList } from "./content-api";
import { documentStateWords } from "./content-words";
import { Link } from "../router";
import { Notice, Screen } from "../screen";

const SINGLE = "main";
export const documentLink = (kind: string, key: string) => `/content/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;

export function ContentScreen({ account }: { account: Account }) {
  const [kinds, setKinds] = useState<ContentKindInfo[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    contentApi.kinds().then(
      (answer) => setKinds(answer.kinds),
      (error) => setProblem(problemText(error)),
    );
  }, []);
  const rights = contentRights(account);
  return (
    <Screen title="Content">
      <p>
        What the site says, kind by kind. An edit is a draft until it is published
        {rights.publish ? "" : " by someone with the publish right"}.
      </p>
      <ul className="content-links">
        <li>
          <Link to="/changes">Changes waiting{rights.publish ? ", approve and publish" : ""}</Link>
        </li>
        <li>
          <Link to="/checklist">Checklist of facts still to supply</Link>
        </li>
        <li>
          <Link to="/preview">Preview a page</Link>
        </li>
        <li>
          <Link to="/content-file">Export or import the whole content</Link>
        </li>
      </ul>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {kinds === null ? (
        !problem && <p className="loading">Loading the kinds of content…</p>
      ) : (
        <ul className="kinds" aria-label="Kinds of content">
          {kinds.map((kind) => (
            <li key={kind.id}>
              <Link to={kind.collection ? `/content/${encodeURIComponent(kind.id)}` : documentLink(kind.id, SINGLE)}>{kind.title}</Link>
              <span className="muted">{kind.collection ? " · a list" : ""}</span>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

/** The documents in the order the pages show them: the drafted order if there is one. */
function inOrder(list: DocumentList): DocumentEntry[] {
  const order = list.orderDraft ?? list.order;
  const byKey = new Map(list.documents.map((document) => [document.key, document]));
  const listed = order.flatMap((key) => byKey.get(key) ?? []);
  return [...listed, ...list.documents.filter((document) => !order.includes(document.key))];
}

export function KindScreen({ kindId, account }: { kindId: string; account: Account }) {
  const [kind, setKind] = useState<ContentKindInfo | null>(null);
  const [list, setList] = useState<DocumentList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const rights = contentRights(account);
  const arranges = rights.edit && kind?.collection === true;

  useEffect(() => {
    let stopped = false;
    Promise.all([contentApi.kinds(), contentApi.documents(kindId)]).then(
      ([{ kinds }, documents]) => {
        if (stopped) return;
        setKind(kinds.find((candidate) => candidate.id === kindId) ?? null);
        setList(documents);
      },
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [kindId, generation]);

  const documents = list ? inOrder(list) : [];
  const move = async (index: number, by: -1 | 1) => {
    const to = index + by;
    if (!list || to < 0 || to >= documents.length) return;
    const order = documents.map((document) => document.key);
    order.splice(to, 0, ...order.splice(index, 1));
    setList({ ...list, orderDraft: order });
    setSaid(`${documents[index]!.title} moved to place ${to + 1} of ${order.length}. The new order is a draft until it is published.`);
    try {
      await contentApi.reorder(kindId, order, list.orderVersion ?? null);
    } catch (error) {
      setSaid(null);
      setProblem(problemText(error));
      setGeneration((n) => n + 1);
    }
  };
  const remove = async (document: DocumentEntry) => {
    if (!window.confirm(`Remove ${document.title} from the site? This is a draft: it happens only when it is published.`)) return;
    try {
      await contentApi.remove(kindId, document.key, document.live?.version ?? null);
      setSaid(`${document.title}: removal drafted. It leaves the site when the change is published.`);
      setGeneration((n) => n + 1);
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  const title = kind?.title ?? "Content";
  return (
    <Screen
      title={title}
      tabTitle={`${title} · Content`}
      actions={
        kind && arranges ? (
          <Link className="button" to={`/content/${encodeURIComponent(kindId)}/new`}>
            Add to {kind.title.toLowerCase()}
          </Link>
        ) : undefined
      }
    >
      <p className="breadcrumbs">
        <Link to="/content">Content</Link>
      </p>
      {problem && <Notice kind="problem">{problem}</Notice>}
      <div aria-live="polite" className="live">
        {said && <Notice kind="done">{said}</Notice>}
      </div>
      {list === null ? (
        !problem && <p className="loading">Loading…</p>
      ) : documents.length === 0 ? (
        <p className="empty">Nothing here yet.</p>
      ) : (
        <ol className="documents" aria-label={`${title}, in the order the site shows them`}>
          {documents.map((document, index) => (
            <li key={document.key} className="document-row">
              <div className="document-who">
                <Link to={documentLink(kindId, document.key)}>{document.title}</Link>
                <span className="state-badge">{documentStateWords(document)}</span>
              </div>
              {arranges && (
                <div className="row-actions">
                  <button
                    type="button"
                    className="button-quiet"
                    aria-disabled={index === 0 || undefined}
                    aria-label={`Move ${document.title} up`}
                    onClick={() => void move(index, -1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="button-quiet"
                    aria-disabled={index === documents.length - 1 || undefined}
                    aria-label={`Move ${document.title} down`}
                    onClick={() => void move(index, 1)}
                  >
                    Move down
                  </button>
                  {!document.draft?.removed && (
                    <button
                      type="button"
                      className="button-quiet"
                      aria-label={`Remove ${document.title}`}
                      onClick={() => void remove(document)}
                    >
                      Remove
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Screen>
  );
}
