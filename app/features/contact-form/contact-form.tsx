import { useCallback, useState } from "react";
import { TextAreaField, TextField, submitButtonClass } from "../forms/field";
import type { FormsContent } from "../../content/words/forms";
import { CONTACT_FIELDS } from "#schemas/form-fields";
import { FIELD_LIMITS } from "#schemas/limits";
import { CONTACT_ENDPOINT } from "../forms/api";
import { EmergencyNotice, type FormCommonWords, HoneypotField, PrivacyNotice } from "../forms/form-extras";
import { loadContactSchema, loadFollowUp } from "../forms/load-schemas";
import type { MessageConfirmation } from "../forms/message-confirmation";
import type * as FollowUp from "../forms/form-follow-up";
import { useFormPost } from "../forms/use-form-post";
import { useValidatedForm } from "../forms/use-validated-form";

type ContactFormProps = {
  common: FormCommonWords;
  labels: FormsContent["contactForm"];
  alerts: Pick<FormsContent["alerts"], "contactSuccess" | "contactFailure">;
  /** Shown after the spec's alert; `next` with the reply time once the hospital has given it. */
  confirmation: FormsContent["contactPage"]["confirmation"];
};

/** A message the server took: its reference (if its answer could be read), and whether it sounded like an emergency. */
type Sent = { referenceId: string | undefined; message: string; count: number; Panel: typeof MessageConfirmation };

/**
 * Spec sections 4, 5, 7 and 8: any 2xx is a success; anything else, or no answer at all, keeps what
 * the visitor typed. After the spec's alert the page keeps what the visitor needs, as the booking page
 * does: the server's reference, what happens next and the emergency line (review U2). A message that
 * sounds like an emergency is told to call as it is typed, and again once sent (U3). Without scripts
 * the same form posts as plain HTML to the same endpoint.
 */
export function ContactForm({ labels, alerts, common, confirmation }: ContactFormProps) {
  const [followUp, setFollowUp] = useState<typeof FollowUp>();
  const { attach: attachForm, ...form } = useValidatedForm(
    CONTACT_FIELDS,
    useCallback(() => (loadFollowUp().then(setFollowUp, () => undefined), loadContactSchema()), []),
  );
  const { submitting, hydrated, post } = useFormPost();
  const [sent, setSent] = useState<Sent>();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = form.values.message;
    await post(
      event.currentTarget,
      CONTACT_ENDPOINT,
      form.validateForSubmit,
      async (response) => {
        if (!response.ok) throw new Error(`Contact message refused with status ${response.status}`);
        // The spec's check of success is the status; the body gives the reference the confirmation shows.
        const referenceId = await response.json().then(
          (body: { referenceId?: string }) => body.referenceId,
          () => undefined,
        );
        window.alert(alerts.contactSuccess);
        form.reset();
        const Panel = await loadFollowUp().then(
          (followUp) => followUp.MessageConfirmation,
          () => undefined,
        );
        // Where the confirmation could not be fetched, the spec's alert has said it.
        if (Panel) setSent((before) => ({ referenceId, message, Panel, count: (before?.count ?? 0) + 1 }));
      },
      () => window.alert(alerts.contactFailure),
    );
  };

  const disabled = hydrated && (submitting || !form.isValid || !form.isChanged);
  return (
    <>
      {sent ? (
        <sent.Panel
          key={sent.count}
          words={confirmation}
          afterSend={common.afterSend}
          referenceId={sent.referenceId}
          sentText={sent.message}
          redFlag={common.redFlagNotice}
          testId="contact-confirmation"
        />
      ) : null}
      <form ref={attachForm} method="post" action={CONTACT_ENDPOINT} onSubmit={onSubmit} noValidate className="relative space-y-5">
        <EmergencyNotice words={common} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="contact-firstName"
            label={labels.firstName}
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.name}
            {...form.fieldProps("firstName")}
          />
          <TextField
            id="contact-lastName"
            label={labels.lastName}
            autoComplete="family-name"
            maxLength={FIELD_LIMITS.name}
            {...form.fieldProps("lastName")}
          />
        </div>
        <TextField
          id="contact-email"
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          {...form.fieldProps("email")}
        />
        <TextField
          id="contact-phone"
          label={labels.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={20}
          {...form.fieldProps("phone")}
        />
        <TextAreaField
          id="contact-message"
          label={labels.message}
          limit={FIELD_LIMITS.text}
          words={common}
          text={form.values.message}
          {...form.fieldProps("message")}
        />
        {/* The call-now notice, in an alert region (red-flag-callout.tsx says why). */}
        {followUp ? <followUp.RedFlagRegion words={common.redFlagNotice} text={form.values.message} /> : null}
        <HoneypotField words={common} />
        <PrivacyNotice words={common} />
        <button type="submit" disabled={disabled} className={submitButtonClass}>
          {submitting ? labels.submitting : labels.submit}
        </button>
      </form>
    </>
  );
}
