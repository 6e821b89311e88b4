import { z } from "zod";
import { FEEDBACK_KINDS } from "#schemas/form-fields";
import { hospitalFactSchema } from "../hospital-fact";
import { PageMetaSchema, text } from "../schema";

/** Words of the feedback page and its form. */
export const FeedbackPageSchema = z.object({
  page: z.object({
    meta: PageMetaSchema,
    bannerTitle: text,
    bannerText: text,
    intro: text,
    complaintsHeading: text,
    complaintsText: text,
    grievanceOfficerLabel: text,
    /** The officer's name: a fact only the hospital can give. */
    grievanceOfficer: hospitalFactSchema(text),
    /** Said, next to a call link, while the officer's name is not supplied. */
    grievanceOfficerToConfirm: text,
    callLabel: text,
    formTitle: text,
    formIntro: text,
  }),
  /** Each field's visible label, by the name it is sent under: the server's no-JavaScript answers name fields by these. */
  form: z.object({
    name: text,
    phone: text,
    email: text,
    kind: text,
    message: text,
    earlierReference: text,
    earlierReferenceHint: text,
    kindOptions: z.record(z.enum(FEEDBACK_KINDS), text),
    submit: text,
    submitting: text,
  }),
  alerts: z.object({
    /** Shown in the page once sent, and on the no-JavaScript answer page, above the reference. */
    success: text,
    /** "{reference}" marks where the reference goes. */
    referenceLine: text.includes("{reference}"),
    /** Under "what happens next" once sent. */
    next: text,
    failure: text,
  }),
});

export type FeedbackPageContent = z.infer<typeof FeedbackPageSchema>;
