/**
 * What the desk's administrators read about refused sign-ins (GET /api/desk/sign-in-refusals), written
 * once for the server that answers and the desk's page that shows it.
 */

/** Refused sign-ins from one address at one account in one quarter of an hour. */
export type RefusalSummaryRow = {
  windowStart: string;
  /** The account's e-mail; null when the e-mail typed has no account (what was typed is not kept). */
  account: string | null;
  address: string;
  refused: number;
  heldBack: number;
  firstAt: string;
  lastAt: string;
};

/** An account whose failures from elsewhere hold it back: someone may be guessing its password. */
export type HeldBackAccount = { account: string; failures: number; lastAt: string };

export type SignInRefusals = { refusals: RefusalSummaryRow[]; heldBack: HeldBackAccount[] };
