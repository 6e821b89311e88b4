import { feedbackMessages } from "~locale/form-messages";
import { createFeedbackSchema } from "#schemas/feedback";

/** The feedback form's shared schema with its messages in the language of this build: same rules as the server's. */
export const feedbackSchema = createFeedbackSchema(feedbackMessages);
