/**
 * The site's editable content as data: its type and schema (site-content.schema.ts), the seed a fresh
 * install starts from (seed-content.ts), and the checks any candidate content must pass before it is
 * published, the same checks whether it comes from the desk, an import or the repository.
 *
 * Node and server only: pages get content through their loaders (content-context.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CONTENT } from "../words/all-locales";
import { assetPathsIn } from "../words/cross-references";
import { CONTENT_KINDS, documentKeyOf } from "./editable-kinds";
import { ADDRESS_TAIL } from "../facts/hospital";
import { glossaryProblems, latinFragments } from "../words/glossary";
import { placeholders } from "../words/parity";
import { DEPARTMENT_SLUGS } from "../keys";
import { type SiteContent, siteContentSchema } from "./site-content.schema";
import { SEED_CONTENT } from "./seed-content";
import { LOCALES } from "#common/locale";
import { z } from "zod";

export * from "./site-content.schema";
export { SEED_CONTENT } from "./seed-content";

/**
 * Something that keeps content from being published: where it is (the kind and key of the document,
 * and a JSON pointer inside the document's value, such as "/fee/value"), and what is wrong, in words
 * an editor can act on. Without a kind, `path` points into the whole content.
 */
export type ContentProblem = { kind?: string; key?: string; path: string; message: string };

