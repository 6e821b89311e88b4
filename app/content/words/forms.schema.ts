import { z } from "zod";
import type { Locale } from "#common/locale";
import { hospitalFactSchema } from "../hospital-fact";
import { PageMetaSchema, text, wording } from "../schema";
import { APPOINTMENT_SPECIALITIES, PREFERRED_TIMES } from "#schemas/appointment-options";
import { WEEKDAYS } from "#schemas/opd-days";

/**
 * A form's messages for wrong or missing answers (their keys are the form's schema's, in schemas/):
 * words a visitor reads, so held to the text rule like every other content.
 */
export const formMessagesSchema = z.record(z.string(), text);

/** Words of the Contact and Book Appointment pages and their forms. */
export const formsSchema = (locale: Locale) =>
  z.object({
    contactPage: z.object({
      meta: PageMetaSchema,
      bannerTitle: wording(locale, "Contact Us"),
      bannerText: text,
      cardTitle: wording(locale, "Contact Us"),
      /** Whether the reception answers calls day and night: a promise only the hospital can make. */
      receptionHours: hospitalFactSchema(text),
      cardText: text,
      callLabel: text,
      whatsappLabel: text,
      formTitle: text,
      formIntro: text,
      /** How soon the team replies to a message: said after the form's introduction once the hospital has given it. */
      replyTime: hospitalFactSchema(text),
      locationHeading: wording(locale, "Our Location"),
      locationText: text,
      /** Whether visitors can park at the hospital: said after the location's text once the hospital has given it. */
      parking: hospitalFactSchema(text),
      showMap: text,
      mapTitle: text,
      mapNotice: text,
      openInMaps: text,
      /** Shown on the page after the spec's alert: the server's reference, what happens next, the emergency line. */
      confirmation: z.object({
        heading: text,
        /** "{reference}" marks where the server's reference goes. */
        referenceLine: text.includes("{reference}"),
        referenceHint: text,
        next: text,
      }),
    }),
    contactForm: z.object({
      firstName: wording(locale, "First Name"),
      lastName: wording(locale, "Last Name"),
      email: wording(locale, "Email"),
      phone: wording(locale, "Phone Number"),
      message: wording(locale, "Message"),
      submit: wording(locale, "Send Message"),
      submitting: wording(locale, "Sending..."),
    }),
    appointmentPage: z.object({
      meta: PageMetaSchema,
      headingStart: wording(locale, "Schedule an appointment with a specialist at"),
      headingEnd: wording(locale, "for Personalized Care."),
      line: wording(locale, "Get a second opinion from our super specialist doctors."),
      formTitle: wording(locale, "Book Appointment"),
      formIntro: text,
      /** How soon the desk calls back about a request: said after the steps once the hospital has given it. */
      callBackTime: hospitalFactSchema(text),
      whatHappensNext: z.object({ heading: text, steps: z.array(text).min(2) }),
      /** Shown on the page after the spec's alert: the server's reference, what was asked, what happens next. */
      confirmation: z.object({
        heading: text,
        referenceLabel: text,
        copy: text,
        copied: text,
        referenceHint: text,
        askedHeading: text,
        doctor: text,
        department: text,
        speciality: text,
        day: text,
        dayAny: text,
        partOfDay: text,
        nextHeading: text,
        /** Once the hospital has confirmed the number its desk calls from. */
        callsFrom: text.includes("{phone}"),
        /** Until then: no number is named (asking the patient to phone to learn it would send them round in a circle). */
        callsYou: text,
        emergency: text.includes("{phone}").includes("{ambulance}"),
        another: text,
      }),
      /** After the spec's failure alert: why nothing was sent, what to do, and the number to call. */
      sendFailure: z.object({
        heading: text,
        offline: text,
        tooMany: text,
        unavailable: text,
        other: text,
        callUs: text.includes("{phone}"),
      }),
    }),
    appointmentForm: z.object({
      name: wording(locale, "Name"),
      email: wording(locale, "Email"),
      phoneNumber: wording(locale, "Phone Number"),
      speciality: wording(locale, "Speciality"),
      specialityPlaceholder: text,
      /** Visible label of each dropdown option; the value sent stays the English option. */
      specialityOptions: z.record(z.enum(APPOINTMENT_SPECIALITIES), text),
      query: wording(locale, "Query"),
      /** The optional fields of issue 21, after the spec's; the doctors' names come from the doctors' content. */
      doctor: text,
      doctorAny: text,
      preferredDate: text,
      preferredTime: text,
      preferredTimeAny: text,
      preferredTimeOptions: z.record(z.enum(PREFERRED_TIMES), text),
      /** A doctor's choice where the hospital has given the doctor's OPD days (doctor-records.ts). */
      doctorWithOpdDays: text.includes("{doctor}").includes("{days}"),
      /** Under the preferred date when the chosen doctor has no OPD that day; the request may still be sent. */
      offOpdDayNote: text.includes("{doctor}").includes("{days}"),
      weekdays: z.record(z.enum(WEEKDAYS), text),
      /** At the form's top once a doctor is chosen (review U5): "{doctor}" the name, "{department}" the doctor's department. */
      forDoctor: text.includes("{doctor}").includes("{department}"),
      /**
       * Beside Book Now while it is disabled (review U11: the specification keeps it disabled while a
       * field is empty): "{fields}" lists the required fields still empty, by their labels.
       */
      stillEmpty: text.includes("{fields}"),
      submit: wording(locale, "Book Now"),
      submitting: wording(locale, "Submitting..."),
    }),
    /** The browser alerts of spec section 8, exactly. */
    alerts: z.object({
      contactSuccess: wording(locale, "Message submitted successfully!"),
      contactFailure: wording(locale, "Failed to send message. Please try again."),
      appointmentSuccess: wording(locale, "Form Submitted, Team will contact you soon."),
      appointmentFailure: wording(locale, "Failed to book the appointment. Please try again."),
      appointmentError: wording(locale, "An error occurred. Please try again."),
    }),
    /** The line above each submit button; "{link}" marks where the privacy notice link goes. */
    privacyNotice: text.includes("{link}"),
    privacyLinkText: text,
    /** Above each form's fields: not for emergencies; "{phone}" and "{ambulance}" become call links. */
    emergencyNotice: text.includes("{phone}").includes("{ambulance}"),
    /**
     * Shown as soon as a message or query sounds like an emergency (the red flags of red-flags.ts, the
     * desk's own list), again once it is sent, and on the no-JavaScript answer: call now. It never stops
     * the sending.
     */
    redFlagNotice: z.object({
      heading: text,
      text: text,
      callAmbulance: text.includes("{ambulance}"),
      callEmergency: text.includes("{phone}"),
    }),
    /** The confirmation of a message or feedback after it is sent: its "what happens next" and the emergency line. */
    afterSend: z.object({
      nextHeading: text,
      emergency: text.includes("{phone}").includes("{ambulance}"),
    }),
    honeypotLabel: text,
    /** Under a long text near its limit: "{count}" characters typed of "{limit}". */
    textCounter: text.includes("{count}").includes("{limit}"),
    /** Under a text over its limit (a paste, say): nothing is cut, the visitor shortens it. */
    textTooLong: text.includes("{over}").includes("{limit}"),
  });

export type FormsContent = z.infer<ReturnType<typeof formsSchema>>;
