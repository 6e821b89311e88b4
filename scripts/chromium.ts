/**
 * Where the end-to-end tests and the web benchmark find a Chromium. No browser download works on the
 * machines this project is built on, so it is one that is already there: the one CHROMIUM_PATH names,
 * Debian's package, or one that Playwright installed earlier on a machine that could download it.
 */
import { accessSync, constants } from "node:fs";
import { chromium } from "@playwright/test";

/** Flags that let Chromium run headless as root on a machine with no outside network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's package, then Ubuntu's and Google's names for the same browser. */
const SYSTEM_CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightsOwnChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The Chromium to drive, or undefined when this machine has none. CHROMIUM_PATH, when set, must be one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const candidates = [...SYSTEM_CHROMIUMS, playwrightsOwnChromium()].filter((path): path is string => Boolean(path));
  return candidates.find(isExecutable);
}
