/**
 * Likely spam: a sales pitch sent through a patient's form ("rank #1 on Google… Visit http://…"), told
 * apart by signs the desk can name: web links, sales and SEO words in English and Hindi, and a number
 * repeated over and over. The desk marks such a request "Likely spam" with those signs and lists it
 * under the Likely spam filter; it stays in the Open view until staff decide (review m20).
 *
 * Kept conservative: a false mark on a patient costs a call not made, a missed pitch a glance. So
 * nothing flags without at least two sales words, a link or a number alone never does, a patient's
 * phone number typed twice never does, and a message with a red flag (red-flags.ts) never does.
 * Words match as red flags do (case, nukta and chandrabindu ignored; an English word starts a word).
 */
import { containsWord, normaliseForFlags, redFlagsIn } from "./red-flags";

/** Words of a pitch, not of a patient: search ranking, marketing, easy money. Single ordinary words ("offer", "free", "website") stay out. */
export const SALES_WORDS: readonly string[] = [
  "seo",
  "search engine",
  "rank",
  "on google",
  "first page",
  "top of search",
  "backlink",
  "digital marketing",
  "online marketing",
  "social media marketing",
  "marketing agency",
  "marketing services",
  "web design",
  "website design",
  "website development",
  "redesign your website",
  "more patients",
  "more customers",
  "increase your sales",
  "boost your",
  "grow your business",
  "lead generation",
  "guest post",
  "sponsored post",
  "crypto",
  "bitcoin",
  "forex",
  "casino",
  "betting",
  "instant loan",
  "work from home",
  "earn money",
  "unsubscribe",
  "limited offer",
  "special offer",
  "free quote",
  "free audit",
  "our agency",
  "business proposal",
  "एसईओ",
  "गूगल पर",
  "गूगल में",
  "रैंक",
  "पहले पेज",
  "मार्केटिंग",
  "वेबसाइट डिज़ाइन",
  "वेबसाइट बनवाएँ",
  "ज़्यादा मरीज़",
  "ज़्यादा ग्राहक",
  "बिज़नेस बढ़ाएँ",
  "घर बैठे",
  "पैसे कमाएँ",
  "इंस्टेंट लोन",
  "क्रिप्टो",
  "बिटकॉइन",
  "स्पेशल ऑफ़र",
  "लिंक पर क्लिक",
];

/** A request's text scores this much or more, with two sales words among it, to be marked likely spam. */
export const LIKELY_SPAM_SCORE = 4;

const LINK_POINTS = 2;
const MOST_LINK_POINTS = 4;
const MOST_WORD_POINTS = 4;
const REPEATED_NUMBER_POINTS = 2;
const FEWEST_SALES_WORDS = 2;

/** A web address, with or without its scheme; a domain after "@" is an e-mail address, which patients give. */
const LINK =
  /(?:https?:\/\/|www\.)\S+|(?<![@\w.-])[a-z0-9][a-z0-9-]*\.(?:com|net|org|in|io|co|xyz|info|biz|online|site|top|shop|store)\b(?:\/\S*)?/gi;

const NORMALISED_SALES_WORDS = SALES_WORDS.map((word) => ({ word, normalised: normaliseForFlags(word) }));

export type LikelySpamSigns = {
  /** How much the signs add up to: a link 2 (4 at most), a sales word 1 (4 at most), a repeated number 2. */
  score: number;
  /** The signs in words, for the desk's mark: "a web link", "sales words: rank, seo", "a number repeated". */
  reasons: string[];
};

/** The signs of a sales pitch in a request's text (its sender's name and words), or null when it reads as a patient's. */
export function likelySpamIn(text: string): LikelySpamSigns | null {
  if (!text.trim() || redFlagsIn(text).length > 0) return null;
  const links = new Set((text.match(LINK) ?? []).map((link) => link.toLowerCase()));
  // Words are looked for outside the links: "google" in a shared drive's address is no pitch.
  const words = normaliseForFlags(text.replace(LINK, " "));
  const salesWords = NORMALISED_SALES_WORDS.filter(({ normalised }) => containsWord(words, normalised)).map(({ word }) => word);
  const repeated = repeatedNumbers(text);

  const reasons: string[] = [];
  let score = 0;
  if (links.size > 0) {
    score += Math.min(links.size * LINK_POINTS, MOST_LINK_POINTS);
    reasons.push(links.size === 1 ? "a web link" : `${links.size} web links`);
  }
  if (salesWords.length > 0) {
    score += Math.min(salesWords.length, MOST_WORD_POINTS);
    reasons.push(`sales words: ${salesWords.join(", ")}`);
  }
  if (repeated) {
    score += REPEATED_NUMBER_POINTS;
    reasons.push(repeated);
  }
  return salesWords.length >= FEWEST_SALES_WORDS && score >= LIKELY_SPAM_SCORE ? { score, reasons } : null;
}

/** Devanagari digits as ASCII, so "९८२९०१२३४५" counts as a number too. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/**
 * "a number repeated" when the same long number (six digits or more, a phone number however spaced or
 * prefixed) comes three times or more, "several phone numbers" for three different ones; null otherwise.
 * A patient gives their number, maybe twice, maybe a relative's too; a pitch says it again and again.
 */
function repeatedNumbers(text: string): string | null {
  const joined = asciiDigits(text).replace(/(\d)[\s-](?=\d)/g, "$1");
  const numbers = (joined.match(/\d{6,}/g) ?? []).map((digits) => digits.slice(-10));
  const times = new Map<string, number>();
  for (const number of numbers) times.set(number, (times.get(number) ?? 0) + 1);
  if ([...times.values()].some((count) => count >= 3)) return "a number repeated";
  return [...times.keys()].filter((number) => number.length === 10).length >= 3 ? "several phone numbers" : null;
}
