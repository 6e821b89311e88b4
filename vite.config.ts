import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

// `~locale/home` is the home page's words in the language of this build, and only those: a page's
// scripts never carry another language (docs/decisions/004-hindi.md). react-router.config.ts refuses
// an unknown VITE_SITE_LOCALE (scripts/build-locale.ts).
const localeContent = fileURLToPath(new URL(`./app/content/words/${process.env.VITE_SITE_LOCALE || "en"}/`, import.meta.url));

// The browser's first load is a handful of scripts rather than twenty: each small file costs a request
// and compresses on its own, which added about 4 KB of gzip to the home page. React, React DOM and
// React Router are one file, cached across pages. The layout, the shared building blocks and the
// content they show (site, hospital, departments) are another, also loaded on every page. The rest
// (a page's own code and words, the forms, the speciality details, and the doctor and department cards
// that only the home, speciality and Find Doctor pages show) is split by the bundler per page.
const browserChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
    {
      name: "site",
      test: /[\\/](app[\\/](components[\\/](?!cards[\\/]|ui[\\/](call-to-confirm|button-link|section)\.tsx|layout[\\/]breadcrumb\.tsx)|seo\.ts|structured-data\.ts|content[\\/](words[\\/]([a-z]{2}[\\/])?(site|departments|current-locale)|facts[\\/]hospital|keys)\.ts)|common[\\/](paths|locale|departments|doctors)\.ts)/,
      priority: 1,
    },
    // Building blocks of the content pages that the form pages do without: one file for the pages that use them.
    {
      name: "page-parts",
      test: /[\\/]app[\\/]components[\\/](cards[\\/]|ui[\\/](call-to-confirm|button-link|section)\.tsx|layout[\\/]breadcrumb\.tsx)/,
      priority: 1,
    },
  ],
};

/**
 * Keeps React Router's server build, which `ssr: false` deletes once it has pre-rendered the pages: the
 * server renders the pages again with it when staff publish content (server/publish/render-release.ts),
 * exactly as the build rendered them. `ssr` stays false, so the browser's scripts are the same (with
 * `ssr: true` React Router would send browsers to a /__manifest the file server has not got).
 *
 * React Router removes the server build in its own `writeBundle`; this one runs first (`order: "pre"`)
 * and copies it to build/publisher/<locale>/, with a note (publisher.json) of what the server cannot
 * know otherwise: the site's address the pages were built for, and an id of the build's code (a hash of
 * its files), so a release rendered by another build is told apart. Defined here rather than imported:
 * Vite's config loader wants no relative imports without a file extension.
 */
const contentContextModule = fileURLToPath(new URL("./app/content/views/content-context.ts", import.meta.url));

function keepServerBuild(): Plugin {
  const locale = process.env.VITE_SITE_LOCALE || "en";
  const hashOfFiles = (directory: string) => {
    const hash = createHash("sha256");
    for (const file of readdirSync(directory, { recursive: true, encoding: "utf8" }).sort()) {
      const path = join(directory, file);
      if (statSync(path).isFile()) hash.update(file).update("\0").update(readFileSync(path)).update("\0");
    }
    return hash.digest("base64url").slice(0, 16);
  };
  return {
    name: "hospital:keep-server-build",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    // The publisher hands the loaders a release's content under the build's own context object (the
    // bundle's copy of app/content/views/content-context.ts, not a second one), so the build exports it.
    transform(code, id) {
      if (!id.includes("virtual:react-router/server-build")) return undefined;
      return { code: `${code}\nexport { contentContext } from ${JSON.stringify(contentContextModule)};\n`, map: null };
    },
    writeBundle: {
      order: "pre",
      handler(options) {
        const serverBuild = options.dir;
        if (!serverBuild || !existsSync(join(serverBuild, "index.js"))) return;
        const target = `build/publisher/${locale}`;
        rmSync(target, { recursive: true, force: true });
        mkdirSync(target, { recursive: true });
        cpSync(serverBuild, target, { recursive: true });
        const info = { locale, siteUrl: process.env.VITE_SITE_URL ?? "", buildId: hashOfFiles(serverBuild) };
        writeFileSync(join(target, "publisher.json"), `${JSON.stringify(info, null, 2)}\n`);
      },
    },
  };
}

/**
 * React Router's package sends bundlers to its development build (remix-run/react-router#14102), which
 * differs from its production build by one flag: ENABLE_DEV_WARNINGS, console warnings about mistakes
 * in the route table, 0.6 KB of gzip that took two pages over their script budget. The browser's copy
 * gets the flag off. React Router comes through its package's own exports, never a path into its dist/
 * folder; if a release no longer declares the flag, the build stops here, naming it (the upgrade
 * checklist in docs/recipes.md).
 */
const DEV_WARNINGS_ON = "var ENABLE_DEV_WARNINGS = true;";

function reactRouterWithoutDevWarnings(): Plugin {
  let flagsTurnedOff = 0;
  return {
    name: "hospital:react-router-without-dev-warnings",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]/.test(id) || !code.includes(DEV_WARNINGS_ON)) return undefined;
      flagsTurnedOff += 1;
      return { code: code.replace(DEV_WARNINGS_ON, "var ENABLE_DEV_WARNINGS = false;"), map: null };
    },
    buildEnd() {
      if (flagsTurnedOff === 0)
        this.error(
          `React Router no longer declares "${DEV_WARNINGS_ON}": its development warnings would reach the browser (vite.config.ts)`,
        );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // keepServerBuild before reactRouter: it copies the server build before React Router deletes it.
  plugins: [tailwindcss(), keepServerBuild(), reactRouterWithoutDevWarnings(), reactRouter()],
  resolve: {
    alias: [{ find: /^~locale\//, replacement: localeContent }],
    tsconfigPaths: true,
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: { output: { codeSplitting: browserChunks } },
        // A script fetched later (a form's checks when the visitor starts on it, its confirmation) fetches
        // what it imports once it arrives, instead of carrying a list of those files to fetch beside it:
        // the list cost each form page up to 200 bytes of its first load's budget (decision 007), and the
        // second round trip comes while the visitor types.
        modulePreload: { resolveDependencies: () => [] },
      },
}));
