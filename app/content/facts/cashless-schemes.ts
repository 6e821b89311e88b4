/**
 * The government health schemes the hospital is empanelled under for cashless treatment: one list,
 * which every page that lists the schemes reads, so that no page names a scheme another leaves out.
 * Each language names the schemes in its About page (about.ts `schemeNames`). Only the hospital's TPA
 * desk can confirm the list: until it does, it is a working value (`npm run content:todo`).
 */
import { type KnownFact, working } from "../hospital-fact";

export const SCHEME_KEYS = ["maa", "rghs", "cghs", "echs"] as const;
export type SchemeKey = (typeof SCHEME_KEYS)[number];

export const cashlessSchemes: KnownFact<SchemeKey[]> = working(["maa", "rghs", "cghs", "echs"]);

/** "A, B, C and D" in the words of a language: `and` is its word for "and". */
export const inList = (items: readonly string[], and: string) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
