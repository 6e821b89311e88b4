/**
 * POST /api/contact-email and /api/appointment-email. Order of work for each request: refusal of posts
 * from other websites, rate limit (before the body is read, so floods and bad requests count too), body
 * parsing (JSON or a plain form post, at most MAX_BODY_BYTES), honeypot, the shared schema, the
 * instance's ceiling of submissions per minute, then the durable store. Only then a 200.
 */
import formBody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteContent } from "#app/content/model/site-content";
import { hospitalContactOf } from "../mail/composition-context";
import { MAX_BODY_BYTES } from "#schemas/limits";
import { clientKey } from "../rate-limit/client-key";
import type { SubmissionCeiling } from "../rate-limit/submission-ceiling";
import { newReferenceId } from "../submissions/reference-id";
import { registerFormCors } from "./cors";
import { registerCrossSiteRefusal } from "./cross-site";
import type { AppDependencies } from "./dependencies";
import { answerAccepted, answerBusy, answerInvalid, answerTooManyRequests, answerUnavailable, requestLocale } from "./form-answers";
import { type FormEndpoint, formEndpoints, takeHoneypot } from "./form-endpoints";

export type FormRoutesOptions = Pick<AppDependencies, "intake" | "outbox" | "rateLimitStorage"> & {
  /** Requests per hour per client address, for each form separately. */
  formRateLimit: number;
  /** Origins whose pages may call these endpoints from a script (CORS) or post their forms; none by default. */
  allowedOrigins?: string[];
  /** The site's and the API's own public origins: posts from their pages are never cross-site. */
  ownOrigins?: string[];
  /** Accepted submissions per minute for this instance, whoever sends them. */
  ceiling: SubmissionCeiling;
  /** The published content the site serves now: what the appointment's doctors and specialities are checked against. */
  content: () => SiteContent;
};

const ONE_HOUR_MS = 60 * 60 * 1000;

/** Client errors Fastify raises before our handler runs, by the name the API answers with. */
const REFUSAL_NAMES: Record<number, string> = {
  400: "malformed_body",
  413: "body_too_large",
  415: "unsupported_media_type",
};

export async function registerFormRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  // A scope of its own: the parsers, limiter and error handler below apply to these routes only.
  await app.register(async (api) => {
    // Only JSON (the site's script) and urlencoded (the plain HTML form); text/plain would reach the
    // handler as a string, so it goes, and everything else is refused with 415 by Fastify.
    api.removeContentTypeParser("text/plain");
    await api.register(formBody, { bodyLimit: MAX_BODY_BYTES });
    await api.register(rateLimit, { global: false, keyGenerator: clientKey, ...options.rateLimitStorage });

    const endpointsByUrl = new Map(formEndpoints.map((endpoint) => [endpoint.url, endpoint]));
    api.setErrorHandler((error: FastifyError, request, reply) =>
      answerRefusal(error, request, reply, endpointsByUrl.get(request.routeOptions.url ?? ""), options.content()),
    );
    api.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    registerFormCors(
      api,
      formEndpoints.map((endpoint) => endpoint.url),
      options.allowedOrigins ?? [],
    );
    registerCrossSiteRefusal(api, formEndpoints, {
      allowedOrigins: options.allowedOrigins ?? [],
      ownOrigins: options.ownOrigins ?? [],
      content: options.content,
    });

    for (const endpoint of formEndpoints) {
      api.post(
        endpoint.url,
        {
          bodyLimit: MAX_BODY_BYTES,
          config: { rateLimit: { max: options.formRateLimit, timeWindow: ONE_HOUR_MS, groupId: endpoint.kind } },
        },
        (request, reply) => handleSubmission(endpoint, options, request, reply),
      );
    }
  });
}

async function handleSubmission(endpoint: FormEndpoint, options: FormRoutesOptions, request: FastifyRequest, reply: FastifyReply) {
  const form = endpoint.kind;
  const { fields, caught } = takeHoneypot(request.body);
  // Read once: the answer speaks of the same release the fields were checked against.
  const content = options.content();
  const validation = endpoint.validate(fields, requestLocale(request), content);
  if (!validation.valid) {
    if (caught) {
      // A robot: answered exactly like a success so it learns nothing; nothing is stored or sent.
      request.log.info({ form }, "honeypot filled with invalid fields: answered as accepted, not stored");
      return answerAccepted(request, reply, endpoint, newReferenceId(form), content);
    }
    // Field names only: the values may be personal data.
    request.log.info({ form, invalidFields: Object.keys(validation.errors) }, "submission refused: invalid fields");
    return answerInvalid(request, reply, endpoint, validation.errors, content);
  }

  const slot = options.ceiling.take();
  if (!slot.taken) {
    if (slot.firstRefusalThisMinute) {
      request.log.warn(
        { form, limitPerMinute: options.ceiling.status().limitPerMinute },
        "submission ceiling reached: new submissions answered 429 until the minute is over",
      );
    }
    return answerBusy(request, reply, endpoint, slot.retryAfterSeconds, content);
  }
  let accepted;
  try {
    // A filled honeypot with valid fields may be a password manager on a real patient's behalf: kept,
    // flagged as suspected spam for the staff to look at, never e-mailed. It takes a slot of the ceiling
    // like any other stored submission.
    accepted = await options.intake.accept(validation.submission, { suspectedSpam: caught, hospital: hospitalContactOf(content) });
  } catch (error) {
    slot.release();
    request.log.error({ err: error, form }, "submission not stored: answered 503");
    return answerUnavailable(request, reply, endpoint, content);
  }
  if (accepted.duplicate) slot.release();
  else if (!caught) options.outbox.wake();
  request.log.info(
    { form, referenceId: accepted.referenceId, duplicate: accepted.duplicate, suspectedSpam: caught },
    "submission accepted",
  );
  return answerAccepted(request, reply, endpoint, accepted.referenceId, content, validation.submission);
}

/** Every error in these routes is the client's (bad body, wrong type, too many) or else ours: a 500. */
function answerRefusal(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: FormEndpoint | undefined,
  content: SiteContent,
) {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    request.log.warn({ form: endpoint?.kind }, "rate limit reached");
    return answerTooManyRequests(request, reply, endpoint, content);
  }
  if (status >= 400 && status < 500) {
    request.log.info({ form: endpoint?.kind, code: error.code, status }, "request refused");
    return reply.code(status).send({ error: REFUSAL_NAMES[status] ?? "bad_request", message: error.message });
  }
  request.log.error({ err: error, form: endpoint?.kind }, "unexpected error in the form API");
  return reply.code(500).send({ error: "internal" });
}
