import { z } from "zod";
import { type DepartmentSlug, SPECIALITY_COUNTS } from "./keys";
import { DepartmentSlugSchema, SpecialityContentSchema } from "./schema";

export const SpecialitiesSchema = z.record(DepartmentSlugSchema, SpecialityContentSchema).superRefine((all, ctx) => {
  for (const [slug, expected] of Object.entries(SPECIALITY_COUNTS)) {
    const content = all[slug as DepartmentSlug];
    if (content.doctors.length !== expected.doctors) {
      ctx.addIssue({ code: "custom", path: [slug, "doctors"], message: `expected ${expected.doctors} doctors` });
    }
    if (content.faqs.length !== expected.faqs) {
      ctx.addIssue({ code: "custom", path: [slug, "faqs"], message: `expected ${expected.faqs} FAQs` });
    }
  }
});

/** Detail-page content for every department, keyed by slug. */
export type SpecialitiesContent = z.infer<typeof SpecialitiesSchema>;
