/**
 * What the booking form is given by its page: a module of its own, so the form and what it loads once
 * sent (after-send.tsx) both name it without importing each other.
 */
import type { FormsContent } from "../../content/words/forms";
import type { Weekday } from "#schemas/opd-days";
import type { FormCommonWords } from "../forms/form-extras";
import type { CallsFrom } from "./booking-confirmation";

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
