/**
 * The call-now notice a message or query brings up as it is typed, the moment it sounds like an
 * emergency by the desk's own list, before anything is sent, and again on the confirmation; the form
 * still sends. Each form holds it in a region that is always in the page, empty until then, with the
 * role of an alert (assertive): a screen reader says it at once, even over the echo of the typing,
 * because it asks the visitor to stop and call instead; a polite region would wait until they pause,
 * and they may not. Its words do not change while it shows, so it is said once each time it appears,
 * not at every key. It arrives with the list (form-follow-up.ts, after-send.tsx), never in a page's
 * first load; until then nothing shows.
 */
import { useFrame } from "../../components/layout/use-frame";
import { AMBULANCE_NUMBER, telLink } from "../../content/links";
import type { FormsContent } from "../../content/words/forms";
import { redFlagsIn } from "../../content/rules/red-flags";

export type RedFlagWords = FormsContent["redFlagNotice"];

/** The notice, when `text` raises a red flag by the desk's list: call now, with the two numbers as big buttons. */
export function RedFlagCallout({ words, text }: { words: RedFlagWords; text: string }) {
  const emergency = useFrame().emergency;
  if (redFlagsIn(text).length === 0) return null;
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

/** The notice's region under a message or query: in the page, empty, from the moment the list arrives (at the form's start). */
export function RedFlagRegion(props: { words: RedFlagWords; text: string }) {
  return (
    <div role="alert">
      <RedFlagCallout {...props} />
    </div>
  );
}
