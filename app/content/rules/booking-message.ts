/**
 * What the desk sends a patient once an appointment is booked, in the language of the patient's form:
 * a WhatsApp message (click-to-chat, staff press send) and an SMS. Both carry the doctor, the day with
 * its weekday, the time, the address, what to bring, the reference, the number to call and 108.
 */
import type { Locale } from "#common/locale";
import type { FrameFacts } from "../views/frame-facts";
import { AMBULANCE_NUMBER } from "#common/emergency";

export type BookingDetails = {
  reference: string;
  patientName: string;
  doctorName: string;
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM, 24-hour clock */
  time: string;
};

// The day is a calendar day, not an instant: formatted at midnight UTC so no time zone moves it.
const DAY_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  hi: new Intl.DateTimeFormat("hi-IN", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
};

export const dayInWords = (locale: Locale, day: string) => DAY_FORMATS[locale].format(new Date(`${day}T00:00:00Z`));

/** "10:30 am" / "सुबह 10:30": the hour as people say it. */
export function timeInWords(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const twelve = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")}`;
  if (locale === "en") return `${twelve} ${hours < 12 ? "am" : "pm"}`;
  const partOfDay = hours < 12 ? "सुबह" : hours < 16 ? "दोपहर" : hours < 19 ? "शाम" : "रात";
  return `${partOfDay} ${twelve}`;
}

/** The hospital as the site publishes it (the desk's Content screens), in the message's language. */
export type MessageSender = Pick<FrameFacts, "name" | "shortName" | "phone" | "postalAddress">;

const WORDS: Record<Locale, (details: BookingDetails, hospital: MessageSender) => string> = {
  en: (details, hospital) =>
    [
      `${hospital.shortName}: Dear ${details.patientName}, your appointment with ${details.doctorName} is on ${dayInWords("en", details.day)} at ${timeInWords("en", details.time)}.`,
      `Address: ${hospital.name}, ${hospital.postalAddress}.`,
      "Please bring a photo ID, your earlier prescriptions and reports, and a list of the medicines you take.",
      `Reference ${details.reference}. To change it, call ${hospital.phone.display}. In an emergency call ${AMBULANCE_NUMBER}.`,
    ].join("\n"),
  hi: (details, hospital) =>
    [
      `${hospital.shortName}: ${details.patientName} जी, ${details.doctorName} के साथ आपका अपॉइंटमेंट ${dayInWords("hi", details.day)} को ${timeInWords("hi", details.time)} बजे है।`,
      `पता: ${hospital.name}, ${hospital.postalAddress}।`,
      "साथ लाएँ: फ़ोटो पहचान-पत्र, पुराने पर्चे और रिपोर्टें, और आप जो दवाएँ लेते हैं उनकी सूची।",
      `संदर्भ ${details.reference}। बदलना हो तो ${hospital.phone.display} पर कॉल करें। इमरजेंसी में ${AMBULANCE_NUMBER} पर कॉल करें।`,
    ].join("\n"),
};

export const bookingMessage = (locale: Locale, details: BookingDetails, hospital: MessageSender) => WORDS[locale](details, hospital);
