import { SelectField, TextAreaField, TextField, submitButtonClass } from "../forms/field";
import type { FormsContent } from "../../content/forms";
import { APPOINTMENT_CODE, APPOINTMENT_FIELDS } from "#schemas/form-fields";
import { APPOINTMENT_SPECIALITIES } from "#schemas/appointment-options";
import { FIELD_LIMITS } from "#schemas/limits";
import { APPOINTMENT_ENDPOINT } from "../forms/api";
import { EmergencyNotice, type FormCommonWords, HoneypotField, PrivacyNotice } from "../forms/form-extras";
import { loadAppointmentSchema } from "../forms/load-schemas";
import { useFormPost } from "../forms/use-form-post";
import { useValidatedForm } from "../forms/use-validated-form";

type AppointmentFormProps = {
  common: FormCommonWords;
  labels: FormsContent["appointmentForm"];
  alerts: Pick<FormsContent["alerts"], "appointmentSuccess" | "appointmentFailure" | "appointmentError">;
};

/**
 * Spec sections 4, 5, 7 and 8: only a 200 counts as booked; another status and a failed request have
 * their own alerts, and both keep what the visitor typed. Without scripts it posts as plain HTML.
 */
export function AppointmentForm({ labels, alerts, common }: AppointmentFormProps) {
  const { attach: attachForm, ...form } = useValidatedForm(APPOINTMENT_FIELDS, loadAppointmentSchema);
  const { submitting, hydrated, post } = useFormPost();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await post(
      event.currentTarget,
      APPOINTMENT_ENDPOINT,
      async () => {
        const fields = await form.validateForSubmit();
        return fields && { ...fields, code: APPOINTMENT_CODE };
      },
      (response) => {
        // Only a 200 books; any other status has its own alert (spec section 8).
        if (response.status === 200) {
          window.alert(alerts.appointmentSuccess);
          form.reset();
        } else {
          window.alert(alerts.appointmentFailure);
        }
      },
      () => window.alert(alerts.appointmentError),
    );
  };

  const disabled = hydrated && (submitting || form.anyEmpty);
  return (
    <form ref={attachForm} method="post" action={APPOINTMENT_ENDPOINT} onSubmit={onSubmit} noValidate className="relative space-y-5">
      <TextField id="appointment-name" label={labels.name} autoComplete="name" maxLength={FIELD_LIMITS.name} {...form.fieldProps("name")} />
      <TextField
        id="appointment-email"
        label={labels.email}
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        {...form.fieldProps("email")}
      />
      <TextField
        id="appointment-phoneNumber"
        label={labels.phoneNumber}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={20}
        {...form.fieldProps("phoneNumber")}
      />
      <SelectField id="appointment-speciality" label={labels.speciality} {...form.fieldProps("speciality")}>
        <option value="">{labels.specialityPlaceholder}</option>
        {APPOINTMENT_SPECIALITIES.map((option) => (
          <option key={option} value={option}>
            {labels.specialityOptions[option]}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="appointment-query" label={labels.query} maxLength={FIELD_LIMITS.text} {...form.fieldProps("query")} />
      <input type="hidden" name="code" value={APPOINTMENT_CODE} />
      <HoneypotField words={common} />
      <EmergencyNotice words={common} />
      <PrivacyNotice words={common} />
      <button type="submit" disabled={disabled} className={submitButtonClass}>
        {submitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
