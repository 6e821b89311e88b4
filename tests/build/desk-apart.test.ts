/**
 * The staff desk (desk/, issue 17) is built apart from the public site: no public page loads its code,
 * and none of its words are in the site's files, so a visitor downloads nothing of it and learns
 * nothing of it. Run after `npm run build`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SITE_DIR = process.env.SITE_DIR ?? "build/client";
const DESK_DIR = join(SITE_DIR, "..", "desk");

/** Words only the desk's screens say, and the addresses only the desk's code uses. */
const DESK_ONLY = ["Sign in to the front desk", "Show what would be erased", "Second step of signing in", "/api/desk", "/desk/assets/"];

const filesUnder = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: "utf8" })
    .map((file) => join(directory, file))
    .filter((file) => statSync(file).isFile() && !/\.(br|gz|png|jpe?g|webp|avif|woff2?|ico)$/.test(file));

describe("the desk's build", () => {
  it("has a page of its own whose scripts carry the desk's words", () => {
    const shell = readFileSync(join(DESK_DIR, "index.html"), "utf8");
    const scripts = [...shell.matchAll(/src="\/desk\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const code = scripts.map((script) => readFileSync(join(DESK_DIR, script), "utf8")).join("\n");
    for (const words of DESK_ONLY.filter((words) => words !== "/desk/assets/")) expect(code).toContain(words);
  });

  it("the shell has no inline script or style, which the site's CSP would refuse", () => {
    const shell = readFileSync(join(DESK_DIR, "index.html"), "utf8");
    expect(shell).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(shell).not.toMatch(/<style|\sstyle=/);
  });
});

describe("the public site's files", () => {
  const files = filesUnder(SITE_DIR);

  it("are there to check", () => {
    expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(5);
    expect(files.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(5);
  });

  it("carry none of the desk's code, words or addresses", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return DESK_ONLY.filter((words) => text.includes(words)).map((words) => `${file}: ${words}`);
    });
    expect(found).toEqual([]);
  });

  it("do not list or link the desk", () => {
    const pages = files.filter((file) => /\.(html|xml|txt)$/.test(file));
    const linking = pages.filter((file) => /["'>\s](?:https?:\/\/[^"'<\s]*)?\/desk(?:[/"'<?#]|$)/.test(readFileSync(file, "utf8")));
    expect(linking).toEqual([]);
  });
});
