import { z } from "zod";

/**
 * A fact only the hospital can give: an OPD timing, a fee, a registration number, a phone number.
 * The site never invents one (issue 21). Each is in one of three states:
 * - `supplied`: the hospital has given it; pages show it.
 * - `working`: a value the site already uses and the hospital has still to confirm (a phone number
 *   the pages cannot do without); pages show it, and `npm run content:todo` lists it.
 * - `missing`: not given; pages say plainly to call and confirm, next to a click-to-call link, and
 *   `npm run content:todo` lists it.
 */
export type HospitalFact<T> = { state: "supplied"; value: T } | { state: "working"; value: T } | { state: "missing" };

export function hospitalFactSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion("state", [
    z.object({ state: z.literal("supplied"), value }),
    z.object({ state: z.literal("working"), value }),
    z.object({ state: z.literal("missing") }),
  ]);
}

export const supplied = <T>(value: T): HospitalFact<T> => ({ state: "supplied", value });
export const working = <T>(value: T): HospitalFact<T> => ({ state: "working", value });
export const missing = <T = never>(): HospitalFact<T> => ({ state: "missing" });

/** The value a page may show, or undefined where it must say to call and confirm. */
export const factValue = <T>(fact: HospitalFact<T>): T | undefined => (fact.state === "missing" ? undefined : fact.value);
