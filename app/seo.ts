import type { MetaDescriptor } from "react-router";
import { absoluteUrl, hospital } from "./content/hospital";
import type { PageMeta } from "./content/schema";
import { type SiteContent, site } from "./content/site";
import { localeFromPath } from "./content/use-locale";
import { type Crumb, type JsonLd, breadcrumbJsonLd, jsonLdMeta } from "./structured-data";
import { paths } from "./paths";

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

/** The head tags every page carries: title, description, canonical URL and Open Graph. */
export function pageMeta({ title, description, path, noindex = false }: Omit<PageMeta, "name"> & { path: string; noindex?: boolean }): MetaDescriptor[] {
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

type MetaOptions = {
  /** Fills "{speciality}" in the page's title, description and name. */
  speciality?: string;
  noindex?: boolean;
  /** What the page describes, beyond its breadcrumb (the hospital, its doctors). */
  structuredData?: JsonLd[];
};

/**
 * Head tags of a page in the language of the path being rendered: title, description, canonical URL,
 * Open Graph, and JSON-LD (the breadcrumb of every inner page, plus `structuredData`).
 */
export function metaForPage(pathname: string, key: MetaKey, canonicalPath: string, options: MetaOptions = {}): MetaDescriptor[] {
  const strings = site[localeFromPath(pathname)];
  const { title, description, name } = strings.meta[key];
  const fill = (value: string) => value.replaceAll("{speciality}", options.speciality ?? "");
  const tags = pageMeta({ title: fill(title), description: fill(description), path: canonicalPath, noindex: options.noindex });
  if (options.noindex) return tags;
  const trail: Crumb[] = [{ name: strings.breadcrumbHome, path: paths.home }];
  if (key === "speciality") trail.push({ name: strings.meta.specialityList.name, path: paths.specialityList });
  if (key !== "home") trail.push({ name: fill(name), path: canonicalPath });
  const nodes = [...(trail.length > 1 ? [breadcrumbJsonLd(trail)] : []), ...(options.structuredData ?? [])];
  return [...tags, ...jsonLdMeta(nodes)];
}
