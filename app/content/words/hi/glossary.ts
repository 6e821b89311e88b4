/**
 * The one Hindi word for each concept of the glossary (../glossary.ts), kept apart from its rules so
 * that a Hindi page's scripts carry only these words. The Hindi content takes its key words from here;
 * the glossary test refuses the words each one replaced.
 */
export const HINDI_TERMS = {
  /** A medical speciality or department: never विशेषता (feature) or विशेषज्ञता. */
  department: "विभाग",
  /** The same with the loan word, for titles and the form's label, where a patient matches it with the English pages. */
  departmentWithGloss: "विभाग (स्पेशियलिटी)",
  /** Last name: उपनाम alone reads as nickname. */
  surname: "सरनेम (उपनाम)",
  /** The privacy page's one name, as the footer says it. */
  privacyPolicy: "गोपनीयता नीति",
  /** The hospital's name in a Hindi sentence; the Latin name stays only in the postal address and structured data. */
  hospitalName: "आरोग्य मल्टी-स्पेशियलिटी हॉस्पिटल",
} as const;
