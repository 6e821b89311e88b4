/**
 * Every language's content side by side, for what must see them all: the build's checks (validate.ts,
 * parity.ts), the tests and the server. Pages never import this: they get their own language through
 * the `~locale` alias (see current-locale.ts).
 */
import * as en from "./en/index";
import * as hi from "./hi/index";
import type { Localized } from "#common/locale";

/** One language's content: every module English has, with the same types. */
export type LocaleContent = typeof en;

/** A language that lacks a module, or gives one the wrong shape, does not compile. */
export const CONTENT: Localized<LocaleContent> = { en, hi };
