import { SelectField, TextAreaField, TextField, submitButtonClass } from "../forms/field";
import type { FormsContent } from "../../content/words/forms";
import { useCallback, useLayoutEffect, useState } from "react";
import { APPOINTMENT_CODE, APPOINTMENT_FIELDS } from "#schemas/form-fields";
import { APPOINTMENT_OPTIONAL_FIELDS, PREFERRED_TIMES } from "#schemas/appointment-options";
import { DOCTOR_QUERY, DOCTOR_SELECT_ID, SPECIALITY_SELECT_ID, doctorNoteId } from "#common/doctor-choice";
import { type Weekday, isOffOpdDay } from "#schemas/opd-days";
import type { CallsFrom } from "./booking-confirmation";
import type * as AfterSend from "./after-send";
import type { SendOutcome } from "./after-send";
import { FIELD_LIMITS } from "#schemas/limits";
import { APPOINTMENT_ENDPOINT } from "../forms/api";
import { EmergencyNotice, type FormCommonWords, HoneypotField, PrivacyNotice } from "../forms/form-extras";
import { importOnce, loadAppointmentSchema, loadPreferredDateRange } from "../forms/load-schemas";
import { useFormPost } from "../forms/use-form-post";
import { useValidatedForm } from "../forms/use-validated-form";

export type AppointmentFormProps = {
  common: FormCommonWords;
  labels: FormsContent["appointmentForm"];
  /** The page's confirmation and failure words. */
  page: Pick<FormsContent["appointmentPage"], "confirmation" | "sendFailure">;
  /** The number the desk calls back from, as the content holds it. */
  callsFrom: CallsFrom;
  /** The page's language, for the preferred day's date ("29 November"). */
  locale: string;
  alerts: Pick<FormsContent["alerts"], "appointmentSuccess" | "appointmentFailure" | "appointmentError">;
  /** The doctors a visitor may name, in the page's language, with their OPD days where the hospital has given them. */
  doctors: readonly {
    id: string;
    name: string;
    /** The doctor's department, in the page's language. */
    department?: string;
    /** The Speciality option (its value) that is the doctor's department, when the options have it. */
    speciality?: string;
    /** The line at the form's top while the doctor is chosen: labels.forDoctor filled in (review U5). */
    forDoctor?: string;
    opdDays?: readonly Weekday[] | undefined;
    leave?: readonly string[];
  }[];
  /** The Speciality choices: the value sent (English) and what the page's language shows. */
  specialityOptions: readonly { value: string; label: string }[];
};

const STILL_EMPTY_ID = "appointment-still-empty";

/** Fills a sentence's "{doctor}" and "{days}" with a doctor's name and OPD days in the page's words. */
const withOpdDays = (sentence: string, name: string, days: readonly Weekday[], weekdays: Record<Weekday, string>) =>
  sentence.replace("{doctor}", name).replace("{days}", days.map((day) => weekdays[day]).join(", "));

/**
 * Chooses the doctor the page was opened for, and the doctor's department among the Speciality options
 * when it is one (review U5), where nothing chose them already. The site server marks both options
 * `selected` in the page it sends (server/site/doctor-choice.ts), so this matters only when the browser
 * drew the page itself (a move from another page of the site). Runs before the form reads its fields,
 * and never replaces a choice the visitor made before the scripts ran.
 */
