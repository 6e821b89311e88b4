/**
 * The whole server with the staff desk enabled, in-process over a test database (SQLite or PostgreSQL):
 * the public form API stores real submissions, an outbox worker writes their e-mails as .eml files, and
 * the desk's API is driven through app.inject with a browser's cookies and headers.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppConfig, buildApp } from "../app";
import { addAccount, setPasswordWithToken } from "../desk/accounts";
import { CSRF_HEADER, SESSION_COOKIE } from "../desk/desk-http";
import type { DeskRole } from "../desk/desk-tables";
import { mailFilesIn } from "../mail/mail-files";
import { createMailer } from "../mail/mailer";
import { startOutboxWorker, type OutboxLog, type OutboxWorker } from "../outbox/outbox-worker";
import type { Dialect } from "../store/dialect";
import { createSubmissionDesk } from "../submissions/submission-desk";
import { openDeskTestDatabase, type DeskTestDatabase } from "./desk-database";
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
  signIn(email: string, options?: { address?: string }): Promise<StaffBrowser>;
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
  const worker = startOutboxWorker({
    store: test.store,
    mailer,
    log: options.log ?? silentLog,
    mailFiles: mailFilesIn(dataDir),
    retentionDays: 180,
    instanceId: `desk-${dialect}-${shared ? "second" : "first"}`,
    pollIntervalMs: 60_000,
  });
  const submissions = createSubmissionDesk(test.store, {
    from: "website@aarogya.test",
    to: "desk@aarogya.test",
    acknowledgePatient: false,
  });
  const app = await buildApp(
    testAppConfig({ formRateLimit: 10_000, ...options.appConfig }),
    { desk: submissions, store: test.store, outbox: { wake: () => undefined } },
    {
      database: test.desk,
      store: test.store,
      baseUrl: "https://hospital.example",
      dataDir,
      databaseUrl: test.database.databaseUrl,
      pagesDir: options.pagesDir,
      now: clock.now,
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
    async signIn(email, options = {}) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/desk/sign-in",
        remoteAddress: options.address,
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        payload: JSON.stringify({ email, password: STAFF_PASSWORD }),
      });
      if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}: ${answer.body}`);
      const cookie = sessionCookieOf(answer.headers["set-cookie"]);
      const csrfToken = (answer.json() as { csrfToken: string }).csrfToken;
      return {
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
      };
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
