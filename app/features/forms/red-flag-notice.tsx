import { useEffect, useState } from "react";
import { useFrame } from "../../components/layout/use-frame";
import { AMBULANCE_NUMBER, telLink } from "../../content/links";
import type { FormsContent } from "../../content/forms";
import type * as RedFlags from "../../content/red-flags";

export type RedFlagWords = FormsContent["redFlagNotice"];

let pending: Promise<typeof RedFlags> | undefined;

/**
 * The desk's own red-flag list (red-flags.ts), fetched once the visitor starts typing: it holds the
 * words of both languages (a family may write Hindi on an English page, or "chest pain" on a Hindi
 * one), so it is a module of its own and never part of a page's first load. A failed fetch is tried
 * again at the next change of the text.
 */
function loadRedFlags(): Promise<typeof RedFlags> {
  pending ??= import("../../content/red-flags").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Whether a patient's text raises a red flag, by the desk's list; false until the list has arrived. */
export function useRedFlag(text: string): boolean {
  const [matcher, setMatcher] = useState<typeof RedFlags.redFlagsIn>();
  useEffect(() => {
    if (matcher || !text.trim()) return;
    loadRedFlags().then(
      (module) => setMatcher(() => module.redFlagsIn),
      () => undefined,
    );
  }, [text, matcher]);
  return matcher ? matcher(text).length > 0 : false;
}

/** Whether a sent text raised a red flag, for its confirmation: false if the list cannot be fetched. */
export const raisesRedFlag = (text: string): Promise<boolean> =>
  loadRedFlags().then(
    (module) => module.redFlagsIn(text).length > 0,
    () => false,
  );

/** The notice itself: call now, with the two numbers as big buttons. */
export function RedFlagCallout({ words }: { words: RedFlagWords }) {
  const emergency = useFrame().emergency;
  const button = "inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-center text-lg font-bold";
  return (
    <div data-testid="red-flag-notice" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-ink">
      <p className="text-lg font-bold text-red-800">{words.heading}</p>
      <p className="mt-1">{words.text}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={telLink(AMBULANCE_NUMBER)} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
          {words.callAmbulance.replace("{ambulance}", AMBULANCE_NUMBER)}
        </a>
        <a href={telLink(emergency.e164)} className={`${button} bg-white text-red-800 ring-2 ring-red-700 hover:bg-red-100`}>
          {words.callEmergency.replace("{phone}", emergency.display)}
        </a>
      </div>
    </div>
  );
}

/**
 * Under a message or query field: the moment what is typed sounds like an emergency, the notice
 * appears, before anything is sent, and the form still sends. The region is always in the page, empty
 * until then, and is an alert (assertive): a screen reader says it at once, even over the echo of the
 * typing, because it asks the visitor to stop and call instead. Its words do not change while it shows,
 * so it is said once each time it appears, not at every key.
 */
export function RedFlagNotice({ words, shown }: { words: RedFlagWords; shown: boolean }) {
  return <div role="alert">{shown ? <RedFlagCallout words={words} /> : null}</div>;
}
