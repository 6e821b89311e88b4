/**
 * Where the forms post. Same origin by default; a site hosted apart from its API sets
 * VITE_API_BASE_URL (e.g. https://api.example.org) at build time.
 */
const API_BASE_URL = ((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? "").replace(/\/+$/, "");

export const CONTACT_ENDPOINT = `${API_BASE_URL}/api/contact-email`;
export const APPOINTMENT_ENDPOINT = `${API_BASE_URL}/api/appointment-email`;

/** Posts a payload as JSON; the body of the answer is not read (spec section 7). */
export function postJson(url: string, payload: object): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(payload),
  });
}
