/** What both forms show, in this language: the privacy line and the hidden field's label. */
import type { FormsContent } from "../forms.schema";

export const formCommon: Pick<FormsContent, "privacyNotice" | "privacyLinkText" | "honeypotLabel"> = {
  privacyNotice: "We use these details only to answer you. Read our {link}.",
  privacyLinkText: "privacy policy",
  honeypotLabel: "Leave this field empty",
};
