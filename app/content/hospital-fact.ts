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
export type HospitalFact<T> = SuppliedFact<T> | WorkingFact<T> | { state: "missing" };
type SuppliedFact<T> = { state: "supplied"; value: T };
type WorkingFact<T> = { state: "working"; value: T };
/** A fact a page cannot do without (the hospital's phone number): it may await confirmation, never be missing. */
export type KnownFact<T> = SuppliedFact<T> | WorkingFact<T>;

export function hospitalFactSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion("state", [
    z.strictObject({ state: z.literal("supplied"), value }),
    z.strictObject({ state: z.literal("working"), value }),
    z.strictObject({ state: z.literal("missing") }),
  ]);
}

export function knownFactSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion("state", [
    z.strictObject({ state: z.literal("supplied"), value }),
    z.strictObject({ state: z.literal("working"), value }),
  ]);
}

export const supplied = <T>(value: T): SuppliedFact<T> => ({ state: "supplied", value });
export const working = <T>(value: T): WorkingFact<T> => ({ state: "working", value });
export const missing = <T = never>(): HospitalFact<T> => ({ state: "missing" });

/** The value a page may show, or undefined where it must say to call and confirm. */
export const factValue = <T>(fact: HospitalFact<T>): T | undefined => (fact.state === "missing" ? undefined : fact.value);

/** The value of a fact that is never missing, supplied or still to be confirmed. */
export const known = <T>(fact: KnownFact<T>): T => fact.value;

const FACT_STATES: ReadonlySet<unknown> = new Set(["supplied", "working", "missing"]);

/** Whether a piece of content is a fact: an object with a fact's state and nothing but its value. */
export function isHospitalFact(content: unknown): content is HospitalFact<unknown> {
  if (typeof content !== "object" || content === null || Array.isArray(content)) return false;
  const { state, ...rest } = content as Record<string, unknown>;
  return FACT_STATES.has(state) && Object.keys(rest).every((key) => key === "value");
}

/**
 * A fact the hospital has still to give or confirm, where it is in its content module, and the name of
 * what it belongs to (the patient of a testimonial, the doctor of a video) when its path does not say.
 */
export type FactToSupply = { path: string; state: "working" | "missing"; value?: unknown; about?: string };

/** Every fact in `content` that is not yet supplied, with its path ("cards[2].opd"), in reading order. */
export function factsToSupply(content: unknown, path = "", about?: string): FactToSupply[] {
  if (isHospitalFact(content)) {
    if (content.state === "supplied") return [];
    const where = about === undefined ? { path } : { path, about };
    return content.state === "working" ? [{ ...where, state: "working", value: content.value }] : [{ ...where, state: "missing" }];
  }
  if (Array.isArray(content)) return content.flatMap((item, index) => factsToSupply(item, `${path}[${index}]`, about));
  if (typeof content === "object" && content !== null) {
    // A record is named by its name or, for a doctor's record whose names are in its words, its id.
    const { name, id } = content as { name?: unknown; id?: unknown };
    const owner = typeof name === "string" ? name : about === undefined && typeof id === "string" ? id : about;
    return Object.entries(content).flatMap(([key, child]) => factsToSupply(child, path ? `${path}.${key}` : key, owner));
  }
  return [];
}
