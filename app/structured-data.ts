/**
 * Schema.org structured data (JSON-LD) that describes the hospital to search engines, built from the
 * same content modules the pages show. Each route's `meta` adds what it is about through
 * `metaForPage(..., { structuredData })`; React Router renders each object as a
 * `<script type="application/ld+json">` in the pre-rendered HTML.
 */
import type { MetaDescriptor } from "react-router";
import { hospital } from "./content/hospital";
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

export function hospitalJsonLd({
  description,
  departments,
  insurance,
}: {
  description: string;
  departments: Department[];
  insurance: string[];
}): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Hospital",
    "@id": HOSPITAL_ID,
    name: hospital.name,
    alternateName: hospital.shortName,
    description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/images/og-default.png"),
    telephone: hospital.phone,
    email: hospital.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${hospital.address.street}, ${hospital.address.locality}`,
      addressLocality: hospital.address.city,
      addressRegion: hospital.address.state,
      postalCode: hospital.address.postcode,
      addressCountry: hospital.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: hospital.geo.latitude, longitude: hospital.geo.longitude },
    hasMap: hospital.mapsUrl,
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
    sameAs: Object.values(hospital.socials),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: hospital.phone,
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
    hospitalAffiliation: { "@type": "Hospital", "@id": HOSPITAL_ID, name: hospital.name },
    address: {
      "@type": "PostalAddress",
      addressLocality: hospital.address.city,
      addressRegion: hospital.address.state,
      postalCode: hospital.address.postcode,
      addressCountry: hospital.address.country,
    },
    telephone: hospital.phone,
  };
}

export const specialityDoctorJsonLd = (doctor: SpecialityDoctor, speciality: DepartmentSlug) =>
  physicianJsonLd({ name: doctor.name, qualification: doctor.designation, speciality });

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
