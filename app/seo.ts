import type { MetaDescriptor } from "react-router";
import { hospital } from "./content/hospital";
import type { PageMeta } from "./content/schema";
import { type SiteContent, site } from "./content/site";
import { localeFromPath } from "./content/use-locale";

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

/** Absolute URL of a site path, for canonical links, share previews and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${hospital.siteUrl}${path === "/" ? "/" : path}`;
}

/** The head tags every page carries: title, description, canonical URL and Open Graph. */
export function pageMeta({ title, description, path, noindex = false }: PageMeta & { path: string; noindex?: boolean }): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: hospital.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: absoluteUrl(DEFAULT_SHARE_IMAGE) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}

type MetaKey = keyof SiteContent["meta"];

/**
 * Head tags of a page in the language of the path being rendered. `{speciality}` in a title or
 * description is replaced by `speciality`.
 */
export function metaForPage(pathname: string, key: MetaKey, canonicalPath: string, options: { speciality?: string; noindex?: boolean } = {}) {
  const { title, description } = site[localeFromPath(pathname)].meta[key];
  const fill = (value: string) => value.replaceAll("{speciality}", options.speciality ?? "");
  return pageMeta({ title: fill(title), description: fill(description), path: canonicalPath, noindex: options.noindex });
}