const pointer = (segments: readonly PropertyKey[]) =>
  segments.map((segment) => `/${String(segment).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** A place in the whole content, told as the document it is in and the place inside that document. */
function located(content: unknown, segments: readonly PropertyKey[], message: string): ContentProblem {
  const [field, ...rest] = segments;
  const kind = CONTENT_KINDS.find((candidate) => candidate.id === field);
  if (kind === undefined) return { path: pointer(segments), message };
  if (!kind.collection) return { kind: kind.id, key: "main", path: pointer(rest), message };
  const [index, ...inside] = rest;
  const items = (content as Record<string, unknown> | null)?.[kind.id];
  const item = Array.isArray(items) && typeof index === "number" ? items[index] : undefined;
  const key = documentKeyOf(kind.id, item) ?? String(index ?? "");
  return { kind: kind.id, key, path: pointer(inside), message };
}

type Words = { en: string; hi: string };
const isWords = (value: unknown): value is Words =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  typeof (value as Words).en === "string" &&
  typeof (value as Words).hi === "string";

/** Every `{ en, hi }` pair in a value, with where it is. */
function wordsIn(value: unknown, segments: PropertyKey[] = []): { segments: PropertyKey[]; words: Words }[] {
  if (isWords(value)) return [{ segments, words: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsIn(item, [...segments, index]));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, item]) => wordsIn(item, [...segments, key]));
  return [];
}

/**
 * The Latin words a Hindi text may carry for the content's own identity, as the glossary allows the
 * seed's (LATIN_KEPT_IN_HINDI): the registered name with the postal address, and the e-mail address.
 */
function identityKeptInHindi(content: unknown): string[] {
  const identity = (content as { hospital?: Record<string, { value?: unknown } | undefined> } | null)?.hospital;
  const name = (identity?.name?.value as { en?: unknown } | undefined)?.en;
  const street = identity?.street?.value;
  const email = identity?.email?.value;
  return [
    ...(typeof name === "string" && typeof street === "string" ? [`${name}, ${street}, ${ADDRESS_TAIL}`, `${name}, {address}`] : []),
    ...(typeof email === "string" ? [email] : []),
  ].filter((kept) => kept !== "");
}

/**
 * Hindi left empty where English has text, and Hindi that breaks the glossary, slips into English or
 * loses a "{placeholder}" English has (the build's parity check, parity.ts).
 */
function hindiProblems(content: unknown): ContentProblem[] {
  const kept = identityKeptInHindi(content);
  return wordsIn(content).flatMap(({ segments, words }) => {
    const where = [...segments, "hi"];
    if (words.hi === "")
      return words.en === "" ? [] : [located(content, where, "Hindi is missing: the Hindi page would show nothing here (write the Hindi)")];
    const english = placeholders(words.en);
    const rules = [
      ...glossaryProblems(words.hi, "text"),
      ...latinFragments({ text: words.hi }, kept),
      ...(placeholders(words.hi) === english
        ? []
        : [`must have the same {placeholders} as the English ("${english}"), found "${placeholders(words.hi)}"`]),
    ];
    return rules.map((rule) => located(content, where, rule.replace(/^text: /, "")));
  });
}

/**
 * A speciality page shows its highlights by heading, in each language, as the build's content holds
 * them (a record keyed by heading): two with one heading would show as one.
 */
function highlightProblems(content: SiteContent): ContentProblem[] {
  return content.specialities.flatMap((page, index) =>
    LOCALES.flatMap((locale) =>
      page.highlights.flatMap((highlight, position) =>
        page.highlights.findIndex((other) => other.heading[locale] === highlight.heading[locale]) < position
          ? [
              located(
                content,
                ["specialities", index, "highlights", position, "heading", locale],
                `"${highlight.heading[locale]}" heads another highlight: each heading once, or the page shows only one of them`,
              ),
            ]
          : [],
      ),
    ),
  );
}

/** What only the whole content can tell: unique keys, one page per department, named languages, shipped files. */
function crossProblems(content: SiteContent, publicDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const kind of CONTENT_KINDS.filter((candidate) => candidate.collection)) {
    const seen = new Set<string>();
    kind.documents(content).forEach((document, index) => {
      if (seen.has(document.key))
        problems.push(located(content, [kind.id, index], `"${document.key}" is used twice: each must be different`));
      seen.add(document.key);
    });
  }
  for (const slug of DEPARTMENT_SLUGS) {
    if (!content.specialities.some((page) => page.slug === slug))
      problems.push({ kind: "specialities", key: slug, path: "", message: `the ${slug} department has no page` });
  }
  content.doctors.forEach((doctor, index) => {
    if (doctor.languages.state === "missing") return;
    doctor.languages.value.forEach((language, position) => {
      for (const locale of LOCALES) {
        if (CONTENT[locale].doctorPage.languageNames[language] === undefined)
          problems.push(
            located(content, ["doctors", index, "languages", "value", position], `"${language}" is not a language the site can name`),
          );
      }
    });
  });
  // A video names a doctor the site shows: its name and department come from their record (review U6).
  const shownDoctors = new Set(doctorIdsOf(content));
  content.videos.videos.forEach((video, index) => {
    if (video.state !== "missing" && !shownDoctors.has(video.value.doctor))
      problems.push(
        located(
          content,
          ["videos", "videos", index, "value", "doctor"],
          `"${video.value.doctor}" is not a doctor shown on the site: give the page address of one who is`,
        ),
      );
  });
  for (const kind of CONTENT_KINDS) {
    kind.documents(content).forEach((document, index) => {
      for (const path of assetPathsIn(document.value)) {
        if (!existsSync(join(publicDir, path)))
          problems.push(located(content, kind.collection ? [kind.id, index] : [kind.id], `${path} is not a file the site ships`));
      }
    });
  }
  return problems.filter((problem, index, all) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(problem)) === index);
}

const EXPECTED_IN_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a set of fields",
};

/**
 * What the schema finds wrong, in words staff can act on, naming the field by its form's label:
 * "E-mail address is missing: fill it in." rather than zod's "Invalid input: expected object, received
 * undefined" (an import of a file missing a field). The schema's own messages ("must not be empty") stand.
 */
function inWords(issue: z.core.$ZodRawIssue): string | undefined {
  const title = issue.inst ? z.globalRegistry.get(issue.inst as z.ZodType)?.title : undefined;
  const field = title ?? "This field";
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return `${field} is missing: fill it in.`;
    const expected = EXPECTED_IN_WORDS[String(issue.expected)];
    return expected ? `${field} must be ${expected}.` : `${field} is not in a form the site can use.`;
  }
  if (issue.code === "unrecognized_keys")
    return `The site has no field called ${(issue.keys as string[]).map((key) => `"${key}"`).join(", ")} here: remove it.`;
  return undefined;
}

/**
 * Every reason `content` may not be published, empty when it may: the schema, Hindi beside every
 * English text (and keeping the glossary), and the checks across documents. Never throws, whatever
 * it is given (an imported file may be anything).
 */
export function siteContentProblems(content: unknown, options: { publicDir?: string } = {}): ContentProblem[] {
  const parsed = siteContentSchema.safeParse(content, { error: inWords });
  const schemaProblems = parsed.success ? [] : parsed.error.issues.map((issue) => located(content, issue.path, issue.message));
  const hindi = hindiProblems(content);
  if (!parsed.success) return [...schemaProblems, ...hindi];
  return [...hindi, ...highlightProblems(parsed.data), ...crossProblems(parsed.data, options.publicDir ?? "public")];
}

/**
 * A release's content as it was stored, read with today's model: a kind or a field the model gained
 * after it was stored takes the repository's default (`SEED_CONTENT`), until staff edit it, and the
 * schema's own readings of older shapes apply (a doctor's single name, for one). Lists are kept as
 * stored: an item's defaults cannot be told apart from its removal.
 */
export function storedSiteContent(json: string): SiteContent {
  const filled = withDefaults(JSON.parse(json), SEED_CONTENT) as SiteContent;
  const parsed = siteContentSchema.safeParse(filled);
  // A release that no longer parses still renders as it did; its problems show when staff next publish.
  return parsed.success ? parsed.data : filled;
}

function withDefaults(stored: unknown, defaults: unknown): unknown {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (stored === undefined) return structuredClone(defaults);
  if (!isRecord(stored) || !isRecord(defaults)) return stored;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(defaults)) merged[key] = withDefaults(stored[key], value);
  return merged;
}

/** The doctors a visitor may name on the booking form: those with a page, in the order pages list them. */
export const doctorIdsOf = (content: SiteContent): string[] => content.doctors.filter((doctor) => doctor.listed).map((doctor) => doctor.id);

/** The values the booking form offers under Speciality, in its order. */
export const appointmentSpecialitiesOf = (content: SiteContent): string[] => content.appointment.specialities.map((option) => option.value);
