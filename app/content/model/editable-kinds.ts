/**
 * Every kind of content staff edit from the desk, as the desk's store sees it (content-kinds.ts): where
 * each lives in `SiteContent`, its schema, how its documents are keyed and named, and which of its facts
 * need a second person's approval before they go live.
 */
import { type ContentDocument, type ContentKind, SINGLE_DOCUMENT_KEY } from "./content-kinds";
import {
  type SiteContent,
  appointmentOptionsSchema,
  cashlessSchema,
  certificateSchema,
  doctorSchema,
  doctorVideosSchema,
  figuresSchema,
  galleryItemSchema,
  grievanceSchema,
  guideFactsSchema,
  hospitalSchema,
  noticeSchema,
  pharmacySchema,
  privacyFactsSchema,
  specialityPageSchema,
  testimonialSchema,
} from "./site-content.schema";
import type { z } from "zod";

/** The kinds whose documents are the items of a list (one document each), read from `SiteContent`'s shape; the others are one document. */
type CollectionField = { [Field in keyof SiteContent]: SiteContent[Field] extends readonly unknown[] ? Field : never }[keyof SiteContent];
type SingleField = Exclude<keyof SiteContent, CollectionField>;

const englishOf = (value: unknown, field: string): string | undefined => {
  const words = (value as Record<string, unknown> | null)?.[field];
  if (typeof words === "string") return words;
  const english = (words as { en?: unknown } | null | undefined)?.en;
  return typeof english === "string" ? english : undefined;
};

function single(id: SingleField, title: string, schema: z.ZodType, needsSecondPerson: readonly string[] = []): ContentKind<SiteContent> {
  return {
    id,
    title,
    collection: false,
    schema,
    documents: (content) => [{ kind: id, key: SINGLE_DOCUMENT_KEY, value: content[id] }],
    withDocuments(content, documents) {
      const document = documents.find((candidate) => candidate.key === SINGLE_DOCUMENT_KEY);
      return document === undefined ? content : { ...content, [id]: document.value };
    },
    describe: () => title,
    needsSecondPerson,
  };
}

function collection(
  id: CollectionField,
  title: string,
  schema: z.ZodType,
  keyField: "id" | "slug",
  describe: (value: unknown) => string,
  needsSecondPerson: readonly string[] = [],
): ContentKind<SiteContent> {
  const keyOf = (value: unknown) => {
    const key = (value as Record<string, unknown> | null)?.[keyField];
    return typeof key === "string" ? key : "";
  };
  return {
    id,
    title,
    collection: true,
    schema,
    documents: (content) => (content[id] as unknown[]).map((value): ContentDocument => ({ kind: id, key: keyOf(value), value })),
    withDocuments: (content: SiteContent, documents: readonly ContentDocument[]) => ({
      ...content,
      [id]: documents.map((document) => document.value),
    }),
    keyOf,
    describe,
    needsSecondPerson,
  };
}

export const CONTENT_KINDS: ContentKind<SiteContent>[] = [
  single("hospital", "Hospital identity and phones", hospitalSchema, ["/phones/emergency"]),
  collection("doctors", "Doctors", doctorSchema, "id", (value) => englishOf(value, "name") ?? "A doctor", ["/fee", "/registration"]),
  collection("specialities", "Speciality pages", specialityPageSchema, "slug", (value) => englishOf(value, "title") ?? "A speciality page"),
  collection("testimonials", "Testimonials", testimonialSchema, "id", (value) => englishOf(value, "name") ?? "A testimonial"),
  single("guide", "Patient guide facts", guideFactsSchema),
  single("grievance", "Grievance officer", grievanceSchema),
  single("cashless", "Cashless schemes and TPAs", cashlessSchema),
  collection("gallery", "Gallery", galleryItemSchema, "id", (value) => englishOf(value, "title") ?? "A picture"),
  single("certificate", "NABH certificate", certificateSchema),
  single("appointment", "Appointment form options", appointmentOptionsSchema),
  collection("notices", "Notices", noticeSchema, "id", (value) => englishOf(value, "text") ?? "A notice"),
  single("figures", "The hospital in numbers", figuresSchema),
  single("privacy", "Privacy notice facts", privacyFactsSchema),
  single("videos", "Doctor videos on Find Doctor", doctorVideosSchema),
  single("pharmacy", "Pharmacy Store", pharmacySchema),
];

/** The key of an item of a collection kind, from its value; undefined for a value without one. */
export function documentKeyOf(kindId: string, value: unknown): string | undefined {
  const key = CONTENT_KINDS.find((kind) => kind.id === kindId)?.keyOf?.(value);
  return key === "" ? undefined : key;
}
