import { useEffect, useRef } from "react";
import { WithEmergencyNumbers } from "../../components/layout/emergency-call";
import type { FormsContent } from "../../content/words/forms";
import { type RedFlagWords, RedFlagCallout } from "./red-flag-callout";
import { focusBelowHeader } from "./focus-below-header";

export type MessageConfirmationWords = {
  heading: string;
  /** "{reference}" marks where the server's reference goes. */
  referenceLine: string;
  referenceHint?: string;
  /** What the hospital does with it now. */
  next: string;
};

/**
 * After a message or feedback is sent (fetched with the red-flag list when the visitor starts on the
 * form, form-follow-up.ts, so no page's first load carries it): the server's reference (large, never broken at its hyphen), what
 * happens next, the emergency line, and, when what was sent sounds like an emergency, the call-now
 * notice again. With `takeFocus`, it takes the focus and sits just below the sticky header, so a
 * screen reader reads it at once and a phone shows its heading and reference.
 */
export function MessageConfirmation({
  words,
  afterSend,
  referenceId,
  sentText,
  redFlag,
  testId,
  takeFocus = true,
}: {
  words: MessageConfirmationWords;
  afterSend: FormsContent["afterSend"];
  /** The server's reference; absent only if its answer could not be read. */
  referenceId: string | undefined;
  /** What the visitor wrote: the call-now notice shows again when it raises a red flag. */
  sentText: string;
  redFlag: RedFlagWords;
  testId: string;
  takeFocus?: boolean;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) focusBelowHeader(panel.current);
  }, [referenceId, takeFocus]);
  const [before, after] = words.referenceLine.split("{reference}");
  const headingId = `${testId}-heading`;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid={testId}
      className="mb-8 rounded-xl bg-green-50 p-5 text-ink ring-1 ring-green-700 outline-none focus-visible:ring-4"
    >
      <h3 id={headingId} className="text-xl font-bold text-green-900">
        {words.heading}
      </h3>
      {referenceId ? (
        <>
          <p className="mt-3">
            {before}
            <strong data-testid="message-reference" className="font-mono text-2xl tracking-wide break-normal whitespace-nowrap select-all">
              {referenceId}
            </strong>
            {after}
          </p>
          {words.referenceHint ? <p className="mt-1 text-sm">{words.referenceHint}</p> : null}
        </>
      ) : null}
      <div className="mt-4 empty:hidden">
        <RedFlagCallout words={redFlag} text={sentText} />
      </div>
      <h4 className="mt-5 font-bold">{afterSend.nextHeading}</h4>
      <p className="mt-1">{words.next}</p>
      <p className="mt-3 rounded-lg border-l-4 border-red-700 bg-white px-3 py-2 text-sm">
        <WithEmergencyNumbers sentence={afterSend.emergency} linkClassName="font-semibold text-red-800 underline" />
      </p>
    </section>
  );
}
