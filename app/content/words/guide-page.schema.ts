import { z } from "zod";
import { SCHEME_KEYS } from "../facts/cashless-schemes";
import { hospitalFactSchema } from "../hospital-fact";
import { PhoneLineSchema } from "../facts/hospital.schema";
import { PageMetaSchema, text } from "../schema";

/**
 * A fact a guide page states under its name (OPD hours, the grievance officer): words, or a phone line shown as a
 * click-to-call link. Where the hospital has not supplied it, the page asks the visitor to call.
 */
export const GuideFactSchema = z.object({ name: text, fact: hospitalFactSchema(z.union([text, PhoneLineSchema])) });

/**
 * A list under its own small heading inside a section (documents for cashless treatment, one scheme). A
 * scheme's group names its key: the page shows it only while the scheme is in the content's one list.
 */
export const GuideGroupSchema = z.object({
  title: text,
  intro: text.optional(),
  points: z.array(text).min(1),
  scheme: z.enum(SCHEME_KEYS).optional(),
});

/** One h2 section of a guide page; its id is the target of the page's contents list. */
export const GuideSectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  title: text,
  paragraphs: z.array(text).optional(),
  facts: z.array(GuideFactSchema).optional(),
  points: z.array(text).optional(),
  /** Done in this order, so shown as a numbered list. */
  steps: z.array(text).optional(),
  groups: z.array(GuideGroupSchema).optional(),
  /** A page of the site that carries the section on (the feedback form after "If something goes wrong"). */
  link: z.object({ text, path: z.string().regex(/^\/[a-z-]+$/) }).optional(),
});

/** A page of plain guidance in sections: the patient and visitor guide, patients' rights. */
export const GuidePageSchema = z.object({
  /** The page's title, description and breadcrumb name in its head tags (seo.ts). */
  meta: PageMetaSchema,
  heading: text,
  intro: text,
  /** Names the list of links to the page's sections. */
  contentsLabel: text,
  /** Beside a fact the hospital has not supplied yet, before the click-to-call link. */
  callToConfirm: text,
  sections: z.array(GuideSectionSchema).min(3),
});
export type GuidePageContent = z.infer<typeof GuidePageSchema>;
export type GuideSection = z.infer<typeof GuideSectionSchema>;
