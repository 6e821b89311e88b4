/** What both forms show, in this language: the privacy line and the hidden field's label. */
import type { FormsContent } from "../forms.schema";

export const formCommon: Pick<FormsContent, "privacyNotice" | "privacyLinkText" | "honeypotLabel" | "emergencyNotice"> = {
  privacyNotice: "We use these details only to answer you. Read our {link}.",
  privacyLinkText: "privacy policy",
  emergencyNotice: "This form is not for emergencies. In an emergency, call {phone} (24x7) or {ambulance} for an ambulance.",
  honeypotLabel: "Leave this field empty",
};
