/**
 * Form posts made by other websites. Any page on the web can hold a plain HTML form that posts to our
 * endpoints, and its visitors' browsers would send it: spam under their addresses, or a flood from
 * thousands of innocent browsers. Browsers say where a post comes from (Sec-Fetch-Site, Origin), and
 * those cannot be set by a page's script, so a post that a browser marks as coming from another site
 * is refused with 403 before its body is read. Allowed: our own pages, a request typed or bookmarked
 * by the visitor (Sec-Fetch-Site: none), and the pages of ALLOWED_ORIGINS. Clients that are not
 * browsers send neither header; the rate limits are what holds them.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SiteContent } from "#app/content/model/site-content";
import { answerCrossSite } from "./form-answers";
import type { FormEndpoint } from "./form-endpoints";

export type CrossSiteOptions = {
  /** Origins of other sites whose pages may post the forms (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** The site's and the API's own public origins, whatever Host a request names. */
  ownOrigins: string[];
  /** The published content the site serves now: the refusal's page offers its phone number. */
  content: () => SiteContent;
};

/** Whether the browser says the post came from a page of a site we do not trust; no headers: not a browser. */
export function postComesFromAnotherSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const fetchSite = headerValue(request, "sec-fetch-site")?.toLowerCase();
  if (fetchSite === "same-origin" || fetchSite === "none") return false;
  const origin = headerValue(request, "origin");
  const ownOrigin = `${request.protocol}://${request.host}`.toLowerCase();
  if (origin !== undefined) return !(trusted.has(origin.toLowerCase()) || origin.toLowerCase() === ownOrigin);
  // A browser that sends Sec-Fetch-Site always sends Origin on a POST; same-site or cross-site without one is refused.
  return fetchSite !== undefined;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Call inside the scope that holds the form routes. */
export function registerCrossSiteRefusal(api: FastifyInstance, endpoints: readonly FormEndpoint[], options: CrossSiteOptions): void {
  const byUrl = new Map(endpoints.map((endpoint) => [endpoint.url, endpoint]));
  const trusted = new Set([...options.allowedOrigins, ...options.ownOrigins].map((origin) => origin.toLowerCase()));
  api.addHook("onRequest", async (request, reply) => {
    const endpoint = byUrl.get(request.routeOptions.url ?? "");
    if (request.method !== "POST" || endpoint === undefined || !postComesFromAnotherSite(request, trusted)) return;
    const origin = headerValue(request, "origin")?.slice(0, 200);
    request.log.info(
      { form: endpoint.kind, origin, fetchSite: headerValue(request, "sec-fetch-site")?.slice(0, 40) },
      "cross-site form post refused",
    );
    return answerCrossSite(request, reply, endpoint, options.content());
  });
}
