/**
 * The whole server with the staff desk enabled, in-process over a test database (SQLite or PostgreSQL):
 * the public form API stores real submissions, an outbox worker writes their e-mails as .eml files, and
 * the desk's API is driven through app.inject with a browser's cookies and headers.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { type AppConfig, buildApp } from "../app";
import { addAccount, setPasswordWithToken } from "../desk/accounts/accounts";
import { CSRF_HEADER, type DeskOptions, SESSION_COOKIE } from "../desk/desk-http";
import type { DeskRole } from "../desk/desk-tables";
import { mailFilesIn } from "../mail/mail-files";
import { createMailer } from "../mail/mailer";
import { startOutboxWorker, type OutboxLog, type OutboxWorker } from "../outbox/outbox-worker";
import type { Dialect } from "../store/dialect";
import { createSubmissionIntake } from "../submissions/intake";
import { totpCodeOfStep, totpStepAt } from "../desk/accounts/totp";
import type { ReleaseSchema } from "../publish/release-tables";
import { openDeskTestDatabase, type DeskTestDatabase } from "./desk-database";
import { readMail, type ReadMail } from "./read-mail";
import { postJson } from "./requests";
import { testAppConfig } from "./test-doubles";
import type { TestDatabase } from "./test-services";

export const STAFF_PASSWORD = "chai at four, ward two";

export type StaffBrowser = {
  email: string;
  cookie: string;
  csrfToken: string;
  /** A request from the desk's own pages: the cookie, the CSRF token on changes, JSON bodies. */
  request(method: InjectOptions["method"], url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
};

