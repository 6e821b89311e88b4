/**
 * The national ambulance number and what the desk tells a receptionist when a request carries a red
 * flag (the words that raise one are app/content/rules/red-flags.ts). One source for the site, the server and
 * the desk, which imports only common/.
 */

/** The national ambulance number, free to call. */
export const AMBULANCE_NUMBER = "108";

/** What the desk tells the receptionist to say when a request carries a red flag: in full on the request, short in a row or a notification. */
export const RED_FLAG_ADVICE = {
  full: `Call now. If it is still happening, tell the caller to come to Emergency at once or call ${AMBULANCE_NUMBER} for an ambulance.`,
  short: `Call now; if it is happening, direct them to Emergency or ${AMBULANCE_NUMBER}.`,
} as const;
