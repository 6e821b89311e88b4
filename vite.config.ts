import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// `~locale/home` is the home page's words in the language of this build, and only those: a page's
// scripts never carry another language (docs/decisions/004-hindi.md). react-router.config.ts refuses
// an unknown VITE_SITE_LOCALE (scripts/build-locale.ts).
const localeContent = fileURLToPath(new URL(`./app/content/${process.env.VITE_SITE_LOCALE || "en"}/`, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [{ find: /^~locale\//, replacement: localeContent }],
    tsconfigPaths: true,
  },
});
