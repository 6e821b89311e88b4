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

/**
 * The spec's table of how many FAQs each speciality page shows. Its doctors column is no longer a
 * figure of its own: a page lists the doctors of its department (doctor-records.ts).
 */
export const SPECIALITY_COUNTS: Record<DepartmentSlug, { faqs: number }> = {
  orthopaedics: { faqs: 7 },
  radiology: { faqs: 5 },
  pediatrics: { faqs: 5 },
  obstetrics: { faqs: 5 },
  gynecology: { faqs: 5 },
  generalmedicine: { faqs: 1 },
  diabetology: { faqs: 1 },
  generalsurgery: { faqs: 2 },
  urology: { faqs: 2 },
  dental: { faqs: 2 },
  physiotherapy: { faqs: 2 },
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
