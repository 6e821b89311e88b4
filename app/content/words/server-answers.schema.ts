import { z } from "zod";
import { text } from "../schema";

/** A sentence that must name what the server fills in, e.g. "{reference}". */
const withSlots = (...slots: string[]) =>
  text.refine(
    (value) => slots.every((slot) => value.includes(`{${slot}}`)),
    `must contain ${slots.map((slot) => `{${slot}}`).join(" and ")}`,
  );

/**
 * What the server itself says to a visitor, in each language: the pages a browser without JavaScript
 * gets after posting a form, and the acknowledgement e-mail. The site's pages never load these words;
 * they live here so the same schema, parity and glossary checks cover them as every other string.
 */
export const serverAnswersSchema = () =>
  z.object({
    resultPages: z.object({
      referenceLine: text,
      referenceHint: text,
      invalidHeading: text,
      invalidIntro: text,
      invalidBackHint: text,
      tooManyHeading: text,
      tooManyText: text,
      unavailableHeading: text,
      unavailableText: text,
      crossSiteHeading: text,
      crossSiteText: text,
      busyHeading: text,
      busyText: text,
      callUs: text,
      backToForm: text,
      home: text,
      nextSteps: text,
      /** The link to the patient and visitor guide after a form is sent. */
      patientGuide: text,
    }),
    /** No word the visitor chose, not even the name: only the reference, so the form cannot relay anyone's message. */
    acknowledgement: z.object({
      subject: withSlots("reference"),
      greeting: text,
      thanks: withSlots("hospital"),
      reference: withSlots("reference"),
      callSooner: withSlots("phone"),
    }),
  });

export type ServerAnswers = z.infer<ReturnType<typeof serverAnswersSchema>>;
