/** The forms' validation messages: the spec's English ones, which live beside the shared schemas. */
import { type AppointmentMessages, appointmentMessagesEn } from "#schemas/appointment";
import { type ContactMessages, contactMessagesEn } from "#schemas/contact";
import { type FeedbackMessages, feedbackMessagesEn } from "#schemas/feedback";
import { textRuleMessagesEn } from "#schemas/text-rules";

export const contactMessages: ContactMessages = { ...contactMessagesEn, ...textRuleMessagesEn };
export const appointmentMessages: AppointmentMessages = { ...appointmentMessagesEn, ...textRuleMessagesEn };
export const feedbackMessages: FeedbackMessages = { ...feedbackMessagesEn, ...textRuleMessagesEn };
