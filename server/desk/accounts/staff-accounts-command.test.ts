import { afterEach, beforeEach, expect, it } from "vitest";
import { findAccount, setPasswordWithToken } from "./accounts";
import { readAuditLog } from "../audit";
import { openDeskTestDatabase, type DeskTestDatabase } from "../../testing/desk-database";
import { describeOnEachDatabase } from "../../testing/test-services";
import { runStaffAccountsCommand } from "./staff-accounts-command";

const BASE_URL = "https://hospital.example";
const HOUR = 60 * 60 * 1000;
const GOOD_PASSWORD = "mango lassi at noon";

describeOnEachDatabase("npm run staff", (dialect) => {
  let test: DeskTestDatabase;
  let now: Date;

  beforeEach(async () => {
    test = await openDeskTestDatabase(dialect);
    now = new Date("2026-03-17T08:00:00.000Z");
  });
  afterEach(() => test.close());

  async function staff(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffAccountsCommand(args, {
      ...test.database.options,
      baseUrl: BASE_URL,
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      now: () => now,
    });
    return { code, stdout: out.join(""), stderr: err.join("") };
  }

  const tokenFrom = (stdout: string) => {
    const match = /https:\/\/hospital\.example\/desk\/set-password#([A-Za-z0-9_-]{40,})/.exec(stdout);
    if (!match) throw new Error(`no link in: ${stdout}`);
    return match[1]!;
  };
  const setPassword = (token: string, password = GOOD_PASSWORD) =>
    setPasswordWithToken(test.desk, token, password, { address: "203.0.113.9", at: now });

  it("adds an account and prints a one-time link where the person sets a password hashed with Argon2id", async () => {
    const added = await staff("add", "Meena.Desk@Aarogya.test", "--role", "desk");
    expect(added.code).toBe(0);
    expect(added.stdout).toContain("meena.desk@aarogya.test (desk)");
    expect((await staff("list")).stdout).toMatch(/meena\.desk@aarogya\.test\s+desk\s+invited/);

    const token = tokenFrom(added.stdout);
    expect(await setPassword(token)).toEqual({ ok: true, email: "meena.desk@aarogya.test" });
    const account = await findAccount(test.desk, "meena.desk@aarogya.test");
    expect(account?.password_hash).toMatch(/^\$argon2id\$/);
    expect(account?.password_hash).not.toContain(GOOD_PASSWORD);
    expect((await staff("list")).stdout).toMatch(/meena\.desk@aarogya\.test\s+desk\s+active/);

    // The link works once.
    expect(await setPassword(token, "another long passphrase")).toEqual({ ok: false, problem: "invalid_link" });
  });

  it("refuses a link more than 24 hours old", async () => {
    const token = tokenFrom((await staff("add", "late@aarogya.test", "--role", "desk")).stdout);
    now = new Date(now.getTime() + 24 * HOUR + 1000);
    expect(await setPassword(token)).toEqual({ ok: false, problem: "invalid_link" });
  });

  it("refuses short and common passwords, and keeps the link usable for a better one", async () => {
    const token = tokenFrom((await staff("add", "ravi@aarogya.test", "--role", "desk")).stdout);
    expect(await setPassword(token, "short pass")).toEqual({ ok: false, problem: "too_short" });
    expect(await setPassword(token, "Password1234")).toEqual({ ok: false, problem: "common" });
    expect(await setPassword(token, "ravi@aarogya-2026")).toEqual({ ok: false, problem: "contains_email" });
    expect(await setPassword(token)).toEqual({ ok: true, email: "ravi@aarogya.test" });
  });

  it("reset makes the old password useless and prints a new link; disable refuses the account", async () => {
    const first = tokenFrom((await staff("add", "asha@aarogya.test", "--role", "desk")).stdout);
    await setPassword(first);
    const reset = await staff("reset", "asha@aarogya.test");
    expect(reset.code).toBe(0);
    const account = await findAccount(test.desk, "asha@aarogya.test");
    expect(account?.password_hash).toBeNull();
    expect(await setPassword(tokenFrom(reset.stdout))).toMatchObject({ ok: true });

    expect((await staff("disable", "asha@aarogya.test")).code).toBe(0);
    expect((await staff("list")).stdout).toMatch(/asha@aarogya\.test\s+desk\s+disabled/);
  });

  it("refuses a second account for the same address, an unknown role and an unknown account", async () => {
    await staff("add", "asha@aarogya.test", "--role", "desk");
    expect(await staff("add", "ASHA@aarogya.test", "--role", "admin")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already has an account"),
    });
    expect(await staff("add", "new@aarogya.test", "--role", "superuser")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("desk, admin"),
    });
    expect(await staff("disable", "nobody@aarogya.test")).toMatchObject({ code: 1, stderr: expect.stringContaining("No account") });
    expect(await staff("add", "x@aarogya.test")).toMatchObject({ code: 2, stderr: expect.stringContaining("--role") });
    expect(await staff("promote", "x@aarogya.test")).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage") });
  });

  it("gives and takes away the rights to edit and to publish the site's content, each in the audit log", async () => {
    await staff("add", "priya@aarogya.test", "--role", "desk");
    await staff("add", "asha@aarogya.test", "--role", "admin");
    expect((await staff("list")).stdout).toMatch(/priya@aarogya\.test\s+desk\s+invited\s+none/);
    expect(await staff("rights", "priya@aarogya.test", "--edit", "yes")).toMatchObject({
      code: 0,
      stdout: "priya@aarogya.test may now change the site's content: edit.\n",
    });
    await staff("rights", "priya@aarogya.test", "--publish", "yes");
    expect((await staff("list")).stdout).toMatch(/priya@aarogya\.test\s+desk\s+invited\s+edit, publish/);
    expect(await findAccount(test.desk, "priya@aarogya.test")).toMatchObject({ content_edit: 1, content_publish: 1 });
    await staff("rights", "priya@aarogya.test", "--edit", "no", "--publish", "no");
    expect(await findAccount(test.desk, "priya@aarogya.test")).toMatchObject({ content_edit: 0, content_publish: 0 });
    expect((await staff("rights", "asha@aarogya.test", "--publish", "no")).stdout).toContain(
      "an administrator may always edit and publish",
    );

    const log = await readAuditLog(test.store, { limit: 20 });
    expect(log.filter((entry) => entry.action === "account-rights").map((entry) => [entry.actor, entry.target])).toEqual(
      expect.arrayContaining([
        ["staff command", "priya@aarogya.test: edit yes, publish no"],
        ["staff command", "priya@aarogya.test: edit yes, publish yes"],
        ["staff command", "priya@aarogya.test: edit no, publish no"],
      ]),
    );
    expect(await staff("rights", "priya@aarogya.test")).toMatchObject({ code: 2, stderr: expect.stringContaining("--edit yes|no") });
    expect(await staff("rights", "priya@aarogya.test", "--edit", "maybe")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("yes or no"),
    });
    expect(await staff("add", "x@aarogya.test", "--role", "desk", "--edit", "yes")).toMatchObject({ code: 2 });
    expect(await staff("rights", "nobody@aarogya.test", "--edit", "yes")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No account"),
    });
  });

  it("records every account change in the audit log, made by the staff command", async () => {
    await staff("add", "asha@aarogya.test", "--role", "desk");
    await staff("reset", "asha@aarogya.test");
    await staff("disable", "asha@aarogya.test");
    const log = await readAuditLog(test.store, { limit: 10 });
    expect(log.map((entry) => [entry.action, entry.actor, entry.target])).toEqual(
      expect.arrayContaining([
        ["account-added", "staff command", "asha@aarogya.test"],
        ["account-reset", "staff command", "asha@aarogya.test"],
        ["account-disabled", "staff command", "asha@aarogya.test"],
      ]),
    );
  });
});
