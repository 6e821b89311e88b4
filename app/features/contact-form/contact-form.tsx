import { TextAreaField, TextField, submitButtonClass } from "../forms/field";
import type { FormsContent } from "../../content/forms";
import { CONTACT_FIELDS } from "#schemas/form-fields";
import { FIELD_LIMITS } from "#schemas/limits";
import { CONTACT_ENDPOINT } from "../forms/api";
import { EmergencyNotice, type FormCommonWords, HoneypotField, PrivacyNotice } from "../forms/form-extras";
import { loadContactSchema } from "../forms/load-schemas";
import { useFormPost } from "../forms/use-form-post";
import { useValidatedForm } from "../forms/use-validated-form";

type ContactFormProps = {
  common: FormCommonWords;
  labels: FormsContent["contactForm"];
  alerts: Pick<FormsContent["alerts"], "contactSuccess" | "contactFailure">;
};

/**
 * Spec sections 4, 5, 7 and 8: any 2xx is a success; anything else, or no answer at all, keeps what
 * the visitor typed. Without scripts the same form posts as plain HTML to the same endpoint.
 */
export function ContactForm({ labels, alerts, common }: ContactFormProps) {
  const { attach: attachForm, ...form } = useValidatedForm(CONTACT_FIELDS, loadContactSchema);
  const { submitting, hydrated, post } = useFormPost();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await post(
      event.currentTarget,
      CONTACT_ENDPOINT,
      form.validateForSubmit,
      (response) => {
        if (!response.ok) throw new Error(`Contact message refused with status ${response.status}`);
        window.alert(alerts.contactSuccess);
        form.reset();
      },
      () => window.alert(alerts.contactFailure),
    );
  };

  const disabled = hydrated && (submitting || !form.isValid || !form.isChanged);
  return (
    <form ref={attachForm} method="post" action={CONTACT_ENDPOINT} onSubmit={onSubmit} noValidate className="relative space-y-5">
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
      <HoneypotField words={common} />
      <EmergencyNotice words={common} />
      <PrivacyNotice words={common} />
      <button type="submit" disabled={disabled} className={submitButtonClass}>
        {submitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
