/**
 * The shapes shared by every kind of content a visitor reads; each kind's own schema is in its
 * `*.schema.ts`. Content modules are plain typed data: validate.ts parses them all with these schemas
 * at the start of the build and in `npm test`, so a bad entry fails both, and the browser never loads
 * zod for content. Types are derived from the schemas and never written twice.
 */
import { z } from "zod";
import { DEPARTMENT_SLUGS, ICON_NAMES } from "./keys";
import { hospitalFactSchema } from "./hospital-fact";
import { HOSPITAL_IN_TITLE, HOSPITAL_NAME } from "./links";
import { WEEKDAYS } from "#schemas/opd-days";
import type { Locale } from "#common/locale";

export { DEPARTMENT_SLUGS, ICON_NAMES };

const STRAY_SPACES = "must not start or end with spaces";
const withoutStraySpaces = (value: string) => value.trim() === value;

/** Non-empty text without stray spaces around it: the one text rule of every content schema. */
export const text = z.string().min(1).refine(withoutStraySpaces, STRAY_SPACES);
/** An absolute web address, held to the same rule (zod's URL check alone quietly trims the spaces). */
export const webAddress = z.string().refine(withoutStraySpaces, STRAY_SPACES).pipe(z.url());
/**
 * Words the specification gives exactly ("Book Now", "Our Services"): English must say them word for
 * word; another language carries its translation, which the parity check holds to the same shape.
 */
export function wording(locale: Locale, english: string): z.ZodType<string> {
  return locale === "en" ? z.literal(english) : text;
}

/** A path inside this site, such as "/about" or "/find#meetdoctors". */
const sitePath = z.string().regex(/^\/[a-z0-9/#-]*$/, "must be a lower-case site path");
/** A file the site ships under public/, such as "/images/services/icu.svg". */
export const assetPath = z.string().regex(/^\/[\w./-]+\.(svg|png|webp|jpg|pdf)$/, "must be a path to a shipped asset");

export const DepartmentSlugSchema = z.enum(DEPARTMENT_SLUGS);
export type { DepartmentSlug } from "./keys";

export const IconNameSchema = z.enum(ICON_NAMES);
export type { IconName } from "./keys";

export const DepartmentSchema = z.object({
  /** URL key: the department name in lower case, used in /speciality/{slug}. */
  slug: DepartmentSlugSchema,
  /** Name shown on tiles and in the footer. */
  name: text,
  icon: IconNameSchema,
});
export type Department = z.infer<typeof DepartmentSchema>;

export const ServiceCardSchema = z.object({
  title: text,
  description: text,
  icon: IconNameSchema,
  /**
   * What to do, for the emergency card (review U21): a sentence with "{ambulance}" (108) and "{phone}"
   * (the emergency line) made call links, and the words of a link to the patient guide's "How to reach
   * us", which says where the emergency entrance is.
   */
  whatToDo: z.object({ sentence: text.includes("{ambulance}").includes("{phone}"), guideLink: text }).optional(),
});
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

/** The hospital's figures the home page counts up to, in SiteContent's `figures`. */
export const COUNTER_FIGURES = ["doctors", "beds", "staff"] as const;

export const CounterItemSchema = z.object({
  /** Which figure the counter animates to: a count only the hospital can give, so content, not words. */
  figure: z.enum(COUNTER_FIGURES),
  suffix: z.literal("+"),
  label: text,
  icon: IconNameSchema,
});
/** A counter's words, and the figure its page's loader gave it. */
export type CounterItem = z.infer<typeof CounterItemSchema> & { count: number };

export const LinkSchema = z.object({ label: text, path: sitePath });
export type Link = z.infer<typeof LinkSchema>;

export const TieUpSchema = z.object({
  name: text,
  /** What the scheme or partner is, read out with the logo. */
  description: text,
  logo: assetPath,
});
export type TieUp = z.infer<typeof TieUpSchema>;

export const FindDoctorSchema = z.object({
  /** Stable key, used for list keys and structured data. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The name in the page's language: Devanagari on Hindi pages. */
  name: text,
  /** The name in Latin letters, the same in every language (a Hindi page shows it beside the Devanagari). */
  latinName: text,
  /** Qualification, e.g. "MS Orthopaedics". */
  qualification: text,
  /** Experience text, e.g. "15+ years of experience". */
  experience: text,
  /** A photo the site ships; without one the card shows a placeholder icon. */
  image: assetPath.optional(),
  /** What the photo shows, read aloud in its place (the record's photoAlt, else the doctor's name). */
  imageAlt: text.optional(),
  /** Department the doctor belongs to. */
  speciality: DepartmentSlugSchema,
  /**
   * The rest is made from the doctor's record (doctor-views.ts), each only where the hospital has given
   * it; without it a page says to call and confirm. OPD timings, as a sentence.
   */
  opd: text.optional(),
  /** The OPD days the hospital has given (never a working value), for the appointment form. */
  opdDays: z.array(z.enum(WEEKDAYS)).optional(),
  /** Consultation fee in rupees. */
  fee: z.number().int().positive().optional(),
  registration: z.object({ number: text, council: text }).optional(),
  languages: z.array(text).min(1).optional(),
  achievements: text.optional(),
  /** Leave still to come or under way, as sentences. */
  leave: z.array(text),
});
export type FindDoctor = z.infer<typeof FindDoctorSchema>;

export const FacilityBlockSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  description1: text,
  description2: z.union([text, z.array(text).min(1)]),
  image: assetPath,
});
export type FacilityBlock = z.infer<typeof FacilityBlockSchema>;

