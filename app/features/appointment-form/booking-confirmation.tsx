import { useEffect, useRef, useState } from "react";
import type { FormsContent } from "../../content/words/forms";
import type { PhoneLine } from "../../content/model/site-content.schema";
import { telLink } from "../../content/links";
import { WithEmergencyNumbers } from "../../components/layout/emergency-call";
import { type RedFlagWords, RedFlagCallout } from "../forms/red-flag-callout";
import { focusBelowHeader } from "../forms/focus-below-header";

export type ConfirmationWords = FormsContent["appointmentPage"]["confirmation"];

/** The number the desk calls from, as the content holds it: said as certain only once the hospital has confirmed it. */
export type CallsFrom = { state: "supplied" | "working"; value: PhoneLine } | { state: "missing" };

/** What the visitor asked for, in the page's words, as the summary lists it. */
export type AskedFor = { label: string; value: string }[];

/** "Sunday, 29 November" as the page's language writes it; in UTC so it never shifts by a day. */
function preferredDayText(day: string, locale: string): string | undefined {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const when = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(when.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(when);
}

/** What the visitor asked for, from what was sent, in the page's words. */
export function askedFor(
  sent: Record<string, unknown>,
  {
    doctors,
    labels,
    specialityOptions,
    page: { confirmation: words },
    locale,
  }: {
    doctors: readonly { id: string; name: string; department?: string }[];
    labels: FormsContent["appointmentForm"];
    specialityOptions: readonly { value: string; label: string }[];
    page: { confirmation: ConfirmationWords };
    locale: string;
  },
): AskedFor {
  const doctor = doctors.find((candidate) => candidate.id === sent.doctor);
  const day = typeof sent.preferredDate === "string" ? preferredDayText(sent.preferredDate, locale) : undefined;
  const time =
    sent.preferredTime === "morning" || sent.preferredTime === "evening" ? labels.preferredTimeOptions[sent.preferredTime] : undefined;
  const speciality = specialityOptions.find((option) => option.value === sent.speciality)?.label ?? String(sent.speciality ?? "");
  return [
    { label: words.doctor, value: doctor?.name ?? labels.doctorAny },
    // One row where the doctor's department is the speciality asked for: two rows saying the same read as a mistake (review U17).
    ...(doctor?.department && doctor.department !== speciality ? [{ label: words.department, value: doctor.department }] : []),
    { label: words.speciality, value: speciality },
    { label: words.day, value: day ?? words.dayAny },
    { label: words.partOfDay, value: time ?? labels.preferredTimeAny },
  ];
}

/** A sentence with "{phone}" in it, the number a click-to-call link. */
function WithPhone({ sentence, phone }: { sentence: string; phone: PhoneLine }) {
  const [before, after] = sentence.split("{phone}");
  return (
    <>
      {before}
      <a href={telLink(phone.e164)} className="font-semibold whitespace-nowrap text-brand underline underline-offset-2">
        {phone.display}
      </a>
      {after}
    </>
  );
}

/** A second family member: the form is empty already (spec section 4); the visitor starts at its first field. */
function bookAnother() {
  const name = document.getElementById("appointment-name");
  name?.scrollIntoView({ block: "center" });
  name?.focus();
}

/**
 * After the spec's alert, the booking stays on the page: the server's reference (large, one tap to
 * copy, never broken at its hyphen), what was asked, who calls and from which number (named only once
 * the hospital has confirmed it), the emergency line, the call-now notice again when the query sounded
 * like an emergency, and a way to book for someone else. It takes the focus just below the sticky
 * header, so a screen reader reads it at once and a phone shows its heading and reference (review U4).
 */
export function BookingConfirmation({
  words,
  referenceId,
  asked,
  callsFrom,
  query,
  redFlag,
}: {
  words: ConfirmationWords;
  /** The server's reference; absent only if its answer could not be read. */
  referenceId: string | undefined;
  asked: AskedFor;
  callsFrom: CallsFrom;
  /** What the visitor wrote: the call-now notice shows again when it raises a red flag. */
  query?: string;
  redFlag?: RedFlagWords;
}) {
  const panel = useRef<HTMLElement>(null);
  const referenceText = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    focusBelowHeader(panel.current);
  }, [referenceId]);

  /** Selects the reference, so a phone's own Copy works where the clipboard is refused. */
  const selectReference = () => {
    const node = referenceText.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    if (!referenceId) return;
    try {
      await navigator.clipboard.writeText(referenceId);
      setCopied(true);
    } catch {
      selectReference();
    }
  };

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="booking-confirmation-heading"
      data-testid="booking-confirmation"
      className="mb-8 rounded-xl bg-green-50 p-5 text-ink ring-1 ring-green-700 outline-none focus-visible:ring-4"
    >
      <h3 id="booking-confirmation-heading" className="text-xl font-bold text-green-900">
        {words.heading}
      </h3>
      {referenceId ? (
        <div className="mt-4">
          <p className="font-semibold">{words.referenceLabel}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <strong
              ref={referenceText}
              data-testid="booking-reference"
              className="font-mono text-3xl tracking-wide break-normal whitespace-nowrap select-all"
            >
              {referenceId}
            </strong>
            <button
              type="button"
              onClick={() => void copy()}
              className="inline-flex min-h-11 min-w-11 items-center rounded-lg bg-white px-4 font-semibold text-brand ring-1 ring-brand hover:bg-brand-wash"
            >
              {copied ? words.copied : words.copy}
            </button>
          </div>
          <p className="mt-2 text-sm">{words.referenceHint}</p>
        </div>
      ) : null}
      {redFlag && query ? (
        <div className="mt-4 empty:hidden">
          <RedFlagCallout words={redFlag} text={query} />
        </div>
      ) : null}
      <h4 className="mt-5 font-bold">{words.askedHeading}</h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {asked.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 font-bold">{words.nextHeading}</h4>
      <p className="mt-1">
        {callsFrom.state === "supplied" ? <WithPhone sentence={words.callsFrom} phone={callsFrom.value} /> : words.callsYou}
      </p>
      <p className="mt-3 rounded-lg border-l-4 border-red-700 bg-white px-3 py-2 text-sm">
        {/* The numbers are 44 px tall, as every phone link is (app.css). */}
        <WithEmergencyNumbers sentence={words.emergency} linkClassName="font-semibold text-red-800 underline" />
      </p>
      <button
        type="button"
        onClick={bookAnother}
        className="mt-5 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
      >
        {words.another}
      </button>
    </section>
  );
}
