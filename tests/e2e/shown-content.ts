/**
 * What a page shows that the content gives as data rather than words, worked out as the page works it
 * out, so that a test follows the content when staff change it.
 */
import { CONTENT } from "#app/content/words/all-locales";
import { known } from "#app/content/hospital-fact";
import { SEED_CONTENT } from "#app/content/model/seed-content";

/** The home page's counters in English: each one's label, with the seed's figure the built site shows. */
export const HOME_COUNTERS = CONTENT.en.home.counters.items.map((item) => ({ ...item, count: known(SEED_CONTENT.figures[item.figure]) }));

/** The counters' digits as they read at their figures (`20+`), or all at one value while they count up (`0+`). */
export const counterDigits = (at?: number) => HOME_COUNTERS.map(({ count, suffix }) => `${at ?? count}${suffix}`);
