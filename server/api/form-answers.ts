/**
 * How the API answers: JSON for the site's script (and any other client), a small HTML page for a
 * browser that posted the form without JavaScript.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, type Locale, isLocale } from "#common/locale";
import type { FieldErrors } from "#schemas/field-errors";
import { LANGUAGE_PARAM } from "#schemas/limits";
import type { SiteContent } from "#app/content/model/site-content";
import { redFlagsIn } from "#app/content/rules/red-flags";
import { freeText } from "../store/queue-facts";
import type { FormEndpoint } from "./form-endpoints";
import type { IncomingSubmission } from "./dependencies";
import { busyPage, crossSitePage, invalidPage, successPage, tooManyRequestsPage, unavailablePage } from "./html-pages";

/** How long a client should wait before retrying when the store is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

// The HTML answers carry only inline styles: nothing else may load or run in them.
const HTML_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A plain HTML form post from a browser: urlencoded, and the browser asks for a page back. */
export function wantsHtml(request: FastifyRequest): boolean {
  const contentType = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return contentType.toLowerCase().startsWith("application/x-www-form-urlencoded") && accept.toLowerCase().includes("text/html");
}

/**
 * The language the visitor filled the form in: the site's script and its no-JavaScript form both post
 * to `?lang=hi` from the Hindi pages. Anything missing or unknown is English, the site's default; the
 * payload itself is the same in every language.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const value = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header("content-security-policy", HTML_PAGE_POLICY).type("text/html; charset=utf-8").send(html);
}

/** Whether what a patient sent sounds like an emergency, by the words the desk flags it with. */
const raisesRedFlag = (submission: IncomingSubmission) => redFlagsIn(freeText(submission.data as Record<string, string>)).length > 0;

export function answerAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: FormEndpoint,
  referenceId: string,
  /** The published content the site serves: the page names its hospital, doctor, speciality and phone lines. */
  content: SiteContent,
  /** What was accepted: an appointment's page says what was asked; one that sounds like an emergency says to call now. */
  submission?: IncomingSubmission,
) {
  const locale = requestLocale(request);
  const appointment = submission?.kind === "appointment" ? submission.data : undefined;
  if (wantsHtml(request))
    return sendHtml(
      reply,
      200,
      successPage({
        message: endpoint.successMessage[locale],
        referenceId,
        locale,
        content,
        redFlag: submission !== undefined && raisesRedFlag(submission),
        ...(appointment ? { appointment } : {}),
      }),
    );
  return reply.code(200).send({ ok: true, referenceId });
}

export function answerInvalid(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: FormEndpoint,
  errors: FieldErrors,
  content: SiteContent,
) {
  if (wantsHtml(request)) {
    const locale = requestLocale(request);
    const problems = Object.entries(errors).map(([field, message]) => ({ label: endpoint.labels[locale][field] ?? field, message }));
    return sendHtml(reply, 400, invalidPage({ problems, formPage: endpoint.formPage[locale], locale, content }));
  }
  return reply.code(400).send({ error: "invalid", fields: errors });
}

export function answerUnavailable(request: FastifyRequest, reply: FastifyReply, endpoint: FormEndpoint, content: SiteContent) {
  reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  const locale = requestLocale(request);
  if (wantsHtml(request)) return sendHtml(reply, 503, unavailablePage({ formPage: endpoint.formPage[locale], locale, content }));
  return reply.code(503).send({ error: "unavailable" });
}

/** The rate limiter has already set Retry-After and the X-RateLimit-* headers. */
export function answerTooManyRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: FormEndpoint | undefined,
  content: SiteContent,
) {
  const locale = requestLocale(request);
  if (endpoint && wantsHtml(request))
    return sendHtml(reply, 429, tooManyRequestsPage({ formPage: endpoint.formPage[locale], locale, content }));
  return reply.code(429).send({ error: "rate_limited" });
}

/** A post made by another website's page: refused before anything is read or stored. */
export function answerCrossSite(request: FastifyRequest, reply: FastifyReply, endpoint: FormEndpoint, content: SiteContent) {
  const locale = requestLocale(request);
  if (wantsHtml(request)) return sendHtml(reply, 403, crossSitePage({ formPage: endpoint.formPage[locale], locale, content }));
  return reply.code(403).send({ error: "cross_site" });
}

/** Over the instance's ceiling of accepted submissions per minute: the whole site, not this client. */
export function answerBusy(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: FormEndpoint,
  retryAfterSeconds: number,
  content: SiteContent,
) {
  reply.header("retry-after", String(retryAfterSeconds));
  const locale = requestLocale(request);
  if (wantsHtml(request)) return sendHtml(reply, 429, busyPage({ formPage: endpoint.formPage[locale], locale, content }));
  return reply.code(429).send({ error: "busy" });
}
