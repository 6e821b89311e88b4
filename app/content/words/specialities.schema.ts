import { z } from "zod";
import { type DepartmentSlug, SPECIALITY_COUNTS } from "../keys";
import { DepartmentSlugSchema, SpecialityContentSchema } from "../schema";

export const SpecialitiesSchema = z.record(DepartmentSlugSchema, SpecialityContentSchema).superRefine((all, ctx) => {
  for (const [slug, expected] of Object.entries(SPECIALITY_COUNTS)) {
    const content = all[slug as DepartmentSlug];
    if (content.faqs.length !== expected.faqs) {
      ctx.addIssue({
        code: "custom",
        path: [slug, "faqs"],
        message: `expected ${expected.faqs} FAQs (SPECIALITY_COUNTS, app/content/keys.ts)`,
      });
    }
  }
});

/** Detail-page content for every department, keyed by slug. */
export type SpecialitiesContent = z.infer<typeof SpecialitiesSchema>;

/** A department page's own words: its experts come from the doctors' records (doctor-views.ts). */
export type SpecialityPagesWords = Record<DepartmentSlug, Omit<SpecialitiesContent[DepartmentSlug], "doctors">>;
