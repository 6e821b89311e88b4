import type { Config } from "@react-router/dev/config";
import { precompress } from "./pipeline/precompress";
import { writeSeoFiles } from "./pipeline/seo-files";
import { buildLocale, localeBuildDirectory } from "./scripts/build-locale";
import { finishPagesNoted, writeLocaleNote } from "./scripts/build-render-note";
import { assertValidContent } from "./app/content/words/validate";
import { DEFAULT_LOCALE, LOCALE_INFO } from "./common/locale";
import { prerenderPaths } from "./common/paths";

// Bad content, or a translation out of step with English, fails the build before anything is rendered.
assertValidContent();

// One build per language (scripts/build-site.ts): English at the root, each other language under its
// own prefix, from the same routes.
const locale = buildLocale();

export default {
  // Every page is pre-rendered to HTML at build time; the Node server (server/) only serves files and
  // the API, so the same build also works from any static host.
  ssr: false,
  prerender: [...prerenderPaths],
  basename: LOCALE_INFO[locale].prefix || "/",
  buildDirectory: localeBuildDirectory(locale),
  future: {
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  async buildEnd({ reactRouterConfig }) {
    const clientDirectory = `${reactRouterConfig.buildDirectory}/client`;
    // The sitemap and robots.txt list every language; the English build, at the root, writes them.
    if (locale === DEFAULT_LOCALE) await writeSeoFiles(clientDirectory);
    // The stylesheet inline, the scripts preloaded at low priority and run after the first paint; what
    // each page was rendered as and holds noted for the publisher, as it notes its own releases.
    const noted = await finishPagesNoted(clientDirectory);
    // So that every file written above is compressed too.
    await precompress(clientDirectory);
    // Last: the note is not a file of the site, and is not compressed.
    await writeLocaleNote(clientDirectory, noted);
  },
} satisfies Config;
