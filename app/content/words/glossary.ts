/**
 * One Hindi term per concept, and one spelling per word. The Hindi content takes its key words from
 * here, and glossary.test.ts walks every Hindi string of every content module and fails on any term an
 * entry rules out, so a word the Hindi review found misleading (docs/reviews/hindi-review-outcomes.md) cannot
 * come back with a new page. Each rule says what a Hindi reader would understand instead, so whoever
 * meets the failure knows why the word is refused.
 */
import { APPOINTMENT_CODE } from "#schemas/appointment";
import { HINDI_TERMS } from "./hi/glossary";
import { hospital, postalAddress } from "../facts/hospital";

export type RuledOut = {
  /** What a Hindi string must not contain. */
  pattern: RegExp;
  /** Why: what a patient would read into it. */
  why: string;
};

export type GlossaryEntry = {
  /** The concept as the English pages name it. */
  concept: string;
  /** The one Hindi term the site uses for it. */
  term: string;
  /** The term with its English loan word, for labels and titles a patient matches with the English pages. */
  withGloss?: string;
  ruledOut: RuledOut[];
};

const escapeForPattern = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const HINDI_GLOSSARY = {
  department: {
    concept: "speciality / department (menu, footer, list page, appointment form)",
    term: HINDI_TERMS.department,
    withGloss: HINDI_TERMS.departmentWithGloss,
    ruledOut: [
      { pattern: /विशेषता/, why: "विशेषता means a feature or quality, not a medical department" },
      { pattern: /विशेषज्ञता/, why: "विशेषज्ञता (expertise) is heavy and is not the word the menu uses; a department is विभाग" },
    ],
  },
  opd: {
    concept: "OPD (out-patient consultation)",
    term: "ओपीडी",
    ruledOut: [
      { pattern: /\bOPD\b/, why: "Latin letters inside a Hindi sentence" },
      { pattern: /बहिरंग|बाह्य रोगी/, why: "textbook words patients do not use at the desk" },
    ],
  },
  appointment: {
    concept: "appointment",
    term: "अपॉइंटमेंट",
    ruledOut: [
      { pattern: /नियुक्ति/, why: "नियुक्ति is an appointment to a job or post" },
      { pattern: /अपोइंटमेंट|एपॉइंटमेंट|अपाइंटमेंट/, why: "a second spelling of अपॉइंटमेंट" },
    ],
  },
  surname: {
    concept: "last name (surname)",
    term: HINDI_TERMS.surname,
    ruledOut: [{ pattern: /(?<!सरनेम \()उपनाम/, why: "on its own उपनाम is read as a nickname or pen-name; write सरनेम (उपनाम)" }],
  },
  privacyPolicy: {
    concept: "the privacy policy (footer, form notice, its page)",
    term: HINDI_TERMS.privacyPolicy,
    ruledOut: [
      { pattern: /गोपनीयता सूचना/, why: "the footer calls the page गोपनीयता नीति; one page, one name" },
      { pattern: /प्राइवेसी पॉलिसी/, why: "a second name for the same page" },
    ],
  },
  hospitalName: {
    concept: "the hospital's name in a sentence",
    term: HINDI_TERMS.hospitalName,
    ruledOut: [
      {
        pattern: new RegExp(`${escapeForPattern(hospital.name)}(?!, (${escapeForPattern(postalAddress)}|\\{address\\}))`),
        why: `Latin script inside a Hindi sentence; write ${HINDI_TERMS.hospitalName} (the Latin name stays only in the postal address)`,
      },
      { pattern: /मल्टी स्पेशियलिटी|मल्टी-स्पेशलिटी|मल्टीस्पेशियलिटी|आरोग्या/, why: `a second spelling of ${HINDI_TERMS.hospitalName}` },
    ],
  },
  intensiveCare: {
    concept: "ICU / NICU",
    term: "आईसीयू (गहन चिकित्सा इकाई)",
    ruledOut: [{ pattern: /गहन चिकित्सा कक्ष/, why: "कक्ष is a single room; the unit is इकाई, and patients say आईसीयू" }],
  },
  jointReplacement: {
    concept: "joint replacement",
    term: "जोड़ बदलना (जॉइंट रिप्लेसमेंट)",
    ruledOut: [{ pattern: /प्रत्यारोपण/, why: "प्रत्यारोपण is a transplant from a donor; a joint replacement puts in an artificial joint" }],
  },
  paediatrics: {
    concept: "paediatrics",
    term: "शिशु एवं बाल रोग",
    ruledOut: [
      { pattern: /शिशु रोग/, why: "शिशु is a baby; the department sees children up to their teens (शिशु एवं बाल रोग, बाल रोग विशेषज्ञ)" },
    ],
  },
  flank: {
    concept: "flank (side of the back, where kidney-stone pain starts)",
    term: "कमर के एक तरफ़",
    ruledOut: [{ pattern: /बगल/, why: "बगल is mostly read as the armpit" }],
  },
  yearsOfExperience: {
    concept: "years of experience",
    term: "साल का अनुभव",
    ruledOut: [{ pattern: /वर्षों का अनुभव/, why: "साल is the plainer word every other page uses" }],
  },
  socialAndMaps: {
    concept: "Facebook, Google Maps",
    term: "फ़ेसबुक, गूगल मैप्स",
    ruledOut: [{ pattern: /Facebook|Google/, why: "the social links write these names in Devanagari; one script per brand" }],
  },
} satisfies Record<string, GlossaryEntry>;

/** Words written one way only: with the nukta the rest of the site uses, and standard spellings. */
export const HINDI_SPELLINGS: GlossaryEntry[] = [
  { concept: "date", term: "तारीख़", ruledOut: [{ pattern: /तारीख(?!\u093C)/, why: "without the nukta the site uses elsewhere" }] },
  { concept: "way, method", term: "तरीक़ा", ruledOut: [{ pattern: /तरीक[ाेोी]/, why: "without the nukta" }] },
  { concept: "map", term: "नक़्शा", ruledOut: [{ pattern: /नक्श/, why: "without the nukta" }] },
  { concept: "the rest", term: "बाक़ी", ruledOut: [{ pattern: /बाकी/, why: "without the nukta" }] },
  { concept: "harm, loss", term: "नुक़सान", ruledOut: [{ pattern: /नुकसान/, why: "without the nukta" }] },
  { concept: "law", term: "क़ानून", ruledOut: [{ pattern: /कानून/, why: "without the nukta (the body text writes क़ानून)" }] },
  { concept: "infrastructure", term: "इन्फ़्रास्ट्रक्चर", ruledOut: [{ pattern: /इन्फ्रा/, why: "without the nukta" }] },
  { concept: "nephrology", term: "नेफ़्रोलॉजी", ruledOut: [{ pattern: /नेफ्रो/, why: "without the nukta" }] },
  { concept: "range, series", term: "शृंखला", ruledOut: [{ pattern: /श्रृंखला/, why: "misspelt: शृ, not श्रृ" }] },
  { concept: "Hindi", term: "हिन्दी", ruledOut: [{ pattern: /हिंदी/, why: "the language switch and every page write हिन्दी" }] },
  { concept: "vitamin D", term: "विटामिन डी", ruledOut: [{ pattern: /विटामिन D/, why: "a Latin letter inside a Hindi sentence" }] },
  { concept: "round the clock", term: "24x7", ruledOut: [{ pattern: /24\/7/, why: "the emergency bar and the English pages write 24x7" }] },
];

const ALL_ENTRIES: GlossaryEntry[] = [...Object.values(HINDI_GLOSSARY), ...HINDI_SPELLINGS];

/** A record key that is words a visitor reads (a highlight's heading), not an identifier. */
const isWordsKey = (key: string) => /\P{ASCII}/u.test(key);

/** Every string in a content value with its path ("site.nav.specialities"), headings used as keys included. */
export function textsIn(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const where = path ? `${path}.${key}` : key;
      return [...(isWordsKey(key) ? [{ path: `${where} (heading)`, text: key }] : []), ...textsIn(item, where)];
    });
  }
  return [];
}

