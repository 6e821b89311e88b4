/**
 * A small site's content and its kinds, for the content store's tests: one document (the hospital:
 * its name in two languages and its phones, the emergency number needing a second person) and one
 * collection (doctors keyed by id, the fee needing a second person). The checks stand for the
 * build's: a Hindi field left empty where English has text is a problem.
 */
import { z } from "zod";
import { type ContentKind, SINGLE_DOCUMENT_KEY } from "#app/content/model/content-kinds";
import { type HospitalFact, hospitalFactSchema } from "#app/content/hospital-fact";
import type { ContentProblem } from "./content-publisher";
import { wordsPairs } from "./content-json";

type Words = { en: string; hi: string };
export type TestDoctor = { id: string; name: Words; fee: HospitalFact<number>; days: string[] };
export type TestContent = {
  hospital: { name: Words; phones: { main: string; emergency: HospitalFact<string> } };
  doctors: TestDoctor[];
};

const words = z.strictObject({ en: z.string().min(1).max(200), hi: z.string().max(200) }).meta({ title: "Words" });
const phone = z.string().regex(/^\d{10}$/, "A phone number is ten digits.");

const hospitalSchema = z.strictObject({
  name: words.meta({ title: "Hospital's name" }),
  phones: z.strictObject({ main: phone.meta({ title: "Main number" }), emergency: hospitalFactSchema(phone).meta({ title: "Emergency" }) }),
});

const doctorSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: words.meta({ title: "Name" }),
  fee: hospitalFactSchema(z.number().int().positive("A fee is a whole number of rupees.")).meta({ title: "Fee" }),
  days: z.array(z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])),
});

export const TEST_KINDS: ContentKind<TestContent>[] = [
  {
    id: "hospital",
    title: "Hospital",
    collection: false,
    schema: hospitalSchema,
    documents: (content) => [{ kind: "hospital", key: SINGLE_DOCUMENT_KEY, value: content.hospital }],
    withDocuments: (content, documents) => ({ ...content, hospital: documents[0]!.value as TestContent["hospital"] }),
    describe: () => "The hospital",
    needsSecondPerson: ["/phones/emergency"],
  },
  {
    id: "doctors",
    title: "Doctors",
    collection: true,
    schema: doctorSchema,
    documents: (content) => content.doctors.map((doctor) => ({ kind: "doctors", key: doctor.id, value: doctor })),
    withDocuments: (content, documents) => ({ ...content, doctors: documents.map((document) => document.value as TestDoctor) }),
    keyOf: (value) => (value as TestDoctor).id,
    describe: (value) => (value as TestDoctor).name.en,
    needsSecondPerson: ["/fee"],
  },
];

export const TEST_SEED: TestContent = {
  hospital: {
    name: { en: "Aarogya Hospital", hi: "आरोग्य अस्पताल" },
    phones: { main: "0755400100", emergency: { state: "working", value: "0755400108" } },
  },
  doctors: [
    { id: "mahesh-gupta", name: { en: "Dr. Mahesh Gupta", hi: "डॉ. महेश गुप्ता" }, fee: { state: "missing" }, days: ["mon", "wed"] },
    { id: "anita-rao", name: { en: "Dr. Anita Rao", hi: "डॉ. अनीता राव" }, fee: { state: "supplied", value: 500 }, days: ["tue"] },
  ],
};

/** The whole content's checks: each Hindi field filled where the English has text. */
export function testContentProblems(content: TestContent): ContentProblem[] {
  return TEST_KINDS.flatMap((kind) =>
    kind.documents(content).flatMap((document) =>
      wordsPairs(document.value)
        .filter((pair) => pair.en.trim() !== "" && pair.hi.trim() === "")
        .map((pair) => ({
          kind: kind.id,
          key: document.key,
          path: pair.hiPath,
          message: "The Hindi is missing: a Hindi page never shows English.",
        })),
    ),
  );
}
