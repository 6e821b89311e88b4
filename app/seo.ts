import type { MetaDescriptor } from "react-router";
import type { FrameFacts } from "./content/views/frame-facts";
import { HOSPITAL_IN_TITLE, HOSPITAL_NAME } from "./content/links";
import { absoluteUrl } from "./site-url";
import type { PageMeta } from "./content/schema";
import { LOCALE } from "./content/words/current-locale";
import { LOCALES, LOCALE_INFO, DEFAULT_LOCALE, type Locale, localizedPath } from "#common/locale";
import { site } from "./content/words/site";
import { type Crumb, type JsonLd, breadcrumbJsonLd, jsonLdMeta } from "./structured-data";
import { paths } from "#common/paths";

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

/** The frame's facts (root loader data) among a meta function's matches: structured data names the hospital's phones. */
export function frameOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): FrameFacts {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { frame: FrameFacts } | undefined;
  if (root === undefined) throw new Error("The root loader's data is missing from the page's matches");
  return root.frame;
}

/**
 * The head tags every page carries: title, description, Open Graph, and (unless it is noindex) its
 * canonical URL in its own language with the same page in every language as hreflang alternates.
 * `path` is the page's path without a language prefix ("/about").
 */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  locale = LOCALE,
}: Omit<PageMeta, "name"> & { path: string; noindex?: boolean; locale?: Locale }): MetaDescriptor[] {
  const url = absoluteUrl(localizedPath(locale, path));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: HOSPITAL_NAME },
    { property: "og:locale", content: LOCALE_INFO[locale].ogLocale },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_INFO[other].ogLocale,
    })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: absoluteUrl(DEFAULT_SHARE_IMAGE) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    // The share image (public/images/og-default.png) shows the hospital's name and place in English.
    { property: "og:image:alt", content: `${HOSPITAL_NAME}, Sanganer, Jaipur` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    for (const other of LOCALES) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: absoluteUrl(localizedPath(other, path)) });
    }
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localizedPath(DEFAULT_LOCALE, path)) });
  }
  return tags;
}

type MetaOptions = {
  /** The speciality page's department name: fills "{speciality}" in the title, description and name. */
  speciality?: string;
  /** More placeholders of the title, description and name, and their values ({ doctor: "Dr. ..." }). */
  placeholders?: Record<string, string>;
  /** The pages between home and this one in the breadcrumb (a doctor's page: Find Doctor). */
  parents?: Crumb[];
  noindex?: boolean;
  /**
   * What the page describes, beyond its breadcrumb (the hospital, its doctors). Routes pass
   * `import.meta.env.SSR && [...]`, so that the browser build, where it is `false`, drops the nodes
   * and the code that builds them.
   */
  structuredData?: JsonLd[] | false;
};

/**
 * Head tags of a page in the language of this build, from its content's `meta`: title, description,
 * canonical URL and alternates, Open Graph, and JSON-LD (the breadcrumb of every inner page, plus
 * `structuredData`). `canonicalPath` has no language prefix. Every title names the hospital here, as
 * the language writes it (`site.hospitalName`), where its words put `{hospital}`.
 *
 * Only the pre-rendered HTML carries more than the title. Search engines and share previews read that
 * HTML; in the browser, moving between pages only needs the new title (announced by screen readers,
 * shown on the tab). `import.meta.env.SSR` is false in the browser build, so the bundler drops the rest
 * and the structured-data builders, and each page's JavaScript holds only its own title and
 * description: about 3 KB of gzip less on every page (issue 5's 120 KB budget).
 */
export function metaForPage(meta: PageMeta, canonicalPath: string, options: MetaOptions = {}): MetaDescriptor[] {
  const fill = (value: string) =>
    Object.entries(options.placeholders ?? {}).reduce(
      (filled, [name, replacement]) => filled.replaceAll(`{${name}}`, replacement),
      value.replaceAll("{speciality}", options.speciality ?? "").replaceAll(HOSPITAL_IN_TITLE, site.hospitalName),
    );
  if (!import.meta.env.SSR) return [{ title: fill(meta.title) }];
  const tags = pageMeta({ title: fill(meta.title), description: fill(meta.description), path: canonicalPath, noindex: options.noindex });
  if (options.noindex) return tags;
  // The same trail as the page's visible breadcrumb.
  const trail: Crumb[] = [{ name: site.breadcrumbHome, path: paths.home }];
  if (options.speciality !== undefined && !options.parents) trail.push({ name: site.nav.specialities, path: paths.specialityList });
  trail.push(...(options.parents ?? []).map((crumb) => ({ ...crumb })));
  if (canonicalPath !== paths.home) trail.push({ name: fill(meta.name), path: canonicalPath });
  for (const crumb of trail) crumb.path = localizedPath(LOCALE, crumb.path);
  const nodes = [...(trail.length > 1 ? [breadcrumbJsonLd(trail)] : []), ...(options.structuredData || [])];
  return [...tags, ...jsonLdMeta(nodes)];
}

/** The head tags only the pre-rendered HTML carries (see metaForPage): they describe the first page. */
const PRERENDERED_ONLY_HEAD_TAGS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(", ");

/**
 * Called in the browser after a move to another page: removes the first page's pre-rendered head tags,
 * which React does not manage and which would otherwise go on describing that page. A stale canonical
 * link would be worst: Chrome on Android shares a page by its canonical address.
 */
export function forgetPrerenderedHeadTags(): void {
  for (const tag of document.head.querySelectorAll(PRERENDERED_ONLY_HEAD_TAGS)) tag.remove();
}
