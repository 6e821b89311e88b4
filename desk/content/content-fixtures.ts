/** What the content screens' tests answer in place of the server: a doctor kind and a fake content API. */
import { vi } from "vitest";
import type { Account } from "../api";
import type { ContentKindInfo, DocumentEntry } from "./content-api";
import type { JsonSchema } from "./json-schema";
import { jsonAnswer } from "../test-fixtures";

/** Words in both languages; `maxLength` as the content model's `wordsWithin(max)` writes it. */
const pair = (title: string, description?: string, maxLength?: number): JsonSchema => ({
  type: "object",
  title,
  ...(description ? { description } : {}),
  properties: {
    en: { type: "string", title: "English", ...(maxLength ? { maxLength } : {}) },
    hi: { type: "string", title: "Hindi", ...(maxLength ? { maxLength } : {}) },
  },
  required: ["en", "hi"],
  additionalProperties: false,
});

/** A hospital fact, as zod 4's toJSONSchema writes `hospitalFactSchema(value)`. */
const fact = (value: JsonSchema, meta: { title: string; description?: string }): JsonSchema => ({
  ...meta,
  oneOf: [
    {
      type: "object",
      properties: { state: { type: "string", const: "supplied" }, value },
      required: ["state", "value"],
      additionalProperties: false,
    },
    {
      type: "object",
      properties: { state: { type: "string", const: "working" }, value },
      required: ["state", "value"],
      additionalProperties: false,
    },
    { type: "object", properties: { state: { type: "string", const: "missing" } }, required: ["state"], additionalProperties: false },
  ],
});

const clockTime: JsonSchema = { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" };
const day: JsonSchema = { type: "string", format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };

/** A picture with its alt text, as zod writes `shownPictureSchema`. */
const shownPicture: JsonSchema = {
  type: "object",
  title: "Picture with alt text",
  properties: {
    src: { type: "string", title: "Picture" },
    width: { type: "integer", exclusiveMinimum: 0, title: "Width in pixels" },
    height: { type: "integer", exclusiveMinimum: 0, title: "Height in pixels" },
    alt: pair("What the picture shows (alt text)", "Read out to people who cannot see it"),
  },
  required: ["src", "width", "height", "alt"],
  additionalProperties: false,
};

export const doctorSchema: JsonSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    id: { type: "string", pattern: "^[a-z0-9-]+$", title: "Address of the doctor's page" },
    department: {
      type: "string",
      enum: ["orthopaedics", "pediatrics", "generalmedicine"],
      title: "Department",
      // As the content model gives the desk each department's name.
      optionTitles: { orthopaedics: "Orthopaedics", pediatrics: "Pediatrics", generalmedicine: "General Medicine" },
    },
    listed: { type: "boolean", title: "Listed on Find Doctor" },
    name: pair("Name", undefined, 80),
    about: pair("About the doctor", "One sentence on what the doctor treats."),
    fee: fact({ type: "integer", exclusiveMinimum: 0 }, { title: "Consultation fee", description: "In rupees." }),
    opd: fact(
      {
        type: "array",
        minItems: 1,
        items: {
          type: "object",
          properties: {
            days: {
              type: "array",
              minItems: 1,
              title: "Days",
              items: { type: "string", enum: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] },
            },
            from: { ...clockTime, title: "From" },
            to: { ...clockTime, title: "To" },
          },
          required: ["days", "from", "to"],
          additionalProperties: false,
        },
      },
      { title: "OPD days and hours" },
    ),
    leave: {
      type: "array",
      title: "Leave",
      items: {
        type: "object",
        properties: { from: { ...day, title: "First day" }, to: { ...day, title: "Last day" } },
        required: ["from", "to"],
        additionalProperties: false,
      },
    },
    // As zod writes the doctor's photo: hospitalFactSchema(shownPictureSchema), a picture whose alt text is one of its properties.
    photo: fact(shownPicture, { title: "Photo" }),
    portrait: {
      type: "object",
      title: "Portrait",
      properties: {
        picture: {
          type: "object",
          properties: { src: { type: "string" }, width: { type: "integer" }, height: { type: "integer" } },
          required: ["src", "width", "height"],
          additionalProperties: false,
        },
        alt: pair("Alt text", "What the photo shows, for people who cannot see it."),
      },
      required: ["picture", "alt"],
      additionalProperties: false,
    },
  },
  required: ["id", "department", "listed", "name", "about", "fee", "opd", "leave"],
  additionalProperties: false,
} as JsonSchema;

export const doctorsKind: ContentKindInfo = {
  id: "doctors",
  title: "Doctors",
  collection: true,
  jsonSchema: doctorSchema,
  needsSecondPerson: ["/fee", "/registration"],
};

export const vikas = {
  id: "vikas-sharma",
  department: "pediatrics",
  listed: true,
  name: { en: "Dr. Vikas Sharma", hi: "डॉ. विकास शर्मा" },
  about: { en: "Treats children from birth to 18.", hi: "" },
  fee: { state: "missing" },
  opd: { state: "supplied", value: [{ days: ["monday", "thursday"], from: "10:00", to: "13:00" }] },
  leave: [],
};

export const vikasEntry = (overrides: Partial<DocumentEntry> = {}): DocumentEntry => ({
  kind: "doctors",
  key: "vikas-sharma",
  title: "Dr. Vikas Sharma",
  live: { value: vikas, version: 4 },
  draft: null,
  needsApproval: false,
  approvedBy: null,
  ...overrides,
});

