/**
 * The real build, for the server tests that need it: those that render or publish with the publisher's
 * server builds (build/publisher), read what the rendered pages hold or weigh (build/client), or start
 * the production server, which serves build/client and records the seed release with the publisher at
 * start. The others read the fixture site (fixture-site.ts) and need no build.
 *
 * Each such test asks for what it needs before anything else, so that without a build it fails at once
 * with one line saying which part of the build is missing and what to run, never with an ENOENT, a 500
 * or a timeout from deep inside a publish.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** Each part `npm run build` writes, under build/, and the files that are there only once it has. */
const BUILD_PARTS = {
  client: { markers: ["index.html", "hi/index.html"], what: "the pre-rendered site" },
  publisher: { markers: ["en/index.js", "hi/index.js"], what: "the publisher's server builds" },
} as const;

export type BuildPart = keyof typeof BUILD_PARTS;

/** The build's folder, where `npm run build` writes it. */
const BUILD_DIR = resolve("build");

/** Throws, in one line, which of `parts` are missing from `buildDir` and that `npm run build` writes them. */
export function requireBuildIn(buildDir: string, parts: readonly BuildPart[]): void {
  const missing = parts.filter((part) => !BUILD_PARTS[part].markers.every((marker) => existsSync(join(buildDir, part, marker))));
  if (missing.length === 0) return;
  const named = missing.map((part) => `${join(buildDir, part)} (${BUILD_PARTS[part].what})`).join(" and ");
  throw new Error(`This test needs ${named}, which the build has not written: run "npm run build" first.`);
}

/** Throws, in one line, which of `parts` of the build are missing and to run `npm run build` first. */
export const requireBuild = (...parts: BuildPart[]): void => requireBuildIn(BUILD_DIR, parts);

/** The real pre-rendered site (build/client), once it is there. */
export function requireBuiltSite(): string {
  requireBuild("client");
  return join(BUILD_DIR, "client");
}

/**
 * The real site and the publisher's builds, for a test that publishes: a publish links the build's own
 * files into the release and renders its pages with the publisher.
 */
export function requirePublishingBuild(): string {
  requireBuild("client", "publisher");
  return join(BUILD_DIR, "client");
}
