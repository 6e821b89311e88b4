/**
 * Runs before the end-to-end tests (`npm test`, `npm run test:e2e`): makes sure there is a Chromium to
 * drive and a Devanagari font for it to lay out the Hindi pages with (Noto Sans Devanagari, the font
 * Android phones draw Hindi with; without it Hindi is drawn as boxes of another width). What is missing
 * is installed from Debian's packages when this runs as root where apt-get works, as on CI; otherwise
 * it stops at once with one line that says what to install.
 */
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium";

function hasDevanagariFont(): boolean {
  const fonts = spawnSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" });
  return fonts.status === 0 && fonts.stdout.trim().length > 0;
}

function canInstallDebianPackages(): boolean {
  return process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
}

function missingPackages(): string[] {
  const missing: string[] = [];
  if (!findChromium()) missing.push("chromium");
  if (!hasDevanagariFont()) missing.push("fonts-noto-core");
  return missing;
}

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

const missing = missingPackages();
if (missing.length > 0) {
  if (process.env.CHROMIUM_PATH && missing.includes("chromium")) {
    stop(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable Chromium: point it at one, or unset it to use Debian's.`);
  }
  if (!canInstallDebianPackages()) {
    stop(
      `The end-to-end tests need ${missing.join(" and ")}: run \`sudo apt-get install ${missing.join(" ")}\` (or set CHROMIUM_PATH to a Chromium).`,
    );
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { stdio: ["ignore", "ignore", "inherit"], env });
  const stillMissing = missingPackages();
  if (!install || install.status !== 0 || stillMissing.length > 0) {
    stop(
      `Could not install ${stillMissing.join(" and ") || missing.join(" and ")} with apt-get: install it by hand (or set CHROMIUM_PATH to a Chromium).`,
    );
  }
}
