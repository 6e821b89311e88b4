/**
 * A built site of the right shape, made from code in a temporary folder: what the server tests read when
 * they test the server (routing, headers, caching, compression, the snapshot and its swap, the API) and
 * not the site's pages, so that they run on a fresh clone without `npm run build`. What the pages say is
 * a build fact, checked in tests/build/ on the real build; the tests that need the real build or the
 * publisher ask for it with requireBuiltSite() (built-site.ts).
 *
 * Its shape is build/client's as server/site/ reads it: every page of both languages, the speciality
 * fallback, as `<path>/index.html` with its Brotli and gzip copies, the page's data beside it, its
 * hashed script under /assets/, the site's own files (robots.txt, the sitemap, the icons, the
 * share image) and the client-only shell the server never serves. Each page has what
 * the server works out from a page: its inline script and stylesheet (the CSP hashes), structured data
 * (never hashed), and on the appointment page the Doctor select (the `?doctor=` pages). Beside it,
 * desk/ holds the desk's built shell and script, as build/desk does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { CONTENT } from "#app/content/words/all-locales";
import { DEPARTMENT_SLUGS } from "#common/departments";
import { DOCTOR_SELECT_ID } from "#common/doctor-choice";
import { DOCTOR_IDS } from "#common/doctors";
import { LOCALES, type Locale, localizedPath } from "#common/locale";
import { SPECIALITY_FALLBACK_PATH, paths, prerenderPaths, sitePagePaths } from "#common/paths";

const SITE_ORIGIN = "https://www.aarogyahospitaljaipur.in";

/** A page path as the name of its script, as the build names each route's chunk: "/about" -> "about", "/" -> "home". */
const scriptNameOf = (path: string) => (path === paths.home ? "home" : path.slice(1).replaceAll("/", "-").replace(/^-/, ""));

/** The file a page is written to: "/" -> "index.html", "/hi/about" -> "hi/about/index.html". */
const pageFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** Where React Router's data of a page is: "/about" -> "about.data", a language's home inside its folder ("hi/_.data"). */
const dataFileOf = (path: string) =>
  path === "/"
    ? "_.data"
    : LOCALES.some((locale) => localizedPath(locale, "/") === path)
      ? `${path.slice(1)}/_.data`
      : `${path.slice(1)}.data`;

/** The classes the build gives each field of a form: repeated on every field, as a page's markup is. */
const FIELD_CLASSES = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink focus:border-brand";

/** The appointment form as the build renders it: its fields, the specialities and the Doctor select. */
function appointmentForm(): string {
  const field = (name: string, type: string) =>
    `<div class="mb-4"><label for="appointment-${name}" class="block text-sm font-medium">${name}</label><input id="appointment-${name}" class="${FIELD_CLASSES}" type="${type}" name="${name}" required=""/></div>`;
  const options = (values: readonly string[]) =>
    values.map((value) => `<option value="${value}">${value.replaceAll("-", " ")}</option>`).join("");
  const select = (id: string, name: string, values: readonly string[]) =>
    `<div class="mb-4"><label for="${id}" class="block text-sm font-medium">${name}</label><select id="${id}" class="${FIELD_CLASSES}" name="${name}"><option value="">Any</option>${options(values)}</select></div>`;
  return [
    `<form method="post" action="/api/appointments" class="mx-auto max-w-xl">`,
    field("name", "text"),
    field("phone", "tel"),
    field("email", "email"),
    select("appointment-department", "department", DEPARTMENT_SLUGS),
    select(DOCTOR_SELECT_ID, "doctor", DOCTOR_IDS),
    field("date", "date"),
    `<button type="submit" class="rounded-lg bg-brand px-4 py-2 text-white">Book</button></form>`,
  ].join("");
}

