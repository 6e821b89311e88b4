import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The staff desk's own build, apart from the public site's: its scripts and words live only under
 * build/desk/ and are served at /desk (server/desk/serve-desk.ts), so no public page ever loads them.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/desk/",
  publicDir: false,
  // The automatic runtime, as tsconfig's "jsx": "react-jsx" says.
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: fileURLToPath(new URL("../build/desk", import.meta.url)),
    emptyOutDir: true,
    // Every style is an external file: the site's CSP allows no inline style or script it has not hashed.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
