import { useEffect, useState } from "react";
import type * as FollowUp from "./form-follow-up";
import type { RedFlagWords } from "./red-flag-callout";

export type { RedFlagWords };

let pending: Promise<typeof FollowUp> | undefined;

/**
 * The desk's own red-flag list (red-flags.ts), its notice and the confirmation after sending, fetched
 * once the visitor starts on a form (its focus, or the first text of a message): the list holds the
 * words of both languages (a family may write Hindi on an English page, or "chest pain" on a Hindi
 * one), so it is a module of its own and never part of a page's first load. A failed fetch is tried
 * again at the next ask.
 */
export function loadFollowUp(): Promise<typeof FollowUp> {
  pending ??= import("./form-follow-up").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * Under a message or query field: the moment what is typed sounds like an emergency, the notice
 * appears, before anything is sent, and the form still sends. The region is always in the page, empty
 * until then, and is an alert (assertive): a screen reader says it at once, even over the echo of the
 * typing, because it asks the visitor to stop and call instead. Its words do not change while it shows,
 * so it is said once each time it appears, not at every key. The matching and the notice come with the
 * list; until it has arrived nothing shows.
 */
export function RedFlagNotice({ words, text }: { words: RedFlagWords; text: string }) {
  const [followUp, setFollowUp] = useState<typeof FollowUp>();
  useEffect(() => {
    if (!followUp && text.trim()) loadFollowUp().then(setFollowUp, () => undefined);
  }, [text, followUp]);
  return <div role="alert">{followUp ? <followUp.RedFlagCallout words={words} text={text} /> : null}</div>;
}
