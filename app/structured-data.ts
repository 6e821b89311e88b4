/**
 * Schema.org structured data (JSON-LD) that describes the hospital to search engines, built from the
 * same content modules the pages show. Each route's `meta` adds what it is about through
 * `metaForPage(..., { structuredData })`; React Router renders each object as a
 * `<script type="application/ld+json">` in the pre-rendered HTML.
 */
import type { MetaDescriptor } from "react-router";
import type { FrameFacts } from "./content/views/frame-facts";
import { HOSPITAL_NAME, HOSPITAL_SHORT_NAME } from "./content/links";
import { absoluteUrl } from "./site-url";
import type { DepartmentSlug } from "./content/keys";
import type { Department, FindDoctor, SpecialityDoctor } from "./content/schema";

const CONTEXT = "https://schema.org";
/** The hospital's node id: every other node points at it instead of repeating it. */
export const HOSPITAL_ID = /* @__PURE__ */ absoluteUrl("/#hospital");

/** The nearest schema.org MedicalSpecialty for each department. */
const MEDICAL_SPECIALTY: Record<DepartmentSlug, string> = {
  orthopaedics: "Musculoskeletal",
  radiology: "Radiography",
  pediatrics: "Pediatric",
  obstetrics: "Obstetric",
  gynecology: "Gynecologic",
  generalmedicine: "PrimaryCare",
  diabetology: "Endocrine",
  generalsurgery: "Surgical",
  urology: "Urologic",
  dental: "Dentistry",
  physiotherapy: "Physiotherapy",
};

export const medicalSpecialty = (slug: DepartmentSlug) => `${CONTEXT}/${MEDICAL_SPECIALTY[slug]}`;

export type JsonLd = Record<string, unknown>;

/** The fixed part of the hospital's address, as the schema holds it (hospital.schema.ts). */
const ADDRESS = { locality: "Sanganer", city: "Jaipur", state: "Rajasthan", postcode: "302029", country: "IN" } as const;

export function hospitalJsonLd({
  description,
  departments,
  insurance,
  frame,
}: {
  description: string;
  departments: Department[];
  insurance: string[];
  /** The phones, address and links of the content the page is rendered from (the root loader's). */
  frame: FrameFacts;
}): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Hospital",
    "@id": HOSPITAL_ID,
    name: HOSPITAL_NAME,
    alternateName: HOSPITAL_SHORT_NAME,
    description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/images/og-default.png"),
    telephone: frame.phone.e164,
    email: frame.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${frame.street}, ${ADDRESS.locality}`,
      addressLocality: ADDRESS.city,
      addressRegion: ADDRESS.state,
      postalCode: ADDRESS.postcode,
      addressCountry: ADDRESS.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: frame.pin.latitude, longitude: frame.pin.longitude },
    hasMap: frame.mapLink,
    // Emergency and admissions never close.
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    // The departments as schema.org's specialties. (Not also as availableService, which names procedures,
    // tests and therapies, not specialties: it repeated the list on the home page's first response.)
    medicalSpecialty: departments.map((department) => medicalSpecialty(department.slug)),
    paymentAccepted: insurance.join(", "),
    sameAs: Object.values(frame.socials),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: frame.phone.e164,
      contactType: "customer service",
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
    },
  };
}

export function physicianJsonLd(
  doctor: Pick<FindDoctor, "name" | "qualification"> & {
    speciality?: DepartmentSlug;
    id?: string;
    /** The doctor's own page, in the language of the page that describes the doctor. */
    pagePath?: string;
    photoPath?: string;
    knowsLanguage?: string[];
  },
  /** The hospital's number, from the content the page is rendered from. */
  telephone: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Physician",
    // One id per doctor wherever the doctor is described: the doctor's card on Find Doctor.
    ...(doctor.id ? { "@id": absoluteUrl(`/find#${doctor.id}`) } : {}),
    ...(doctor.pagePath ? { url: absoluteUrl(doctor.pagePath) } : {}),
    ...(doctor.photoPath ? { image: absoluteUrl(doctor.photoPath) } : {}),
    ...(doctor.knowsLanguage ? { knowsLanguage: doctor.knowsLanguage } : {}),
    name: doctor.name,
    description: doctor.qualification,
    ...(doctor.speciality ? { medicalSpecialty: medicalSpecialty(doctor.speciality) } : {}),
    hospitalAffiliation: { "@type": "Hospital", "@id": HOSPITAL_ID, name: HOSPITAL_NAME },
    address: {
      "@type": "PostalAddress",
      addressLocality: ADDRESS.city,
      addressRegion: ADDRESS.state,
      postalCode: ADDRESS.postcode,
      addressCountry: ADDRESS.country,
    },
    telephone,
  };
}

export const specialityDoctorJsonLd = (doctor: SpecialityDoctor, speciality: DepartmentSlug, telephone: string) =>
  physicianJsonLd({ name: doctor.name, qualification: doctor.designation, speciality }, telephone);

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Meta descriptors that React Router renders as JSON-LD script tags. */
export const jsonLdMeta = (nodes: JsonLd[]): MetaDescriptor[] => nodes.map((node) => ({ "script:ld+json": node }));
