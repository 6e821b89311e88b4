export type { FeedbackPageContent } from "./feedback-page.schema";

/** The feedback page and its form, in the language of this build: the `~locale` alias picks the file (see current-locale.ts). */
export { feedbackPage } from "~locale/feedback-page";
