import { test as base, expect, type Page, type Request } from "@playwright/test";

/** Every request the page made to a host other than the site itself. */
export type ThirdPartyLog = string[];

/**
 * A page that fails the test on any uncaught error or console error, and records (and blocks, since
 * there is no network here) every request to another host.
 */
export const test = base.extend<{ thirdPartyRequests: ThirdPartyLog; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, e.g. Chromium's note that a page answered 404. */
  expectedConsoleErrors: [[], { option: true }],
  thirdPartyRequests: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const requests: ThirdPartyLog = [];
    await page.route(
      (url) => url.origin !== origin && url.protocol.startsWith("http"),
      async (route) => {
        requests.push(route.request().url());
        await route.fulfill({ status: 204, body: "" });
      },
    );
    await use(requests);
  },
  page: async ({ page, expectedConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    // What the page still waited for, or was refused, when a test failed (a script, its hydration
    // data) goes in the report: a page that never hydrated on a busy machine is diagnosed, not guessed.
    const unanswered = new Map<Request, number>();
    const refused: string[] = [];
    page.on("request", (request) => unanswered.set(request, Date.now()));
    page.on("requestfinished", (request) => unanswered.delete(request));
    page.on("requestfailed", (request) => {
      unanswered.delete(request);
      refused.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "no reason given"}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console.error: ${message.text()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const now = Date.now();
      const waiting = [...unanswered].map(([request, since]) => `${request.method()} ${request.url()} (for ${now - since} ms)`);
      const report = [`Still unanswered: ${waiting.join("; ") || "none"}`, `Failed: ${refused.join("; ") || "none"}`].join("\n");
      await testInfo.attach("the page's requests", { body: report, contentType: "text/plain" });
    }
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

/**
 * The data directory of the server the running test's project uses (the site's, or the publishing
 * journeys' own: playwright.config.ts), to read what it stored or wrote (an e-mail, a text message).
 */
export function serverDataDir(): string {
  const dir = test.info().project.metadata.dataDir as string | undefined;
  if (!dir) throw new Error(`the project "${test.info().project.name}" has no server of its own (playwright.config.ts)`);
  return dir;
}

/** The address of the server the running test's project uses. */
export const serverURL = (): string => test.info().project.use.baseURL!;

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds every script of the site the page asks for until `release()`, so what a test does next happens
 * before the page has hydrated whatever the machine's speed: the state a visitor on a slow phone is in
 * while the scripts download. (Throttling the network instead made that a race, and a throttled page's
 * module scripts once went unanswered for two minutes on a busy machine.)
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/**
 * Holds the page's requests to `url` until `release()`, then answers them with `answer`, so a test can
 * see the form while it is busy. `arrived` resolves once a request is being held: release only after it,
 * or the answer could be set up after the release and never sent.
 */
export async function holdRequests(page: Page, url: string, answer: { status: number; body?: string; contentType?: string }) {
  let markArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (markArrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    markArrived();
    await released;
    await route.fulfill({ body: "", ...answer });
  });
  return { arrived, release };
}