/** One pre-rendered page of `locale` at `path` (its path without the language's prefix). */
function pageHtml(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  const content = CONTENT[locale];
  const isFallback = path === SPECIALITY_FALLBACK_PATH;
  const script = `/assets/${scriptNameOf(path)}-F1xtur3.js`;
  const structuredData = JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", url: `${SITE_ORIGIN}${localized}` });
  const main = isFallback
    ? `<h1>${content.specialityPage.fallback.title}</h1><p>${content.specialityPage.fallback.text}</p>`
    : `<h1>${localized}</h1>${path === paths.bookAppointment ? appointmentForm() : ""}`;
  return [
    `<!DOCTYPE html><html lang="${locale}"><head><meta charSet="utf-8"/>`,
    // The page's own loader, as the build inlines it: its hash is the page's script-src.
    `<script>window.__pageScripts=${JSON.stringify([script])};</script>`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>`,
    `<style>body{margin:0;font-family:system-ui,sans-serif}main{padding:1rem}</style>`,
    `<title>${localized}</title>`,
    isFallback ? `<meta name="robots" content="noindex"/>` : `<link rel="canonical" href="${SITE_ORIGIN}${localized}"/>`,
    `<script type="application/ld+json">${structuredData}</script>`,
    `</head><body><main id="main-content" tabindex="-1">${main}</main>`,
    `<footer><p>${content.site.footer.supportNote}</p></footer>`,
    `<script type="module" src="${script}"></script></body></html>`,
  ].join("");
}

function sitemapXml(): string {
  const urls = sitePagePaths.map((path) => `  <url>\n    <loc>${SITE_ORIGIN}${path}</loc>\n  </url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The first bytes of each kind of file the site serves as it is: enough for a type, never read further. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICO_HEADER = Buffer.from([0, 0, 1, 0, 0, 0]);
const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#0b6e4f"/></svg>\n';

/** Writes `body` at `file` under `root`, and its Brotli and gzip copies when the build would have made them. */
function write(root: string, file: string, body: string | Buffer, { compressed = false } = {}): void {
  const target = join(root, file);
  mkdirSync(dirname(target), { recursive: true });
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  writeFileSync(target, bytes);
  if (compressed) {
    // A fast quality: the server sends the copies as they are, and each test process writes its own.
    writeFileSync(`${target}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
    writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 1 }));
  }
}

/** Writes the fixture site into `siteDir` (created if missing), in the shape of build/client. */
export function writeFixtureSite(siteDir: string): void {
  for (const locale of LOCALES) {
    for (const path of prerenderPaths) {
      const localized = localizedPath(locale, path);
      write(siteDir, pageFileOf(localized), pageHtml(locale, path), { compressed: true });
      write(siteDir, dataFileOf(localized), JSON.stringify([{ route: localized }]));
    }
  }
  // Each page's script: long enough that the build would have compressed it too.
  for (const path of prerenderPaths) {
    const source = `export const page = ${JSON.stringify(path)};\n${"export const words = 'the page\\'s words in its script';\n".repeat(40)}`;
    write(siteDir, `assets/${scriptNameOf(path)}-F1xtur3.js`, source, { compressed: true });
  }
  write(siteDir, "__spa-fallback.html", "<!DOCTYPE html><html><body></body></html>", { compressed: true });
  write(siteDir, "robots.txt", `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
  write(siteDir, "sitemap.xml", sitemapXml(), { compressed: true });
  write(siteDir, "favicon.ico", ICO_HEADER);
  write(siteDir, "favicon.svg", ICON_SVG);
  write(siteDir, "images/og-default.png", PNG_SIGNATURE);
}

/** The desk's built page and its script, as build/desk holds them: a shell the desk's script fills in. */
export function writeFixtureDeskPages(pagesDir: string): void {
  write(
    pagesDir,
    "index.html",
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Front desk</title><script type="module" src="/desk/assets/desk-F1xtur3.js"></script></head><body><div id="desk"></div></body></html>',
  );
  write(pagesDir, "assets/desk-F1xtur3.js", "document.getElementById('desk').textContent = 'Front desk';\n");
}

let fixtureBuild: string | undefined;

/**
 * A build folder holding the fixture site (client/) and the desk's pages (desk/), written once per test
 * process on first use and removed when it exits. Tests only read it; one that changes a site copies it.
 */
function fixtureBuildDir(): string {
  if (fixtureBuild === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "fixture-build-"));
    writeFixtureSite(join(dir, "client"));
    writeFixtureDeskPages(join(dir, "desk"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    fixtureBuild = dir;
  }
  return fixtureBuild;
}

/** The fixture site's folder, in the place of build/client. */
export const fixtureSiteDir = (): string => join(fixtureBuildDir(), "client");

/** The fixture desk's pages, in the place of build/desk. */
export const fixtureDeskPagesDir = (): string => join(fixtureBuildDir(), "desk");