export const SpecialityDoctorSchema = z.object({
  /** The doctor's record (doctor-records.ts) the entry is made from. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  /** Qualification, e.g. "MS Orthopaedics". */
  designation: text,
  /** e.g. "10+ years of experience". */
  experience: text,
  image: assetPath.optional(),
  /** The doctor's own page: every doctor a department's page lists has one (review U6). */
  profilePath: sitePath,
  /** When the doctor sits in OPD, as a sentence; absent until the hospital gives it, and the page says to call. */
  opd: text.optional(),
});
export type SpecialityDoctor = z.infer<typeof SpecialityDoctorSchema>;

export const TestimonialSchema = z.object({
  name: text,
  feedback: text,
  /**
   * The patient's written consent to publish their words and name: where it is recorded. A page shows a
   * testimonial only once this is supplied; a working value is not consent.
   */
  consent: hospitalFactSchema(text),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const FaqSchema = z.object({ question: text, answer: text });
export type Faq = z.infer<typeof FaqSchema>;

export const SpecialityContentSchema = z.object({
  title: text,
  /** The day this page's text was last reviewed (YYYY-MM-DD), shown as "Last reviewed" on the page. */
  reviewedOn: z.iso.date(),
  /** One-line summary used in listings and the page's meta description. */
  summary: text,
  description: text,
  /** Heading of a highlight card -> its text. */
  highlights: z.record(text, text).refine((h) => Object.keys(h).length >= 3, "needs at least 3 highlights"),
  doctors: z.array(SpecialityDoctorSchema),
  testimonials: z.array(TestimonialSchema),
  faqs: z.array(FaqSchema),
});
export type SpecialityContent = z.infer<typeof SpecialityContentSchema>;

export const TermsSectionSchema = z.object({
  title: text,
  paragraphs: z.array(text).min(1),
});
export type TermsSection = z.infer<typeof TermsSectionSchema>;

export const GalleryItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  caption: text,
  image: assetPath,
  /** What the illustration shows, for people who cannot see it. */
  alt: text,
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** A title shows at most this many characters, the hospital's name counted at its registered name's length. */
const TITLE_LENGTH = 70;

export const PageMetaSchema = z.object({
  /** The page's short name, as a breadcrumb shows it. */
  name: text.max(40),
  /** "About Us | {hospital}, Jaipur": the hospital's name goes in where `{hospital}` stands (links.ts, HOSPITAL_IN_TITLE). */
  title: text
    .includes(HOSPITAL_IN_TITLE, { message: `must name the hospital as ${HOSPITAL_IN_TITLE}, which every title fills in the same way` })
    .refine(
      (title) => title.replace(HOSPITAL_IN_TITLE, HOSPITAL_NAME).length <= TITLE_LENGTH,
      `must be at most ${TITLE_LENGTH} characters with the hospital's name in it`,
    ),
  description: text.min(50).max(170),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;
