/**
 * Fixed keys and figures of the content, without zod, so the browser bundle can use them: the schemas
 * (schema.ts and *.schema.ts) import them to validate against.
 */

import type { DepartmentSlug } from "#common/departments";

export { DEPARTMENT_SLUGS, type DepartmentSlug } from "#common/departments";

/** Names of the line icons the site draws (see app/components/ui/icon.tsx). */
export const ICON_NAMES = [
  "bed",
  "siren",
  "baby",
  "scan",
  "heart-pulse",
  "scissors",
  "bone",
  "stethoscope",
  "syringe",
  "activity",
  "droplet",
  "toothbrush",
  "person-standing",
  "users",
  "hospital",
  "pill",
  "microscope",
  "shield-check",
  "clock",
  "truck",
  "badge-percent",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** The spec's table of how many doctors and FAQs each speciality page shows. */
export const SPECIALITY_COUNTS: Record<DepartmentSlug, { doctors: number; faqs: number }> = {
  orthopaedics: { doctors: 2, faqs: 7 },
  radiology: { doctors: 1, faqs: 5 },
  pediatrics: { doctors: 1, faqs: 5 },
  obstetrics: { doctors: 1, faqs: 5 },
  gynecology: { doctors: 1, faqs: 5 },
  generalmedicine: { doctors: 1, faqs: 1 },
  diabetology: { doctors: 1, faqs: 1 },
  generalsurgery: { doctors: 1, faqs: 2 },
  urology: { doctors: 0, faqs: 2 },
  dental: { doctors: 0, faqs: 2 },
  physiotherapy: { doctors: 0, faqs: 2 },
};

/** The spec's ten numbered sections, in order. */
export const TERMS_SECTION_TITLES = [
  "Acceptance of Terms",
  "User Accounts",
  "Use of the Website",
  "Intellectual Property Rights",
  "Disclaimers",
  "Limitation of Liability",
  "Links to Other Websites",
  "Governing Law",
  "Changes to the Terms",
  "Contact Us",
] as const;
