/**
 * `npm run build`: the site once per language (docs/decisions/004-hindi.md). English is built into
 * build/client; each other language is built with its prefix as basename, then its pages and scripts
 * are merged in (build/client/hi/..., build/client/assets/...), so one directory serves them all.
 * Each language's React Router server build is kept in build/publisher/<locale>/ (keepServerBuild in
 * vite.config.ts writes it there, outside the folder a language is built in, so the merge below keeps
 * it): the server renders the pages again with it when staff publish content.
 * The staff desk is built last, on its own, into build/desk (desk/vite.config.ts): none of its code is
 * in the site's folder.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, type Locale } from "#common/locale";
import { SITE_LOCALE_VARIABLE, localeBuildDirectory } from "./build-locale";
import { seedChecklistSummary } from "./lib/content-todo";
import { localeNoteFiles, writeSiteNote } from "./build-render-note";

const SITE_DIR = join(localeBuildDirectory(DEFAULT_LOCALE), "client");
/** Hashed scripts and styles: the same name always means the same content, so languages share them. */
const ASSETS = "assets";

function buildLocale(locale: Locale): void {
  const result = spawnSync("npx", ["--no-install", "react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, [SITE_LOCALE_VARIABLE]: locale },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function buildDesk(): void {
  const result = spawnSync("npx", ["--no-install", "vite", "build", "--config", "desk/vite.config.ts", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((file) => statSync(join(directory, file)).isFile());
}

/**
 * Copies a language's pages (under its prefix) and its hashed assets into the site. The rest of its
 * output (public/ files, the client-only shell) is the English build's already.
 */
export function mergeLocaleBuild(localeClientDir: string, siteDir: string, prefix: string): void {
  const pagesDir = join(localeClientDir, prefix);
  if (!existsSync(join(pagesDir, "index.html"))) throw new Error(`No pre-rendered pages in ${pagesDir}`);
  cpSync(pagesDir, join(siteDir, prefix), { recursive: true });
  for (const file of filesUnder(join(localeClientDir, ASSETS))) {
    const from = join(localeClientDir, ASSETS, file);
    const to = join(siteDir, ASSETS, file);
    if (existsSync(to)) {
      if (!readFileSync(from).equals(readFileSync(to))) throw new Error(`${ASSETS}/${file} differs between two languages' builds`);
      continue;
    }
    cpSync(from, to);
  }
}

async function main() {
  buildLocale(DEFAULT_LOCALE);
  // Each language's note of its pages (build-render-note.ts), gathered into the site's.
  const noted = await localeNoteFiles(SITE_DIR);
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    buildLocale(locale);
    const buildDir = localeBuildDirectory(locale);
    const prefix = LOCALE_INFO[locale].prefix.slice(1);
    mergeLocaleBuild(join(buildDir, "client"), SITE_DIR, prefix);
    Object.assign(noted, await localeNoteFiles(join(buildDir, "client"), prefix));
    rmSync(buildDir, { recursive: true, force: true });
  }
  await writeSiteNote(SITE_DIR, noted);
  buildDesk();
  // The same count as npm run content:todo, of the content this build renders (the seed).
  console.log(`${seedChecklistSummary()} (npm run content:todo lists them)`);
}

if (process.argv[1]?.endsWith("build-site.ts")) await main();
