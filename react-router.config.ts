import type { Config } from "@react-router/dev/config";
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
    await writeSeoFiles(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
