/**
 * How far a publish, rollback or import is while its request is pending: the desk asks the server
 * (GET /content/publishing) at once and then every second, and shows the step and the pages done of
 * pages to do ("Writing pages: 40 of 64", with a progress bar) in a polite status region, instead of a
 * lone "Publishing…" for half a minute. It stops asking when the request answers.
 */
import { useEffect, useState } from "react";
import { contentApi, type Publishing } from "./content-api";

export const PUBLISHING_POLL_MS = 1000;

/** While `pending`, what the server last said of the publish under way; null before its first answer and once not pending. */
export function usePublishing(pending: boolean): Publishing | null {
  const [publishing, setPublishing] = useState<Publishing | null>(null);
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let asking = false;
    const ask = async () => {
      // A slow server is never asked twice at once: a second that passes while it answers is skipped.
      if (asking) return;
      asking = true;
      try {
        const answer = await contentApi.publishing();
        if (!stopped) setPublishing(answer);
      } catch {
        // An answer missed (the connection, a restart): the next one says how far it is.
      } finally {
        asking = false;
      }
    };
    void ask();
    const timer = window.setInterval(() => void ask(), PUBLISHING_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      setPublishing(null);
    };
  }, [pending]);
  return pending ? publishing : null;
}

/** `starting`: what it says until the server names a step ("Publishing…"). */
export function PublishingProgress({ pending, starting }: { pending: boolean; starting: string }) {
  const publishing = usePublishing(pending);
  const step = publishing && !publishing.idle ? publishing : null;
  const counted = step && step.done !== null && step.total !== null && step.total > 0 ? { done: step.done, total: step.total } : null;
  return (
    <div role="status" aria-live="polite" className="publishing-progress">
      {pending && (
        <>
          <p>{!step ? starting : counted ? `${step.step}: ${counted.done} of ${counted.total}` : `${step.step}…`}</p>
          {counted && (
            <progress max={counted.total} value={counted.done} aria-label={step!.step}>
              {counted.done} of {counted.total}
            </progress>
          )}
        </>
      )}
    </div>
  );
}
