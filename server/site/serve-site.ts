import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { LEGACY_GALLERY_PATH, SPECIALITY_FALLBACK_PATH, paths } from "#common/paths";
import { LOCALES, localeFromPath, localizedPath } from "#common/locale";
import { findDepartmentSlug } from "#app/content/rules/speciality-lookup";
import type { SiteFiles } from "./site-files";
import { recordServedPage } from "./served-page";
import { preferredEncoding } from "./doctor-choice";
import type { ServedSite } from "./site-snapshot";
import { DOCTOR_QUERY } from "#common/doctor-choice";

const HASHED_ASSET_PREFIX = "/assets/";
/** Each language's home page: a redirect there drops the query, as the spec's redirect to / does. */
const HOME_PAGES = new Set(LOCALES.map((locale) => localizedPath(locale, paths.home)));
/** The home pages of the languages under a prefix ("/hi"). */
const HOME_PAGES_WITH_PREFIX = [...HOME_PAGES].filter((home) => home !== paths.home);

type Resolution =
  | { kind: "page"; file: string; status: 200 | 404 }
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "missing-file" };

/**
 * What React Router fetches for a page's data when a visitor moves to it in the browser
 * ("/speciality/dental.data"); the build writes one beside each pre-rendered page that has data.
 */
const PAGE_DATA_SUFFIX = ".data";

/** The last path segment has a dot: a request for a file (image, script), never for a page. */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

/**
 * Decides what a GET for `path` gets: a pre-rendered page, a file, a redirect or a plain 404.
 * Pure, so the rules of spec section 2 are tested without a server. The rules hold in each language
 * under its prefix: /hi/speciality/{name} matches case-insensitively and an unknown /hi/... page goes
 * to /hi.
 */
export function resolveRequest(site: SiteFiles, path: string): Resolution {
  const locale = localeFromPath(path);
  const home = localizedPath(locale, paths.home);
  const specialityPrefix = `${localizedPath(locale, paths.specialityList)}/`;
  if (path === localizedPath(locale, LEGACY_GALLERY_PATH))
    return { kind: "redirect", location: localizedPath(locale, paths.gallery), status: 301 };

  const page = site.pages.get(path);
  if (page) return { kind: "page", file: page, status: 200 };

  const file = site.files.get(path);
  if (file) return { kind: "file", file };

  // React Router asks for a language's home page data as "/hi.data"; the build writes it inside the
  // language's folder, as "hi/_.data" (the root's is "/_.data", found above).
  const languageHome = HOME_PAGES_WITH_PREFIX.find((prefixedHome) => path === `${prefixedHome}${PAGE_DATA_SUFFIX}`);
  if (languageHome) {
    const homeData = site.files.get(`${languageHome}/_${PAGE_DATA_SUFFIX}`);
    if (homeData) return { kind: "file", file: homeData };
  }

  if (path.length > 1 && path.endsWith("/") && !looksLikeFile(path.slice(0, -1))) {
    const trimmed = path.replace(/\/+$/, "") || "/";
    if (site.pages.has(trimmed) || trimmed.startsWith(specialityPrefix)) return { kind: "redirect", location: trimmed, status: 301 };
  }

  if (path.toLowerCase().startsWith(specialityPrefix) && path.endsWith(PAGE_DATA_SUFFIX)) {
    // A speciality's data follows its page's rules: any case of a known name, the fallback's otherwise
    // (sent with 200: the browser shows the fallback page, it is not an error to report).
    const name = path.slice(specialityPrefix.length, -PAGE_DATA_SUFFIX.length);
    if (name && !name.includes("/")) {
      const slug = findDepartmentSlug(name);
      const data = site.files.get(`${localizedPath(locale, slug ? paths.speciality(slug) : SPECIALITY_FALLBACK_PATH)}${PAGE_DATA_SUFFIX}`);
      return data ? { kind: "file", file: data } : { kind: "missing-file" };
    }
  }

  if (path.toLowerCase().startsWith(specialityPrefix)) {
    const name = path.slice(specialityPrefix.length);
    if (name && !name.includes("/")) {
      const slug = findDepartmentSlug(name);
      const known = slug ? site.pages.get(localizedPath(locale, paths.speciality(slug))) : undefined;
      return known ? { kind: "page", file: known, status: 200 } : { kind: "page", file: site.specialityFallback[locale], status: 404 };
    }
  }

  if (looksLikeFile(path)) return { kind: "missing-file" };
  return { kind: "redirect", location: home, status: 302 };
}

function cacheControlFor(path: string): string {
  // Hashed build assets never change under the same name; everything else is checked on each visit.
  return path.startsWith(HASHED_ASSET_PREFIX) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
}

/** Whether an If-None-Match header names this ETag (or is "*"). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate === etag || candidate === `W/${etag}`;
  });
}

/**
 * Serves the site `served` holds. Each request reads the snapshot once, at its start, and answers from
 * it to the end: a publish that swaps the snapshot meanwhile changes only the requests after it.
 */
export async function registerSite(app: FastifyInstance, served: ServedSite): Promise<void> {
  // preCompressed: send the .br or .gz copy the build wrote beside a file when the browser accepts it.
  // ETags are the snapshot's own (by content, the same on every instance), not size and mtime.
  await app.register(fastifyStatic, { root: served.current().root, serve: false, cacheControl: false, preCompressed: true });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = served.current();
    const path = decodeURIComponentSafe(request.url.split("?")[0] ?? "/");
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const resolution = path === null ? ({ kind: "missing-file" } as const) : resolveRequest(site, path);
    switch (resolution.kind) {
      case "page": {
        recordServedPage(request, resolution.file, site);
        const doctor = new URLSearchParams(query).get(DOCTOR_QUERY);
        const withDoctor = doctor ? site.doctorChoices.get(resolution.file)?.get(doctor) : undefined;
        if (withDoctor) {
          const encoding = preferredEncoding(request.headers["accept-encoding"]);
          reply
            .code(resolution.status)
            .header("cache-control", "no-cache")
            .header("vary", "accept-encoding")
            .type("text/html; charset=utf-8");
          if (encoding !== "identity") reply.header("content-encoding", encoding);
          return reply.send(withDoctor(encoding));
        }
        const etag = site.etags.get(resolution.file);
        reply.code(resolution.status).header("cache-control", "no-cache");
        if (etag) reply.header("etag", etag);
        if (etag && resolution.status === 200 && matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
        // The ETag revalidates a page; Last-Modified and Accept-Ranges would only lengthen the first
        // response, which must fit in one round trip (docs/decisions/013-one-round-trip-pages.md).
        return reply
          .type("text/html; charset=utf-8")
          .sendFile(resolution.file, site.root, { lastModified: false, acceptRanges: false, etag: etag === undefined });
      }
      case "file": {
        const etag = site.etags.get(resolution.file);
        reply.header("cache-control", cacheControlFor(path ?? ""));
        if (etag) reply.header("etag", etag);
        if (etag && matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
        return reply.sendFile(resolution.file, site.root, { etag: etag === undefined });
      }
      case "redirect":
        return reply.redirect(
          `${locationHeader(resolution.location)}${HOME_PAGES.has(resolution.location) ? "" : query}`,
          resolution.status,
        );
      case "missing-file":
        return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    }
  };
  app.get("/*", handler);
}

/**
 * A decoded path as a Location header: percent-encoded again, "?" and "#" included, so a CR/LF or any
 * other character decoded from the request can neither break the header nor change where it points.
 */
function locationHeader(path: string): string {
  return encodeURI(path.replace(/[\ud800-\udfff]/g, "\ufffd")).replace(/[?#]/g, (character) => encodeURIComponent(character));
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
