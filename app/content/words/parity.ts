/**
 * Holds every language's content to English's shape, so the languages cannot drift apart: the same
 * modules and keys, the same number of entries in every list, the same placeholders ("{year}") in
 * every text, and the same value wherever a value is not words (slugs, ids, paths, icons, images,
 * and links, numbers). The build (validate.ts) and `npm test` both run it.
 */

/** Keys whose string values are identifiers or addresses, never words to translate. */
const FIXED_KEYS = new Set(["slug", "id", "icon", "image", "logo", "path", "figure", "scheme", "suffix", "state", "reviewedOn"]);

/**
 * A Find Doctor card keeps its department's slug and the doctor's name in Latin letters. (The name a
 * page shows is words: Hindi pages write it in Devanagari.)
 */
const FIXED_PATHS = [
  /^doctors\.cards\[\d+\]\.latinName$/,
  /^doctors\.cards\[\d+\]\.speciality$/,
  /^specialities\.\w+\.doctors\[\d+\]\.profilePath$/,
];

/** Records keyed by words (a highlight's heading -> its text): the keys are translated, so only their number must match. */
const TEXT_KEYED_PATHS = [/^specialities\.\w+\.highlights$/];

const PLACEHOLDER = /\{\w+\}/g;

const isFixed = (path: string, key: string) => FIXED_KEYS.has(key) || FIXED_PATHS.some((pattern) => pattern.test(path));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** A text's "{placeholders}", sorted and joined: what every language's version of it must share. */
export const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[0])
    .sort()
    .join(" ");
const describe = (value: unknown) => (Array.isArray(value) ? "a list" : value === null ? "null" : typeof value);

/** Every way `translation` differs in shape from `english`, as "path: problem" lines; empty when parallel. */
export function parityProblems(english: unknown, translation: unknown, path = "", key = ""): string[] {
  const where = path || "(root)";
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return [`${where}: is ${describe(translation)}, English has a list`];
    const problems =
      english.length === translation.length ? [] : [`${where}: has ${translation.length} entries, English has ${english.length}`];
    const shared = Math.min(english.length, translation.length);
    for (let index = 0; index < shared; index += 1)
      problems.push(...parityProblems(english[index], translation[index], `${path}[${index}]`, key));
    return problems;
  }
  if (isRecord(english)) {
    if (!isRecord(translation)) return [`${where}: is ${describe(translation)}, English has an object`];
    const englishKeys = Object.keys(english);
    const translatedKeys = Object.keys(translation);
    if (TEXT_KEYED_PATHS.some((pattern) => pattern.test(path))) {
      const problems =
        englishKeys.length === translatedKeys.length
          ? []
          : [`${where}: has ${translatedKeys.length} entries, English has ${englishKeys.length}`];
      englishKeys.forEach((englishKey, index) => {
        const translatedKey = translatedKeys[index];
        if (translatedKey !== undefined)
          problems.push(...parityProblems(english[englishKey], translation[translatedKey], `${path}.${translatedKey}`, translatedKey));
      });
      return problems;
    }
    const join = (child: string) => (path ? `${path}.${child}` : child);
    return [
      ...englishKeys.filter((child) => !(child in translation)).map((child) => `${join(child)}: missing (English has it)`),
      ...translatedKeys.filter((child) => !(child in english)).map((child) => `${join(child)}: not in English`),
      ...englishKeys
        .filter((child) => child in translation)
        .flatMap((child) => parityProblems(english[child], translation[child], join(child), child)),
    ];
  }
  if (typeof english === "string") {
    if (typeof translation !== "string") return [`${where}: is ${describe(translation)}, English has text`];
    if (isFixed(path, key))
      return translation === english ? [] : [`${where}: must stay "${english}" in every language, found "${translation}"`];
    if (placeholders(translation) !== placeholders(english))
      return [`${where}: placeholders "${placeholders(translation)}" differ from English's "${placeholders(english)}"`];
    return [];
  }
  return Object.is(english, translation) ? [] : [`${where}: is ${JSON.stringify(translation)}, English has ${JSON.stringify(english)}`];
}
