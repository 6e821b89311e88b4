import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium";

// One fresh data directory per server per run, shared by the server and the tests that read what it
// stored (workers inherit the environment of the process that loaded this file first; a test finds its
// project's in the project's metadata, tests/e2e/fixtures.ts serverDataDir).
const siteDataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hospital-e2e-")));
const publishingDataDir = (process.env.E2E_PUBLISHING_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hospital-e2e-publishing-")));
// When the run started: a core the server leaves after it is reported at the end (tests/e2e/report-crashes.ts).
process.env.E2E_RUN_STARTED_AT ??= String(Date.now());

const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// A hundred above the site's, so that a checkout given its own E2E_PORT gets its own publishing port.
const publishingPort = Number(process.env.E2E_PUBLISHING_PORT ?? port + 100);
const publishingURL = `http://127.0.0.1:${publishingPort}`;

/** A Chromium already on the machine (scripts/ensure-browser.ts installs one first under `npm test`). */
const chromium = {
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
};

// Publishing changes what every page shows (a fee, a leave, a notice) until the test rolls it back: the
// journeys that publish run on a server of their own, beside the rest, in the same run. One test at a
// time on that server: a second publish while one renders is refused. The run across two instances
// starts its own servers on PostgreSQL and publishes there.
const PUBLISHING_HERE = /(desk-content|administrator-journey)\.spec\.ts$/;
const PUBLISHING_ACROSS_INSTANCES = /publish-across-instances\.spec\.ts$/;
const PUBLISHING_JOURNEYS = new RegExp(`${PUBLISHING_HERE.source}|${PUBLISHING_ACROSS_INSTANCES.source}`);

/** A regular expression for the spec files named, as testIgnore takes them. */
const specFiles = (names: string[]) => new RegExp(`(^|/)(${names.join("|")})\\.spec\\.ts$`);

// Both widths only where width is what a file tests (menus, layout, tap targets, sticky elements): a
// file whose every test is a person's task at one width runs in that width's project alone, and the
// other project does not list it. A family sends the site's forms from a phone, and a slow phone is
// what typing or tapping before the scripts run is about; the front desk's staff work at a desktop.
// (desk-phone.spec.ts is the desk's own phone layout.)
const PHONE_ONLY = specFiles([
  "forms",
  "hindi-forms",
  "feedback",
  "appointment-choices",
  "booking-confirmation",
  "book-buttons",
  "find-by-department",
  "patient-guide",
  "cross-site",
  "typing-before-hydration",
  "works-before-hydration",
  "scroll-to-top",
  "small-things",
  "desk-phone",
  "family-books-in-hindi",
  "contact-confirmation",
]);
const DESKTOP_ONLY = specFiles([
  "desk",
  "desk-accessibility",
  "desk-audit",
  "desk-keyboard",
  "desk-second-factor",
  "desk-api",
  "desk-queue",
  "receptionist-works-the-queue",
  // The policy and the scripts are the same at every width.
  "csp",
  // The publishing journeys: staff edit the site at a desk, and each publish renders the whole site.
  "desk-content",
  "administrator-journey",
  "publish-across-instances",
]);
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

/** What a project of the site's server leaves out: the publishing journeys, which have their own, and the other width's files. */
const ignoring = (otherWidth: RegExp) => [PUBLISHING_JOURNEYS, otherWidth];

/** A production server for a project's tests, on its own port and data directory. */
const productionServer = (port: number, dataDir: string) => ({
  // The production server on the production build, exactly as `npm start` runs it.
  // With core dumps on: a crash in native code leaves a core whose backtrace the run prints at its end.
  command: "bash -c 'ulimit -c unlimited 2>/dev/null; exec node --import tsx server/main.ts'",
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    // Many submissions come from one address in these tests.
    FORM_RATE_LIMIT: "10000",
    FORM_GLOBAL_LIMIT_PER_MINUTE: "10000",
    // Every desk test signs in from 127.0.0.1.
    DESK_SIGN_IN_RATE_LIMIT: "10000",
    // The front desk (issue 17) is served by the same process, as a hospital with the desk runs it.
    DESK_ENABLED: "true",
    // Passkeys need a host name (never an IP address): the passkey test opens the desk at localhost.
    DESK_ORIGIN: `http://localhost:${port}`,
    // The form journeys read what the patient typed in the desk's e-mail; with the desk on the
    // default would be a notice that carries none of it.
    MAIL_CONTENT: "full",
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three: most of a browser test's time is spent waiting on the page, the server or the other process,
  // and the publishing journeys take one of them from the start.
  workers: 3,
  // npm test (scripts/test-phases.ts) asks for a JSON report too, to name the slowest tests.
  reporter: [
    ["list"],
    ...(process.env.TEST_TIMINGS_DIR ? [["json", { outputFile: `${process.env.TEST_TIMINGS_DIR}/e2e.json` }] as const] : []),
  ],
  // A bound that catches a test that hangs, not a measure of speed: each test waits for states, and on a
  // machine whose cores are busy with other work a journey of many steps takes minutes (at a load of 30,
  // axe on the home page and the keyboard journey took over 30 s, the runner's default).
  timeout: 120_000,
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "off",
  },
  // The publishing journeys first: the longest (the administrator's day) then runs from the start, beside the rest.
  projects: [
    {
      name: "publishing",
      testMatch: PUBLISHING_HERE,
      workers: 1,
      use: { ...desktop, baseURL: publishingURL },
      metadata: { dataDir: publishingDataDir },
    },
    { name: "two instances", testMatch: PUBLISHING_ACROSS_INSTANCES, use: desktop },
    {
      name: "desktop",
      testIgnore: ignoring(PHONE_ONLY),
      use: desktop,
      metadata: { dataDir: siteDataDir },
    },
    {
      name: "mobile",
      testIgnore: ignoring(DESKTOP_ONLY),
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      metadata: { dataDir: siteDataDir },
    },
  ],
  globalTeardown: "./tests/e2e/report-crashes.ts",
  webServer: [productionServer(port, siteDataDir), productionServer(publishingPort, publishingDataDir)],
});
