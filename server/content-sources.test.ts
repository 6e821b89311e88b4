/**
 * The hospital's name, numbers, e-mail and address are published content: staff change them in the desk
 * and the served release carries them. A server module that read the repository's compiled identity
 * instead would offer a number nobody answers any more (maintainability review 2, S5: the no-JavaScript
 * "not sent" page did). This holds every server module to the published content, but for the few
 * places where no release is at hand, each with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SERVER_DIR = join(import.meta.dirname);

/** The compiled identity: the modules that hold it, and the content's words that repeat its name. */
const COMPILED_IDENTITY: { pattern: RegExp; what: string }[] = [
  {
    pattern: /from\s+["'](?:#app\/content|(?:\.\.\/)+app\/content)\/facts\/hospital["']/,
    what: "imports the compiled identity (facts/hospital.ts)",
  },
  {
    pattern: /from\s+["'](?:#app\/content|(?:\.\.\/)+app\/content)\/facts\/hospital-facts["']/,
    what: "imports the compiled identity's facts",
  },
  { pattern: /\bHOSPITAL_(?:SHORT_)?NAME\b/, what: "reads the compiled name (links.ts)" },
  { pattern: /\.site\.hospitalName\b/, what: "reads the name compiled into the words (site.ts)" },
];

/** Where the server reads it on purpose, and why no published value can serve there. */
const ALLOWED: Record<string, string> = {
  "config.ts":
    "MAIL_FROM and MAIL_TO default to the repository's name and address: deploy settings read at start-up, before any release, and never shown to a patient",
  "http/content-security-policy.ts":
    "only the map's origin (Google's), which the published address never changes: an edit must not be able to widen the policy",
};

/** What a module's source reads of the compiled identity. */
function compiledIdentityReads(source: string): string[] {
  return COMPILED_IDENTITY.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
}

function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : serverModules(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the server's modules", () => {
  it("read the hospital's name and numbers from the published content, not the compiled identity, but where no release is at hand", () => {
    const reads = serverModules(SERVER_DIR)
      .map((path) => ({ module: relative(SERVER_DIR, path), reads: compiledIdentityReads(readFileSync(path, "utf8")) }))
      .filter(({ module, reads }) => reads.length > 0 && !(module in ALLOWED));
    expect(reads).toEqual([]);
  });

  it("each allowed exception still reads it (an exception no longer needed is removed)", () => {
    for (const module of Object.keys(ALLOWED))
      expect(compiledIdentityReads(readFileSync(join(SERVER_DIR, module), "utf8")), module).not.toEqual([]);
  });

  it("the check finds each way of reading it", () => {
    expect(compiledIdentityReads('import { hospital } from "#app/content/facts/hospital";')).toHaveLength(1);
    expect(compiledIdentityReads('import { hospitalFacts } from "../../app/content/facts/hospital-facts";')).toHaveLength(1);
    expect(compiledIdentityReads("const name = HOSPITAL_NAME;")).toHaveLength(1);
    expect(compiledIdentityReads("const name = CONTENT[locale].site.hospitalName;")).toHaveLength(1);
    expect(compiledIdentityReads('import { frameFactsOf } from "#app/content/views/frame-facts";')).toEqual([]);
  });
});
