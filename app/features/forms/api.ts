/**
 * Where the forms post. Same origin by default; a site hosted apart from its API sets
 * VITE_API_BASE_URL (e.g. https://api.example.org) at build time.
 */
import { LOCALE } from "../../content/words/current-locale";
import { DEFAULT_LOCALE } from "#common/locale";
import { LANGUAGE_PARAM } from "#schemas/limits";
import { FORM_ENDPOINT_PATHS } from "#common/form-endpoints";

const API_BASE_URL = ((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? "").replace(/\/+$/, "");

/**
 * The language the visitor used travels in the query, never in the payload, which stays the spec's:
 * the server answers in that language and tells the hospital which one it was. English needs none.
 */
const languageQuery = LOCALE === DEFAULT_LOCALE ? "" : `?${LANGUAGE_PARAM}=${LOCALE}`;

export const CONTACT_ENDPOINT = `${API_BASE_URL}${FORM_ENDPOINT_PATHS.contact}${languageQuery}`;
export const APPOINTMENT_ENDPOINT = `${API_BASE_URL}${FORM_ENDPOINT_PATHS.appointment}${languageQuery}`;
export const FEEDBACK_ENDPOINT = `${API_BASE_URL}${FORM_ENDPOINT_PATHS.feedback}${languageQuery}`;

/** Posts a payload as JSON; whether it succeeded is read from the status alone (spec section 7). */
export function postJson(url: string, payload: object): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(payload),
  });
}
