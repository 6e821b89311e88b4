/**
 * The changes waiting to go live, each with what it changes (before → after, field by field); approval
 * by a second person where a fact needs it (shown only to someone with the publish right who did not
 * make the change); publishing the chosen changes; and every release, with one-click rollback.
 */
import { useEffect, useState } from "react";
import { type Account, DeskApiError, problemText } from "../api";
import {
  contentApi,
  type ContentKindInfo,
  type ContentProblem,
  contentRights,
  problemsOf,
  type Release,
  type WaitingChange,
  type WaitingChanges,
} from "./content-api";
import { documentLink } from "./content-screen";
import { changeRows, fieldWords } from "./content-words";
import { DiffTable } from "./diff-table";
import { formatIndianTime } from "#common/indian-time";
import { asPointer } from "./json-pointer";
import type { JsonSchema } from "./json-schema";
import { Link } from "../router";
import { PublishingProgress } from "./publishing-progress";
import { Notice, Screen } from "../screen";

const REASONS: Record<Release["reason"], string> = {
  seed: "the repository's content",
  publish: "published",
  rollback: "rollback",
  schedule: "scheduled re-render",
  import: "imported",
};
const STATES: Record<Release["state"], string> = { rendering: "Rendering", live: "Live", failed: "Failed", superseded: "Earlier" };

const changeKey = (change: { kind: string; key: string }) => `${change.kind}/${change.key}`;

/** The kinds by their ids, for their titles and the schemas whose labels name a change's fields. */
type Kinds = Map<string, ContentKindInfo>;
const schemaOf = (kinds: Kinds, kind: string): JsonSchema | null => kinds.get(kind)?.jsonSchema ?? null;

/** When a release went live (its making, if it never did): the table and the rollback say the same minute. */
const publishedAt = (release: Release) => formatIndianTime(release.liveAt ?? release.createdAt);
/** "release 3 (published 28 Nov 2026, 9:05 pm IST)" */
const releaseWords = (release: Release) => `release ${release.number} (published ${publishedAt(release)})`;