/** Every use of a ruled-out term in a content value, as readable lines; empty when the text keeps the glossary. */
export function glossaryProblems(content: unknown, path = ""): string[] {
  return textsIn(content, path).flatMap(({ path: where, text }) =>
    ALL_ENTRIES.flatMap((entry) =>
      entry.ruledOut
        .filter(({ pattern }) => pattern.test(text))
        .map(({ pattern, why }) => `${where}: "${text.match(pattern)![0]}" for ${entry.concept}: ${why}; the site writes "${entry.term}"`),
    ),
  );
}

/**
 * The Latin words a Hindi sentence may carry: exact forms a patient must copy or match (the postal
 * address with the registered name, the e-mail address, the form's code, the English titles of the Act
 * and the Board beside their Hindi ones). Acronyms (NABH, RGHS, MD/DNB, HbA1c, MCh) and "{placeholders}"
 * pass too; a string with no Devanagari at all is a name or an identifier (a doctor, a TPA) and is left alone.
 */
export const LATIN_KEPT_IN_HINDI: readonly string[] = [
  `${hospital.name}, ${postalAddress}`,
  // The same, where the page fills in the address from the content.
  `${hospital.name}, {address}`,
  "Grievance Officer",
  hospital.email,
  APPOINTMENT_CODE,
  "Digital Personal Data Protection Act, 2023",
  "Data Protection Board of India",
  // "Round the clock" is written 24x7 in both languages, as the emergency bar on every page writes it.
  "24x7",
];

/**
 * Acronyms, and the medical degrees written in mixed case as councils print them (MCh, DrNB, PhD,
 * MSc), so that a new doctor's qualification passes as the others' MD and DNB do.
 */
const ACRONYM = /^(?:[A-Z][A-Z0-9]+|HbA1c|MCh|DrNB|PhD|MSc)(?:\/(?:[A-Z]+|MCh|DrNB))*$/;

/**
 * Every Latin-script word inside a Hindi sentence that is neither kept above (or in `alsoKept`: the
 * published content's own name, address and e-mail) nor an acronym.
 */
export function latinFragments(content: unknown, alsoKept: readonly string[] = []): string[] {
  return textsIn(content).flatMap(({ path, text }) => {
    if (!/[\u0900-\u097F]/.test(text)) return [];
    const withoutKept = [...alsoKept, ...LATIN_KEPT_IN_HINDI]
      .reduce((rest, kept) => rest.replaceAll(kept, " "), text)
      .replace(/\{\w+\}/g, " ");
    const words = withoutKept.match(/[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z0-9]+)*/g) ?? [];
    return words.filter((word) => !ACRONYM.test(word)).map((word) => `${path}: "${word}" in Latin script inside a Hindi sentence`);
  });
}
