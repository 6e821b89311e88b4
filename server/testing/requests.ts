/** Requests as the site's script and a browser without JavaScript send them, for app.inject. */
import type { FastifyInstance, InjectOptions } from "fastify";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { sampleAppointment, sampleContact, sampleFeedback } from "./sample-submissions";
import { FORM_ENDPOINT_PATHS } from "#common/form-endpoints";

export const CONTACT_URL = FORM_ENDPOINT_PATHS.contact;
export const APPOINTMENT_URL = FORM_ENDPOINT_PATHS.appointment;
export const FEEDBACK_URL = FORM_ENDPOINT_PATHS.feedback;

/** The spec's payloads (section 7), as the browser sends them. */
export const contactPayload = (overrides: Record<string, unknown> = {}) => ({ ...sampleContact().data, ...overrides });
export const appointmentPayload = (overrides: Record<string, unknown> = {}) => ({ ...sampleAppointment().data, ...overrides });
export const feedbackPayload = (overrides: Record<string, unknown> = {}) => ({ ...sampleFeedback().data, ...overrides });

export type Extra = Pick<InjectOptions, "remoteAddress" | "headers">;

export function postJson(app: FastifyInstance, url: string, body: unknown, extra: Extra = {}) {
  return app.inject({
    method: "POST",
    url,
    remoteAddress: extra.remoteAddress,
    headers: { "content-type": "application/json", accept: "application/json", ...extra.headers },
    payload: JSON.stringify(body),
  });
}

/** What a browser posts from the HTML form when scripts are off: urlencoded, asking for a page back. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, extra: Extra = {}) {
  return app.inject({
    method: "POST",
    url,
    remoteAddress: extra.remoteAddress,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      ...extra.headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The no-JavaScript form's fields: every input, including the empty honeypot a browser always sends. */
export const asFormFields = (payload: Record<string, unknown>): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])),
  [HONEYPOT_FIELD]: "",
});