function ProblemList({
  problems,
  label,
  kinds,
  titles,
}: {
  problems: ContentProblem[];
  label: string;
  kinds: Kinds;
  /** Documents' titles by changeKey, where the list of changes has them. */
  titles: Map<string, string>;
}) {
  return (
    <div className="error-summary" role="alert">
      <h2>{label}</h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.kind && problem.key ? (
              <Link to={`${documentLink(problem.kind, problem.key)}?field=${encodeURIComponent(problem.path)}`}>
                {kinds.get(problem.kind)?.title ?? problem.kind} ›{" "}
                {titles.get(changeKey({ kind: problem.kind, key: problem.key })) ?? problem.key} ›{" "}
                {fieldWords(schemaOf(kinds, problem.kind), asPointer(problem.path))}
              </Link>
            ) : (
              fieldWords(null, asPointer(problem.path))
            )}
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a publish that went live: the pages it made slower, and what would make them fast again. */
export function SlowerPages({ warnings }: { warnings: ContentProblem[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice-info" role="status">
      <p>
        It is live, but {warnings.length === 1 ? "one page is" : `${warnings.length} pages are`} now a little slower on a phone. A shorter
        notice or text on {warnings.length === 1 ? "it" : "them"} makes {warnings.length === 1 ? "it" : "them"} fast again:
      </p>
      <ul>
        {warnings.map((warning, index) => (
          <li key={index}>
            {warning.path}: {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChangesScreen({ account }: { account: Account }) {
  const rights = contentRights(account);
  const [waiting, setWaiting] = useState<WaitingChanges | null>(null);
  const [releases, setReleases] = useState<Release[] | null>(null);
  const [kinds, setKinds] = useState<Kinds>(new Map());
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ContentProblem[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [slower, setSlower] = useState<ContentProblem[]>([]);
  const [busy, setBusy] = useState(false);
  /** While a publish or rollback is pending: what the status says until the server names its step. */
  const [pendingRelease, setPendingRelease] = useState<string | null>(null);
  /** A rollback refused because it changes a second-person fact: offered again as drafts. */
  const [needsApproval, setNeedsApproval] = useState<Release | null>(null);

  const [generation, setGeneration] = useState(0);
  const titles = new Map((waiting?.changes ?? []).map((draft) => [changeKey(draft), draft.title]));

  useEffect(() => {
    let stopped = false;
    Promise.all([contentApi.changes(), contentApi.releases(), contentApi.kinds()]).then(
      ([changes, list, known]) => {
        if (stopped) return;
        setKinds(new Map(known.kinds.map((kind) => [kind.id, kind])));
        setWaiting(changes);
        setReleases(list.releases);
        // Ready changes are chosen to publish; one still waiting for a second person, or for its Hindi, or
        // one from an import that would undo what is live, is not.
        setChosen(new Set(changes.changes.filter((draft) => isReady(draft)).map(changeKey)));
      },
      (error) => !stopped && setProblem(problemText(error)),
    );
    return () => {
      stopped = true;
    };
  }, [generation]);

  /** `releasing`: the action renders a release (a publish, a rollback), whose progress is shown meanwhile. */
  const act = async (what: () => Promise<unknown>, success: string, releasing?: string) => {
    setBusy(true);
    setPendingRelease(releasing ?? null);
    setProblem(null);
    setRefusal([]);
    setDone(null);
    setSlower([]);
    setNeedsApproval(null);
    try {
      const answer = (await what()) as { warnings?: ContentProblem[] } | undefined;
      setDone(success);
      setSlower(answer?.warnings ?? []);
      setGeneration((n) => n + 1);
    } catch (error) {
      const problems = problemsOf(error);
      if (problems.length > 0) setRefusal(problems);
      else setProblem(problemText(error));
    } finally {
      setBusy(false);
      setPendingRelease(null);
    }
  };

  const publish = () => {
    const chosenDrafts = (waiting?.changes ?? []).filter((draft) => chosen.has(changeKey(draft)));
    // A draft still waiting for approval that is chosen goes live without its second-person facts, which wait on.
    const documents = chosenDrafts.map(({ kind, key, needsApproval, approvedBy }) =>
      needsApproval && !approvedBy ? { kind, key, alone: true } : { kind, key },
    );
    // What an import would undo or remove of the live site is published only when asked about on its own.
    const reverting = chosenDrafts.filter((draft) => draft.reverts);
    if (
      reverting.length > 0 &&
      !window.confirm(
        `${reverting.length === 1 ? "This change undoes" : `These ${reverting.length} changes undo`} what is live on the site:\n\n${reverting
          .map((draft) => `${draft.title}: ${draft.reverts}`)
          .join("\n")}\n\nPublish ${reverting.length === 1 ? "it" : "them"} all the same?`,
      )
    )
      return;
    return act(
      () => contentApi.publish(documents, { confirmReverting: reverting.length > 0 }),
      `Published. The site now shows ${documents.length === 1 ? "this change" : `these ${documents.length} changes`}; every instance has it within a minute.${
        documents.some((document) => "alone" in document) ? " What needs a second person's approval waits below for it." : ""
      }`,
      "Publishing…",
    );
  };
  const rollback = (release: Release) => {
    if (!window.confirm(`Roll back to ${releaseWords(release)}? Every change published since leaves the site.`)) return;
    void act(
      async () => {
        try {
          return await contentApi.rollback(release.number);
        } catch (error) {
          if (error instanceof DeskApiError && error.code === "needs_approval") setNeedsApproval(release);
          throw error;
        }
      },
      `Rolled back: the site shows release ${release.number} again.`,
      `Rolling back to release ${release.number}…`,
    );
  };
  const rollbackAsDrafts = (release: Release) =>
    void act(
      () => contentApi.rollback(release.number, { asDrafts: true }),
      `Release ${release.number}'s content is waiting below as drafts. Someone else with the right to publish approves them; then publish them.`,
    );

  return (
    <Screen title="Changes waiting">
      <p className="breadcrumbs">
        <Link to="/content">Content</Link>
      </p>
      {problem && <Notice kind="problem">{problem}</Notice>}
      {refusal.length > 0 && (
        <ProblemList problems={refusal} label="Not published: the site would have these problems" kinds={kinds} titles={titles} />
      )}
      {needsApproval && (
        <p>
          <button type="button" disabled={busy} onClick={() => rollbackAsDrafts(needsApproval)}>
            Roll back to release {needsApproval.number} as drafts
          </button>
        </p>
      )}
      <div aria-live="polite" className="live">
        {done && <Notice kind="done">{done}</Notice>}
        <SlowerPages warnings={slower} />
      </div>
      {waiting === null ? (
        !problem && <p className="loading">Loading the changes…</p>
      ) : waiting.changes.length === 0 ? (
        <p className="empty">No changes are waiting. Every draft is published.</p>
      ) : (
        <>
          {waiting.problems.length > 0 && (
            <ProblemList problems={waiting.problems} label="Fix these before publishing" kinds={kinds} titles={titles} />
          )}
          <ul className="changes" aria-label="Drafts waiting to be published">
            {waiting.changes.map((draft) => (
              <ChangeItem
                key={changeKey(draft)}
                draft={draft}
                schema={schemaOf(kinds, draft.kind)}
                account={account}
                canPublish={rights.publish}
                canEdit={rights.edit}
                chosen={chosen.has(changeKey(draft))}
                busy={busy}
                onChoose={(on) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (on) next.add(changeKey(draft));
                    else next.delete(changeKey(draft));
                    return next;
                  })
                }
                onApprove={() => act(() => contentApi.approve(draft.kind, draft.key), `${draft.title}: approved. It can be published now.`)}
                onHindiStillRight={() =>
                  act(
                    () => contentApi.hindiStillRight(draft.kind, draft.key, draft.version, draft.outdatedHindi),
                    `${draft.title}: its Hindi is marked as still right.`,
                  )
                }
              />
            ))}
          </ul>
          {rights.publish && (
            <button type="button" onClick={() => void publish()} disabled={busy || chosen.size === 0}>
              {busy
                ? "Publishing…"
                : chosen.size === 0
                  ? "Publish (choose a change above)"
                  : `Publish ${chosen.size === 1 ? "the chosen change" : `the ${chosen.size} chosen changes`}`}
            </button>
          )}
        </>
      )}
      <PublishingProgress pending={pendingRelease !== null} starting={pendingRelease ?? ""} />
      <section aria-labelledby="releases-heading" className="releases">
        <h2 id="releases-heading">Releases</h2>
        <p className="muted">Every published version is kept. Rolling back publishes an earlier one again.</p>
        {releases === null ? null : releases.length === 0 ? (
          <p className="empty">No release yet.</p>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Releases, newest first">
            <table>
              <thead>
                <tr>
                  <th scope="col">Release</th>
                  <th scope="col">State</th>
                  <th scope="col">What</th>
                  <th scope="col">By</th>
                  <th scope="col">When (IST)</th>
                  {rights.publish && <th scope="col">Roll back</th>}
                </tr>
              </thead>
              <tbody>
                {releases.map((release) => (
                  <tr key={release.number}>
                    <td>{release.number}</td>
                    <td>{STATES[release.state] ?? release.state}</td>
                    <td>
                      {release.reason === "rollback" && release.restores
                        ? `rollback to release ${release.restores}`
                        : (REASONS[release.reason] ?? release.reason)}
                    </td>
                    <td>{release.createdBy ?? "the system"}</td>
                    <td>{publishedAt(release)}</td>
                    {rights.publish && (
                      <td>
                        {release.state === "superseded" && (
                          <button type="button" className="button-quiet" disabled={busy} onClick={() => rollback(release)}>
                            Roll back to {releaseWords(release)}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Screen>
  );
}

/** A draft that may be published as it is: approved where it needs to be, its Hindi as new as its English. */
const isReady = (draft: WaitingChange) =>
  (!draft.needsApproval || draft.approvedBy !== null) && draft.outdatedHindi.length === 0 && !draft.reverts;

function ChangeItem({
  draft,
  schema,
  account,
  canPublish,
  canEdit,
  chosen,
  busy,
  onChoose,
  onApprove,
  onHindiStillRight,
}: {
  draft: WaitingChange;
  /** The kind's schema, whose labels name the fields (null: the keys made readable). */
  schema: JsonSchema | null;
  account: Account;
  canPublish: boolean;
  chosen: boolean;
  busy: boolean;
  onChoose: (on: boolean) => void;
  onApprove: () => void;
  onHindiStillRight: () => void;
  canEdit: boolean;
}) {
  const waitsForApproval = draft.needsApproval && !draft.approvedBy;
  const waitsForHindi = draft.outdatedHindi.length > 0;
  const ownChange = draft.savedBy === account.email;
  const headingId = `change-${draft.kind}-${draft.key}`;
  return (
    <li className="change" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={documentLink(draft.kind, draft.key)}>{draft.title}</Link>
      </h3>
      <p className="muted">
        {draft.removed ? "Removal" : "Changed"} by {draft.savedBy}, {formatIndianTime(draft.savedAt)}.
      </p>
      {draft.needsApproval && (
        <p className={draft.approvedBy ? "field-done" : "field-second-person"}>
          {draft.approvedBy
            ? `Approved by ${draft.approvedBy}.`
            : ownChange
              ? "Needs a second person's approval: someone else with the publish right must approve it."
              : "Needs a second person's approval before it goes live."}
        </p>
      )}
      {draft.reverts && (
        <p className="field-second-person">
          Undoes what is live: {draft.reverts} Not chosen for publishing until you choose it; publishing it asks you again.
        </p>
      )}
      {waitsForHindi && (
        <div className="field-second-person">
          <p>
            Hindi out of date: the English of{" "}
            {draft.outdatedHindi.map((path) => fieldWords(schema, asPointer(path.replace(/\/hi$/, "")))).join("; ")} changed since its Hindi
            was written. Update the Hindi in the document, or, if it still says the same, say so: until then the Hindi page would contradict
            the English one.
          </p>
          {canEdit && (
            <button type="button" className="button-quiet" onClick={onHindiStillRight} disabled={busy}>
              The Hindi of {draft.title} is still right
            </button>
          )}
        </div>
      )}
      {draft.changes.length > 0 && (
        <DiffTable
          rows={changeRows(schema, draft.changes)}
          label={`What changes in ${draft.title}`}
          headings={["Before", "After"]}
          className="diff"
        />
      )}
      <div className="row-actions">
        {canPublish && waitsForApproval && !ownChange && (
          <button type="button" onClick={onApprove} disabled={busy}>
            Approve {draft.title}
          </button>
        )}
        {canPublish && (
          <label className="choice">
            <input
              type="checkbox"
              checked={chosen}
              disabled={(waitsForApproval && !draft.publishableAlone) || waitsForHindi}
              onChange={(event) => onChoose(event.target.checked)}
            />
            {waitsForApproval && draft.publishableAlone && !waitsForHindi
              ? "Publish its other changes now; what needs approval waits for it"
              : `Publish this change${waitsForApproval ? " (after approval)" : waitsForHindi ? " (after its Hindi)" : ""}`}
          </label>
        )}
      </div>
    </li>
  );
}