export const editor: Account = { email: "meena@aarogya.test", role: "desk", rights: ["content_edit"] };
export const publisher: Account = { email: "asha@aarogya.test", role: "desk", rights: ["content_edit", "content_publish"] };

export type Asked = { method: string; path: string; body: unknown };
/** A function answers from what was asked; its promise keeps the request pending until it settles (a publish under way). */
type Answer = Response | ((asked: Asked) => Response | Promise<Response>);

/**
 * A fake `/api/desk` answering by "METHOD /path" (the path without /api/desk and without the query),
 * recording every call; an unanswered call fails the test's screen with a 404.
 */
export function fakeDeskApi(answers: Record<string, Answer>): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, "https://desk.test").pathname.replace(/^\/api\/desk/, "");
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
      const call = { method, path, body };
      asked.push(call);
      const answer = answers[`${method} ${path}`];
      if (!answer) return jsonAnswer({ error: "not_found", message: `No answer for ${method} ${path}` }, 404);
      return typeof answer === "function" ? answer(call) : answer.clone();
    }),
  );
  return asked;
}

export const documentsOf = (...documents: DocumentEntry[]) =>
  jsonAnswer({ documents, order: documents.map((document) => document.key), orderDraft: null });

/** A speciality's page, as zod writes its schema: its words, answers too, may be long (4,000 characters). */
export const specialitiesKind: ContentKindInfo = {
  id: "specialities",
  title: "Speciality pages",
  collection: true,
  needsSecondPerson: [],
  jsonSchema: {
    type: "object",
    title: "Speciality page",
    properties: {
      title: pair("Title", undefined, 4000),
      reviewedOn: { type: "string", format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$", title: "Last reviewed" },
      faqs: {
        type: "array",
        minItems: 1,
        title: "Frequently asked questions",
        items: {
          type: "object",
          title: "Question and answer",
          properties: { question: pair("Question", undefined, 4000), answer: pair("Answer", undefined, 4000) },
          required: ["question", "answer"],
          additionalProperties: false,
        },
      },
    },
    required: ["title", "reviewedOn", "faqs"],
    additionalProperties: false,
  },
};

export const urology = {
  title: { en: "Urology", hi: "मूत्र रोग विज्ञान" },
  reviewedOn: "2026-11-02",
  faqs: [
    { question: { en: "Do I need a referral?", hi: "क्या रेफ़रल चाहिए?" }, answer: { en: "No.", hi: "नहीं।" } },
    {
      question: { en: "When does the urologist see patients?", hi: "यूरोलॉजिस्ट कब देखते हैं?" },
      answer: {
        en: "A urologist sees patients in the OPD on Tuesday and Thursday mornings; call the hospital to book. Bring your earlier reports, the medicines you take and, for a follow-up, the last prescription.",
        hi: "यूरोलॉजिस्ट मंगलवार और गुरुवार सुबह ओपीडी में देखते हैं; बुक करने के लिए अस्पताल को फ़ोन करें।",
      },
    },
  ],
};

/** Notices, as zod writes their schema: a start and an end in time (stored in UTC), words of at most 300 characters. */
export const noticesKind: ContentKindInfo = {
  id: "notices",
  title: "Notices",
  collection: true,
  needsSecondPerson: [],
  jsonSchema: {
    type: "object",
    title: "Notice",
    properties: {
      id: { type: "string", title: "Key" },
      start: { type: "string", format: "date-time", title: "Shown from" },
      end: { type: "string", format: "date-time", title: "Shown until" },
      text: pair("Notice", "Such as: OPD closed on 1 January", 300),
    },
    required: ["id", "start", "end", "text"],
    additionalProperties: false,
  },
};

/** The NABH certificate, as zod writes its schema: its PDF and its picture, each a fact the hospital supplies. */
export const certificateKind: ContentKindInfo = {
  id: "certificate",
  title: "NABH certificate",
  collection: false,
  needsSecondPerson: [],
  jsonSchema: {
    type: "object",
    title: "NABH certificate",
    properties: {
      pdf: fact(
        { type: "string", pattern: "^\\/(documents\\/[\\w./-]+|media\\/[\\w.-]+)\\.pdf$" },
        {
          title: "NABH certificate (PDF)",
          description: "The hospital's own, uploaded here; the home page links to it once it is supplied",
        },
      ),
      image: fact(shownPicture, { title: "Certificate picture" }),
    },
    required: ["pdf", "image"],
    additionalProperties: false,
  },
};

/**
 * The doctor videos, as zod writes their schema (app/content/model/site-content.test.ts checks the content
 * model writes these parts): five places, each a fact of a link (a web address), a title in both
 * languages and the doctor's page address.
 */
export const videosKind: ContentKindInfo = {
  id: "videos",
  title: "Doctor videos on Find Doctor",
  collection: false,
  needsSecondPerson: [],
  jsonSchema: {
    type: "object",
    title: "Doctor videos on Find Doctor",
    properties: {
      videos: {
        type: "array",
        title: "Videos",
        minItems: 5,
        maxItems: 5,
        items: fact(
          {
            type: "object",
            title: "Video",
            properties: {
              link: { type: "string", format: "uri", title: "Link to the video" },
              title: pair("Title", "What the video is about, as the hospital names it", 120),
              doctor: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", title: "Doctor" },
            },
            required: ["link", "title", "doctor"],
            additionalProperties: false,
          },
          { title: "Video" },
        ),
      },
    },
    required: ["videos"],
    additionalProperties: false,
  },
};
