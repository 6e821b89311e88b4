/**
 * Red-flag words: what, in a patient's message, means the caller may need emergency care now rather
 * than an OPD appointment. The desk marks such a request, puts it at the top of the queue and tells the
 * receptionist to direct the caller to the emergency department or to 108 (the ambulance); the site's
 * forms tell the patient, as they type, to call now (app/features/forms/red-flag-callout.tsx).
 *
 * A flag is raised when every group of words in `all` has at least one of its words in the message
 * (so "pregnant" alone is not a flag, "pregnant" with "pain" or "bleeding" is). Matching ignores case,
 * the nukta (बुख़ार = बुखार), and chandrabindu against anusvara (साँस = सांस); an English word must
 * start a word ("son" does not match "reason") and may run on ("pregnan" matches "pregnancy"). A word
 * list errs on the side of flagging: a false flag costs a receptionist a glance, a missed one a life.
 *
 * The hospital's doctors should review this list; add spellings as staff meet them (tests in
 * red-flags.test.ts keep each flag working in English and Hindi).
 */

export type RedFlag = {
  id: string;
  /** What the desk shows beside the request. */
  label: string;
  all: readonly (readonly string[])[];
};

const PAIN = ["pain", "bleeding", "cramps", "दर्द", "खून", "ब्लीडिंग", "रक्तस्राव"];

export const RED_FLAGS: readonly RedFlag[] = [
  {
    id: "chest-pain",
    label: "Chest pain",
    all: [
      [
        "chest pain",
        "pain in chest",
        "pain in the chest",
        "chest tightness",
        "heart attack",
        "सीने में दर्द",
        "छाती में दर्द",
        "सीने में जकड़न",
        "सीने में भारीपन",
        "हार्ट अटैक",
        "दिल का दौरा",
      ],
    ],
  },
  {
    id: "breathing",
    label: "Breathlessness",
    all: [
      [
        "breathless",
        "short of breath",
        "shortness of breath",
        "difficulty breathing",
        "difficulty in breathing",
        "trouble breathing",
        "can't breathe",
        "cannot breathe",
        "unable to breathe",
        "not able to breathe",
        "gasping",
        "साँस",
        "दम घुट",
        "दम फूल",
      ],
    ],
  },
  {
    id: "unconscious",
    label: "Unconscious or fainting",
    all: [
      [
        "unconscious",
        "fainted",
        "fainting",
        "passed out",
        "collapsed",
        "not responding",
        "unresponsive",
        "बेहोश",
        "होश नहीं",
        "चक्कर खाकर गिर",
      ],
    ],
  },
  {
    id: "bleeding",
    label: "Bleeding",
    all: [
      [
        "bleeding",
        "vomiting blood",
        "blood in vomit",
        "coughing blood",
        "coughing up blood",
        "blood loss",
        "खून बह",
        "खून आ",
        "खून निकल",
        "खून की उल्टी",
        "ब्लीडिंग",
        "रक्तस्राव",
      ],
    ],
  },
  {
    id: "seizure",
    label: "Seizure",
    all: [["seizure", "convulsion", "having fits", "had fits", "epilep", "दौरा", "दौरे", "मिर्गी", "झटके आ"]],
  },
  {
    id: "stroke",
    label: "Stroke signs",
    all: [
      [
        "stroke",
        "paralysis",
        "paralysed",
        "paralyzed",
        "face drooping",
        "slurred speech",
        "can't speak",
        "लकवा",
        "फालिज",
        "मुँह टेढ़ा",
        "बोल नहीं पा",
        "ज़ुबान लड़खड़ा",
      ],
    ],
  },
  {
    id: "pregnancy-pain",
    label: "Pregnancy with pain or bleeding",
    all: [["pregnan", "expecting a baby", "months pregnant", "गर्भवती", "गर्भ", "प्रेग्नेंट", "प्रेगनेंट", "प्रेग्नेंसी", "प्रेगनेंसी"], PAIN],
  },
  {
    id: "child-fever",
    label: "Child with high fever",
    all: [
      ["child", "baby", "infant", "kid", "son", "daughter", "newborn", "बच्च", "शिशु", "बेटा", "बेटी", "बेटे", "नवजात"],
      ["high fever", "very high fever", "fever of 10", "fever 10", "तेज बुखार", "तेज़ बुख़ार", "बहुत बुखार", "बहुत तेज"],
    ],
  },
  {
    id: "injury",
    label: "Accident, burn or poisoning",
    all: [
      [
        "accident",
        "head injury",
        "burn",
        "poison",
        "overdose",
        "snake bite",
        "snakebite",
        "dog bite",
        "suicid",
        "एक्सीडेंट",
        "दुर्घटना",
        "सिर में चोट",
        "जल गय",
        "ज़हर",
        "सांप ने काट",
        "कुत्ते ने काट",
        "आत्महत्या",
      ],
    ],
  },
  {
    id: "emergency",
    label: "Says it is an emergency",
    all: [["emergency", "ambulance", "इमरजेंसी", "एमरजेंसी", "आपातकाल", "एंबुलेंस", "एम्बुलेंस"]],
  },
];

/** What the desk tells the receptionist (common/emergency.ts, which the desk can import); the patient's own notice is the forms' content. */
export { RED_FLAG_ADVICE } from "#common/emergency";

/**
 * Lower case, nukta removed (precomposed क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ decompose to the letter and U+093C under
 * NFD), chandrabindu read as anusvara, runs of space as one.
 */
export function normaliseForFlags(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .toLowerCase()
    .replace(/\s+/g, " ");
}

const LATIN_START = /^[a-z]/;

/** The words normalised once: the desk checks every open request's text on every answer. */
const NORMALISED_FLAGS = RED_FLAGS.map((flag) => ({ flag, all: flag.all.map((group) => group.map(normaliseForFlags)) }));

/** Whether normalised text holds a word of a list: an English word only where a word starts, a Hindi one anywhere. */
export function containsWord(normalisedText: string, wanted: string): boolean {
  if (!LATIN_START.test(wanted)) return normalisedText.includes(wanted);
  // An English word must start a word: "son" is not found in "reason" or "person".
  for (let at = normalisedText.indexOf(wanted); at !== -1; at = normalisedText.indexOf(wanted, at + 1)) {
    if (at === 0 || !/[a-z]/.test(normalisedText[at - 1]!)) return true;
  }
  return false;
}

/** The red flags a patient's text raises, in the list's order; none for an ordinary request. */
export function redFlagsIn(text: string): RedFlag[] {
  const normalised = normaliseForFlags(text);
  if (!normalised.trim()) return [];
  return NORMALISED_FLAGS.filter(({ all }) => all.every((group) => group.some((word) => containsWord(normalised, word)))).map(
    ({ flag }) => flag,
  );
}