function useDoctorFromQuery(doctors: AppointmentFormProps["doctors"]) {
  useLayoutEffect(() => {
    const select = document.getElementById(DOCTOR_SELECT_ID) as HTMLSelectElement | null;
    const wanted = doctors.find((doctor) => doctor.id === new URLSearchParams(location.search).get(DOCTOR_QUERY));
    if (!wanted || !select || select.value || [...select.options].some((option) => option.defaultSelected)) return;
    select.value = wanted.id;
    // The page was drawn here, so nothing in Speciality came with it; a choice made already stays.
    (document.getElementById(SPECIALITY_SELECT_ID) as HTMLSelectElement).value ||= wanted.speciality ?? "";
    // Once, when the form appears: afterwards the select is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The booking page's follow-up (after-send.tsx): the call-now notice under the query and the panels a
 * send shows, asked for with the checks when the visitor starts on the form, never in the first load.
 */
const loadAfterSend = importOnce(() => import("./after-send"));

/** What a send came to, and the panel (after-send.tsx) that says it. */
type Shown = { outcome: SendOutcome; Panel: typeof AfterSend.AfterSendPanel; count: number } | undefined;

/**
 * Spec sections 4, 5, 7 and 8: only a 200 counts as booked; another status and a failed request have
 * their own alerts, and both keep what the visitor typed. After the alert the page keeps what the
 * visitor needs: the confirmation with the server's reference, or why nothing was sent and the number
 * to call. Without scripts it posts as plain HTML.
 */
export function AppointmentForm(props: AppointmentFormProps) {
  const { labels, alerts, common, doctors, specialityOptions } = props;
  const [shown, setShown] = useState<Shown>();
  const [followUp, setFollowUp] = useState<typeof AfterSend>();
  // The page was drawn at build time: the day range is set once the browser knows today, with the form's
  // checks when the visitor starts on the form (what works out today in India is not in the first load;
  // the checks refuse a day out of range either way).
  const [dateRange, setDateRange] = useState<{ first: string; last: string }>();
  useDoctorFromQuery(doctors);
  // The page's own choices are the ones its checks accept (the server checks against the published content).
  const loadSchema = useCallback(
    () => (
      loadAfterSend().then(setFollowUp, () => undefined),
      loadPreferredDateRange().then(setDateRange, () => undefined),
      loadAppointmentSchema({
        specialities: specialityOptions.map((option) => option.value),
        doctorIds: doctors.map((doctor) => doctor.id),
      })
    ),
    [specialityOptions, doctors],
  );
  const { attach: attachForm, ...form } = useValidatedForm(APPOINTMENT_FIELDS, loadSchema, APPOINTMENT_OPTIONAL_FIELDS);
  const { submitting, hydrated, post } = useFormPost();
  const show = async (outcome: SendOutcome) => {
    const Panel = await loadAfterSend().then(
      (panels) => panels.AfterSendPanel,
      () => undefined,
    );
    // Where the panels could not be fetched, the spec's alert has said it.
    if (Panel) setShown((before) => ({ outcome, Panel, count: (before?.count ?? 0) + 1 }));
  };
  // Said, never enforced: the desk can still agree another day, or another doctor, on the phone.
  const chosenDoctor = doctors.find((doctor) => doctor.id === form.values.doctor);
  const offOpdDay = chosenDoctor?.opdDays && isOffOpdDay(form.values.preferredDate, chosenDoctor.opdDays) ? chosenDoctor : undefined;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let sent: Record<string, unknown> = {};
    await post(
      event.currentTarget,
      APPOINTMENT_ENDPOINT,
      async () => {
        const fields = await form.validateForSubmit();
        if (fields) sent = fields;
        return fields && { ...fields, code: APPOINTMENT_CODE };
      },
      async (response) => {
        // Only a 200 books; any other status has its own alert (spec section 8), then the page says what to do.
        if (response.status === 200) {
          window.alert(alerts.appointmentSuccess);
          form.reset();
          await show({ sent, response });
        } else {
          window.alert(alerts.appointmentFailure);
          await show({ status: response.status });
        }
      },
      () => {
        window.alert(alerts.appointmentError);
        void show({ status: 0 });
      },
    );
  };

  // The required fields still empty, by their labels: the specification keeps Book Now grey until
  // there are none, and the page says which (review U11). Nothing is empty while sending.
  const missing = form.emptyFields.map((field) => labels[field]).join(", ");
  const disabled = hydrated && (submitting || !!missing);
  const stillEmpty = hydrated && missing && labels.stillEmpty.replace("{fields}", missing);
  return (
    <>
      {shown ? <shown.Panel key={shown.count} outcome={shown.outcome} form={props} /> : null}
      <form ref={attachForm} method="post" action={APPOINTMENT_ENDPOINT} onSubmit={onSubmit} noValidate className="relative space-y-5">
        {/*
          Which doctor the request is for, at the form's top (review U5): one line per doctor, shown for
          the one chosen. The site server shows the line of the doctor a page was opened for, so it is
          there before the scripts run and without them.
        */}
        {doctors.map((doctor) => (
          <p key={doctor.id} id={doctorNoteId(doctor.id)} hidden={form.values.doctor !== doctor.id} className="font-semibold text-navy">
            {doctor.forDoctor}
          </p>
        ))}
        <EmergencyNotice words={common} />
        <TextField
          id="appointment-name"
          label={labels.name}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          {...form.fieldProps("name")}
        />
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
        <SelectField id={SPECIALITY_SELECT_ID} label={labels.speciality} {...form.fieldProps("speciality")}>
          <option value="">{labels.specialityPlaceholder}</option>
          {specialityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="appointment-query"
          label={labels.query}
          limit={FIELD_LIMITS.text}
          words={common}
          text={form.values.query}
          {...form.fieldProps("query")}
        />
        {/* The call-now notice, in an alert region (red-flag-callout.tsx says why). */}
        {followUp ? <followUp.RedFlagRegion words={common.redFlagNotice} text={form.values.query} /> : null}
        <SelectField id={DOCTOR_SELECT_ID} label={labels.doctor} {...form.fieldProps("doctor")}>
          <option value="">{labels.doctorAny}</option>
          {doctors.map((doctor) => (
            <option key={doctor.id} value={doctor.id} data-speciality={doctor.speciality}>
              {[
                doctor.opdDays ? withOpdDays(labels.doctorWithOpdDays, doctor.name, doctor.opdDays, labels.weekdays) : doctor.name,
                // Leave is said while it lasts, so nobody asks for a day the doctor is away.
                ...(doctor.leave ?? []),
              ].join(" · ")}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="appointment-preferredDate"
            label={labels.preferredDate}
            type="date"
            min={dateRange?.first}
            max={dateRange?.last}
            {...form.fieldProps("preferredDate")}
          />
          <SelectField id="appointment-preferredTime" label={labels.preferredTime} {...form.fieldProps("preferredTime")}>
            <option value="">{labels.preferredTimeAny}</option>
            {PREFERRED_TIMES.map((time) => (
              <option key={time} value={time}>
                {labels.preferredTimeOptions[time]}
              </option>
            ))}
          </SelectField>
        </div>
        <p role="status" className={offOpdDay ? "rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-200" : "sr-only"}>
          {offOpdDay?.opdDays && withOpdDays(labels.offOpdDayNote, offOpdDay.name, offOpdDay.opdDays, labels.weekdays)}
        </p>
        <input type="hidden" name="code" value={APPOINTMENT_CODE} />
        <HoneypotField words={common} />
        <PrivacyNotice words={common} />
        <button type="submit" disabled={disabled} aria-describedby={stillEmpty ? STILL_EMPTY_ID : undefined} className={submitButtonClass}>
          {submitting ? labels.submitting : labels.submit}
        </button>
        {stillEmpty && (
          <p id={STILL_EMPTY_ID} className="text-sm text-muted">
            {stillEmpty}
          </p>
        )}
      </form>
    </>
  );
}
