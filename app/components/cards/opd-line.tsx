import { CallToConfirm } from "../ui/call-to-confirm";

/** The words an OPD line is written in, from Find Doctor's content. */
export type OpdLineWords = { consultationLabel: string; opdTimingsLabel: string; callToConfirm: string };

/**
 * A doctor's OPD line inside a card's <dl>: the sittings as the hospital gave them, or "OPD timings:
 * please call to confirm" with the hospital's number as a call link, never a guess (review U8).
 */
export function OpdLine({ opd, words }: { opd: string | undefined; words: OpdLineWords }) {
  return opd === undefined ? (
    <div data-testid="opd-timings">
      <dt className="inline font-semibold">{words.opdTimingsLabel}: </dt>
      <dd className="inline">
        <CallToConfirm words={words.callToConfirm} />
      </dd>
    </div>
  ) : (
    <div data-testid="opd-timings">
      <dt className="inline font-semibold">{words.consultationLabel}: </dt>
      <dd className="inline">{opd}</dd>
    </div>
  );
}
