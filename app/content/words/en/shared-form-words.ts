/** What both forms show, in this language: the privacy line and the hidden field's label. */
import type { FormsContent } from "../forms.schema";

export const formCommon: Pick<
  FormsContent,
  "privacyNotice" | "privacyLinkText" | "honeypotLabel" | "emergencyNotice" | "redFlagNotice" | "afterSend" | "textCounter" | "textTooLong"
> = {
  privacyNotice: "We use these details only to answer you. Read our {link}.",
  privacyLinkText: "privacy policy",
  emergencyNotice: "This form is not for emergencies. In an emergency, call {phone} (24x7) or {ambulance} for an ambulance.",
  redFlagNotice: {
    heading: "This sounds like an emergency",
    text: "Do not wait for a reply to this form: call an ambulance or our emergency department now. You can still send your message.",
    callAmbulance: "Call {ambulance} for an ambulance",
    callEmergency: "Call Emergency {phone}",
  },
  afterSend: {
    nextHeading: "What happens next",
    emergency: "If it is an emergency, do not wait for our reply: call {phone} (24x7), or {ambulance} for an ambulance.",
  },
  textCounter: "{count} of {limit} characters",
  textTooLong: "{over} characters too many: the limit is {limit}. Please shorten it; nothing has been cut.",
  honeypotLabel: "Leave this field empty",
};
