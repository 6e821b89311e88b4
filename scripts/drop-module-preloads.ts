/**
 * Removes the `<link rel="modulepreload">` tags React Router puts in the head of every pre-rendered
 * page. On a slow mobile connection those ~20 script downloads compete with the stylesheet, so the
 * page's text (already in the HTML) paints later. Without them the scripts still load, from the page's
 * module script, just after the first paint; hydration comes a few round trips later, which costs a
 * visitor nothing because the content, links and forms work as plain HTML until then.
 * See docs/decisions/003-first-paint-before-scripts.md.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"[^>]*\/>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** Rewrites every pre-rendered page of a build; returns how many pages changed. */
export async function dropModulePreloadsInBuild(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const without = dropModulePreloads(html);
    if (without === html) continue;
    await writeFile(file, without);
    changed += 1;
  }
  return changed;
}
