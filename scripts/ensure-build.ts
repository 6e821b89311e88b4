/** Run before `npm start`: builds the site when there is no build yet, so a fresh clone just works. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const siteDir = process.env.SITE_DIR || "build/client";
if (!existsSync(`${siteDir}/index.html`)) {
  console.log(`No build found in ${siteDir}; building the site first.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
