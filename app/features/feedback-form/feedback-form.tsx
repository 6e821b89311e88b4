import { useCallback, useEffect, useRef, useState } from "react";
import type { FeedbackPageContent } from "../../content/words/feedback-page";
import { FEEDBACK_FIELDS, FEEDBACK_KINDS } from "#schemas/form-fields";
import { FIELD_LIMITS } from "#schemas/limits";
import { FEEDBACK_ENDPOINT } from "../forms/api";
import { TextAreaField, TextField, submitButtonClass } from "../forms/field";
import { type FormCommonWords, HoneypotField, PrivacyNotice } from "../forms/form-extras";
import { loadFeedbackSchema, loadFollowUp } from "../forms/load-schemas";
import type { MessageConfirmation } from "../forms/message-confirmation";
import type * as FollowUp from "../forms/form-follow-up";
import { useFormPost } from "../forms/use-form-post";
import { useValidatedForm } from "../forms/use-validated-form";

type FeedbackFormProps = {
  common: FormCommonWords;
  labels: FeedbackPageContent["form"];
  alerts: FeedbackPageContent["alerts"];
};

type Outcome = { sent: true; referenceId: string; message: string; Panel: typeof MessageConfirmation | undefined } | { sent: false };

/** What a send showed, and how it is brought into view: below the sticky header once the follow-up has arrived. */
type Shown = { outcome: Outcome; focus: (element: HTMLElement | null) => void } | undefined;

/** The follow-up (the confirmation, the focusing below the header), or the plain focus where it could not be fetched. */
const afterSendParts = () =>
  loadFollowUp().then(
    (module) => ({ Panel: module.MessageConfirmation, focus: module.focusBelowHeader }),
    () => ({ Panel: undefined, focus: (element: HTMLElement | null) => element?.focus() }),
  );

/**
 * With scripts, the answer appears in the page (its reference, what happens next, the emergency line)
 * and takes the focus just below the sticky header, so a screen reader says it at once and a phone
 * shows it; a failure keeps everything typed. Feedback that sounds like an emergency is told to call,
 * as it is typed and once sent. Without scripts the same form posts as
 * plain HTML and the server answers with a page of its own.
 */
export function FeedbackForm({ labels, alerts, common }: FeedbackFormProps) {
  const [followUp, setFollowUp] = useState<typeof FollowUp>();
  const { attach: attachForm, ...form } = useValidatedForm(
    FEEDBACK_FIELDS,
    useCallback(() => (loadFollowUp().then(setFollowUp, () => undefined), loadFeedbackSchema()), []),
  );
  const { submitting, hydrated, post } = useFormPost();
  const [shown, setShown] = useState<Shown>();
  const outcome = shown?.outcome;
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    shown?.focus(outcomeRef.current);
  }, [shown]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = form.values.message;
    setShown(undefined);
    await post(
      event.currentTarget,
      FEEDBACK_ENDPOINT,
      form.validateForSubmit,
      async (response) => {
        if (!response.ok) throw new Error(`Feedback refused with status ${response.status}`);
        const { referenceId } = (await response.json()) as { referenceId: string };
        form.reset();
        const { Panel, focus } = await afterSendParts();
        setShown({ outcome: { sent: true, referenceId, message, Panel }, focus });
      },
      async () => setShown({ outcome: { sent: false }, focus: (await afterSendParts()).focus }),
    );
  };

  const disabled = hydrated && (submitting || !form.isValid || !form.isChanged);
  const kind = form.fieldProps("kind");
  const earlierReference = form.fieldProps("earlierReference");
  const referenceHintId = "feedback-earlierReference-hint";
  return (
    <>
      <div ref={outcomeRef} tabIndex={-1} role={outcome?.sent === false ? "alert" : "status"} className="outline-none">
        {outcome?.sent && !outcome.Panel ? (
          // The confirmation could not be fetched: the two lines that matter still say it.
          <p className="mb-6 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-700">
            {alerts.success} {alerts.referenceLine.replace("{reference}", outcome.referenceId)}
          </p>
        ) : outcome?.sent && outcome.Panel ? (
          <outcome.Panel
            words={{ heading: alerts.success, referenceLine: alerts.referenceLine, next: alerts.next }}
            afterSend={common.afterSend}
            referenceId={outcome.referenceId}
            sentText={outcome.message}
            redFlag={common.redFlagNotice}
            testId="feedback-confirmation"
            takeFocus={false}
          />
        ) : outcome ? (
          <p className="mb-6 rounded-lg bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-700">{alerts.failure}</p>
        ) : null}
      </div>
      <form ref={attachForm} method="post" action={FEEDBACK_ENDPOINT} onSubmit={onSubmit} noValidate className="relative space-y-5">
        <TextField id="feedback-name" label={labels.name} autoComplete="name" maxLength={FIELD_LIMITS.name} {...form.fieldProps("name")} />
        <TextField
          id="feedback-phone"
          label={labels.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={20}
          {...form.fieldProps("phone")}
        />
        <TextField
          id="feedback-email"
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          {...form.fieldProps("email")}
        />
        <fieldset aria-describedby={kind.error ? "feedback-kind-error" : undefined}>
          <legend className="font-semibold text-navy">{labels.kind}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {FEEDBACK_KINDS.map((value) => (
              <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={kind.name}
                  value={value}
                  onChange={kind.onChange}
                  onBlur={kind.onBlur}
                  aria-invalid={kind.error ? true : undefined}
                  className="size-6 accent-brand"
                />
                {labels.kindOptions[value]}
              </label>
            ))}
          </div>
          {kind.error ? (
            <p id="feedback-kind-error" className="mt-1 text-sm font-medium text-red-700">
              {kind.error}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          id="feedback-message"
          label={labels.message}
          limit={FIELD_LIMITS.text}
          words={common}
          text={form.values.message}
          {...form.fieldProps("message")}
        />
        {/* The call-now notice, in an alert region (red-flag-callout.tsx says why). */}
        {followUp ? <followUp.RedFlagRegion words={common.redFlagNotice} text={form.values.message} /> : null}
        <div>
          <TextField
            id="feedback-earlierReference"
            label={labels.earlierReference}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            {...earlierReference}
            aria-describedby={earlierReference.error ? `feedback-earlierReference-error ${referenceHintId}` : referenceHintId}
          />
          <p id={referenceHintId} className="mt-1 text-sm text-muted">
            {labels.earlierReferenceHint}
          </p>
        </div>
        <HoneypotField words={common} />
        <PrivacyNotice words={common} />
        <button type="submit" disabled={disabled} className={submitButtonClass}>
          {submitting ? labels.submitting : labels.submit}
        </button>
      </form>
    </>
  );
}
