import { z } from "zod";
import { SCHEME_KEYS } from "./cashless-schemes";
import { knownFactSchema } from "../hospital-fact";

/** The one list of schemes (cashless-schemes.ts): each scheme once. */
export const CashlessSchemesSchema = knownFactSchema(
  z
    .array(z.enum(SCHEME_KEYS))
    .min(1)
    .refine((keys) => new Set(keys).size === keys.length, "each scheme once"),
);