export type DeskStack = DeskTestDatabase & {
  app: FastifyInstance;
  worker: OutboxWorker;
  /** The desk's clock: real time, moved forward by what tests have skipped. */
  clock: { now(): Date; advance(ms: number): void };
  /** An account with a password set, as the staff command and the set-password page make one. */
  addStaff(email: string, role: DeskRole): Promise<void>;
  /**
   * Signs in as the desk's pages do. An administrator (who must have a second factor) enrols an
   * authenticator app at the first sign-in and then types its code (computed here from the secret)
   * at every sign-in, so the session is also stepped up for the next few minutes.
   */
  signIn(email: string, options?: { address?: string }): Promise<StaffBrowser>;
  /** The password step alone, as a browser posts it, answered as it is: for tests of sign-in itself. */
  postSignIn(
    email: string,
    password: string,
    options?: { address?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** A code of the account's authenticator app that the desk has not accepted yet (the clock moves on a step when needed). */
  nextTotpCode(email: string): Promise<string>;
  close(): Promise<void>;
};

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export type DeskStackOptions = {
  /** Send through this SMTP server instead of writing .eml files. */
  smtpUrl?: string;
  /** Where the worker logs its deliveries. */
  log?: OutboxLog;
  /** Settings of the app beyond the tests' defaults, e.g. a trusted proxy that says https. */
  appConfig?: Partial<AppConfig>;
  /** The desk's built pages (build/desk), served at /desk; without it /desk answers 404. */
  pagesDir?: string;
  /** The site's content store over the stack's desk database, served under /api/desk/content. */
  content?: (test: DeskTestDatabase) => DeskOptions["content"];
  /** The desk's own settings beyond the tests' defaults: doctors' schedules, an SMS sender. */
  desk?: Partial<DeskOptions>;
};

/** `shared`: run as a second instance over another stack's database (PostgreSQL). */
export async function startDeskStack(dialect: Dialect, shared?: TestDatabase, options: DeskStackOptions = {}): Promise<DeskStack> {
  const test = await openDeskTestDatabase(dialect, shared);
  const dataDir = test.database.options.dataDir;
  let skippedMs = 0;
  const clock = {
    now: () => new Date(Date.now() + skippedMs),
    advance: (ms: number) => {
      skippedMs += ms;
    },
  };
  const mailer = createMailer({ smtpUrl: options.smtpUrl, dataDir, allowPlaintext: true });
  const browserOf = (email: string, cookie: string, csrfToken: string): StaffBrowser => ({
    email,
    cookie,
    csrfToken,
    request: (method, url, body, headers = {}) =>
      app.inject({
        method,
        url,
        headers: {
          cookie: `${SESSION_COOKIE}=${cookie}`,
          [CSRF_HEADER]: csrfToken,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      }),
  });
  const worker = startOutboxWorker({
    store: test.store,
    mailer,
    log: options.log ?? silentLog,
    mailFiles: mailFilesIn(dataDir),
    retentionDays: 180,
    instanceId: `desk-${dialect}-${shared ? "second" : "first"}`,
    pollIntervalMs: 60_000,
  });
  const submissions = createSubmissionIntake(test.store, {
    from: "website@aarogya.test",
    to: "desk@aarogya.test",
    acknowledgePatient: false,
  });
  const app = await buildApp(
    testAppConfig({ formRateLimit: 10_000, ...options.appConfig }),
    { intake: submissions, store: test.store, outbox: { wake: () => undefined } },
    {
      database: test.desk,
      store: test.store,
      baseUrl: "https://hospital.example",
      staffMail: { mailer, from: "website@aarogya.test" },
      dataDir,
      databaseUrl: test.database.databaseUrl,
      pagesDir: options.pagesDir,
      now: clock.now,
      content: options.content?.(test),
      ...options.desk,
    },
  );

  const stack: DeskStack = {
    ...test,
    app,
    worker,
    clock,
    async addStaff(email, role) {
      const actor = { name: "staff command", address: "local", at: clock.now() };
      const { token } = await addAccount(test.desk, email, role, actor);
      const outcome = await setPasswordWithToken(test.desk, token, STAFF_PASSWORD, actor);
      if (!outcome.ok) throw new Error(`could not set the password: ${outcome.problem}`);
    },
    postSignIn: (email, password, options = {}) =>
      app.inject({
        method: "POST",
        url: "/api/desk/sign-in",
        remoteAddress: options.address,
        headers: { "content-type": "application/json", ...options.headers },
        payload: JSON.stringify({ email, password }),
      }),
    async signIn(email, options = {}) {
      const answer = await stack.postSignIn(email, STAFF_PASSWORD, {
        address: options.address,
        headers: { "sec-fetch-site": "same-origin" },
      });
      if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}: ${answer.body}`);
      const { csrfToken, stage } = answer.json() as { csrfToken: string; stage: string };
      let browser = browserOf(email, sessionCookieOf(answer.headers["set-cookie"]), csrfToken);
      if (stage === "enrol") {
        const started = await browser.request("POST", "/api/desk/second-factor/totp", {});
        const { id } = started.json() as { id: string };
        const confirmed = await browser.request("POST", "/api/desk/second-factor/totp/confirm", {
          id,
          code: await stack.nextTotpCode(email),
        });
        if (confirmed.statusCode !== 200) throw new Error(`enrolling answered ${confirmed.statusCode}: ${confirmed.body}`);
      } else if (stage === "second-factor") {
        const verified = await browser.request("POST", "/api/desk/second-factor/verify", {
          method: "totp",
          code: await stack.nextTotpCode(email),
        });
        if (verified.statusCode !== 200) throw new Error(`the second step answered ${verified.statusCode}: ${verified.body}`);
        browser = browserOf(email, sessionCookieOf(verified.headers["set-cookie"]), (verified.json() as { csrfToken: string }).csrfToken);
      }
      return browser;
    },
    async nextTotpCode(email) {
      const app = await test.desk.db
        .selectFrom("desk_second_factors")
        .innerJoin("desk_accounts", "desk_accounts.id", "desk_second_factors.account_id")
        .select(["desk_second_factors.totp_secret", "desk_second_factors.totp_last_step"])
        .where("desk_accounts.email", "=", email.toLowerCase())
        .where("desk_second_factors.kind", "=", "totp")
        .orderBy("desk_second_factors.confirmed")
        .executeTakeFirstOrThrow();
      // A code is accepted once, for the step before, the current step or the next: take the first one unused.
      const now = clock.now().getTime();
      // The step before only while this one has more than a second left, so it is still accepted when checked.
      let step = totpStepAt(clock.now()) - (now % 30_000 < 29_000 ? 1 : 0);
      if (app.totp_last_step !== null) step = Math.max(step, app.totp_last_step + 1);
      if (step > totpStepAt(clock.now()) + 1) clock.advance(30_000);
      return totpCodeOfStep(app.totp_secret!, step);
    },
    async close() {
      await app.close();
      await worker.stop();
      await mailer.close();
      await test.close();
    },
  };
  return stack;
}

export function sessionCookieOf(header: string | string[] | undefined): string {
  const line = [header ?? []].flat().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  const value = line?.split(";")[0]?.slice(SESSION_COOKIE.length + 1);
  if (!value) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return value;
}

/** The e-mails written (offline, as .eml files) to a member of staff's own address, oldest first. */
export async function mailsTo(stack: DeskStack, address: string): Promise<ReadMail[]> {
  const directory = join(stack.database.options.dataDir, "mail");
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.includes("STAFF-")).sort();
  const mails = await Promise.all(names.map(async (name) => readMail(await readFile(join(directory, name), "utf8"))));
  return mails.filter((mail) => mail.headers.get("to") === address);
}

/** The set-password link in the newest e-mail to this address. */
export async function mailedLink(stack: DeskStack, address: string): Promise<string | undefined> {
  return /https:\/\/\S+\/desk\/set-password#\S+/.exec((await mailsTo(stack, address)).at(-1)?.text ?? "")?.[0];
}

/**
 * Makes `content` the live release, as a publish from the content editor does (server/publish/releases.ts),
 * without rendering it: what the desk reads of the published content (doctors' schedules, the grievance officer).
 */
export async function putLiveRelease(stack: DeskStack, content: unknown, by = "admin@aarogya.test"): Promise<void> {
  const db = stack.desk.db as unknown as Kysely<ReleaseSchema>;
  const newest = await db
    .selectFrom("site_releases")
    .select((eb) => eb.fn.max("number").as("number"))
    .executeTakeFirst();
  const at = stack.clock.now().toISOString();
  await db
    .insertInto("site_releases")
    .values({
      number: Number(newest?.number ?? 0) + 1,
      content: JSON.stringify(content),
      state: "live",
      problems: "[]",
      reason: "publish",
      restores: null,
      build_id: "test",
      created_by: by,
      created_at: at,
      live_at: at,
    })
    .execute();
}

/**
 * Posts a submission the stack's API must accept (200; anything else fails the test, naming the answer),
 * and returns the reference it answered with. Throws rather than calling vitest's expect: the desk's
 * benchmark (scripts/bench-desk.ts) runs this module outside the test runner.
 */
export async function submitAccepted(stack: DeskStack, url: string, payload: Record<string, unknown>): Promise<string> {
  const answer = await postJson(stack.app, url, payload);
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}, not 200: ${answer.body}`);
  return (answer.json() as { referenceId: string }).referenceId;
}
