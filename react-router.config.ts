import type { Config } from "@react-router/dev/config";
import { dropModulePreloadsInBuild } from "./scripts/drop-module-preloads";
import { precompress } from "./scripts/precompress";
import { writeSeoFiles } from "./scripts/seo-files";
import { assertValidContent } from "./app/content/validate";
import { prerenderPaths } from "./app/paths";

// Bad content fails the build before anything is rendered.
assertValidContent();

export default {
  // Every page is pre-rendered to HTML at build time; the Node server (server/) only serves files and
  // the API, so the same build also works from any static host.
  ssr: false,
  prerender: [...prerenderPaths],
  future: { v8_trailingSlashAwareDataRequests: true },
  async buildEnd({ reactRouterConfig }) {
    const clientDirectory = `${reactRouterConfig.buildDirectory}/client`;
    await writeSeoFiles(clientDirectory);
    await dropModulePreloadsInBuild(clientDirectory);
    // Last, so that every file written above is compressed too.
    await precompress(clientDirectory);
  },
} satisfies Config;
