import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { readAuditLog } from "../audit";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, signIn } from "./sign-in";
import { createRefusalSummary } from "./sign-in-refusals";
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from "./auth-routes";
import { startDeskStack, STAFF_PASSWORD, type DeskStack } from "../../testing/desk-stack";
import { describeOnEachDatabase } from "../../testing/test-services";

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describeOnEachDatabase("sign-in limits under attack", (dialect) => {
  let stack: DeskStack;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("meena@aarogya.test", "desk");
    await stack.addStaff("asha.admin@aarogya.test", "admin");
  });
  afterEach(() => stack.close());

  const signInWith = (email: string, password: string, address = "203.0.113.5") => stack.postSignIn(email, password, { address });
  const failureRows = async () =>
    Number(
      (
        await stack.desk.db
          .selectFrom("desk_sign_in_failures")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("lets at most ten of 60 parallel wrong passwords for one account reach the password check", async () => {
    // Six addresses, ten each: under the per-address limits, so only the account's limit can hold them.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => signInWith("meena@aarogya.test", `wrong guess ${n}`, `198.51.100.${n % 6}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(count(statuses, 401)).toBe(MAX_FAILURES_PER_ACCOUNT);
    // Held back by the account's limit, or by the queue of password checks this server keeps short.
    expect(count(statuses, 429) + count(statuses, 503)).toBe(60 - MAX_FAILURES_PER_ACCOUNT);
    expect(await failureRows()).toBe(MAX_FAILURES_PER_ACCOUNT);
  });

  it("holds the account's limit for parallel attempts that no single server queues (several instances)", async () => {
    const refusals = createRefusalSummary(stack.desk);
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        signIn(
          stack.desk,
          { refusals },
          { email: "meena@aarogya.test", password: `wrong guess ${n}`, address: `198.51.100.${n % 6}`, at: stack.clock.now() },
        ),
      ),
    );
    await refusals.close();
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "refused")).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "too_many")).toHaveLength(60 - MAX_FAILURES_PER_ACCOUNT);
  });

  it("lets at most thirty of 120 parallel guesses at different accounts from one address reach the password check", async () => {
    // Straight to the counted limit (no per-minute limit in front), as several instances would see it.
    const refusals = createRefusalSummary(stack.desk);
    const outcomes = await Promise.all(
      Array.from({ length: 120 }, (_, n) =>
        signIn(
          stack.desk,
          { refusals },
          {
            email: `guess${n}@aarogya.test`,
            password: "some password guess",
            address: "203.0.113.9",
            at: stack.clock.now(),
          },
        ),
      ),
    );
    await refusals.close();
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "refused")).toHaveLength(MAX_FAILURES_PER_ADDRESS);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "too_many")).toHaveLength(120 - MAX_FAILURES_PER_ADDRESS);
    const other = await signIn(
      stack.desk,
      { refusals },
      {
        email: "meena@aarogya.test",
        password: STAFF_PASSWORD,
        address: "203.0.113.10",
        at: stack.clock.now(),
      },
    );
    expect(other.ok).toBe(true);
  });

  it("answers 429 past the per-minute limit of an address without asking the database", async () => {
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_MINUTE; attempt++) {
      expect((await signInWith(`guess${attempt}@aarogya.test`, "some password guess")).statusCode).toBe(401);
    }
    const reads = vi.spyOn(stack.desk.db, "selectFrom");
    const writes = vi.spyOn(stack.desk, "write");
    const refused = await signInWith("meena@aarogya.test", STAFF_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "too_many_attempts" });
    expect(reads).not.toHaveBeenCalled();
    // The refusals' summary may be written on its timer meanwhile; nothing else may be.
    const written = writes.mock.calls.flatMap(([statements]) =>
      statements.map(
        (statement) => ("build" in statement ? statement.read : "required" in statement ? statement.required : statement).compile().sql,
      ),
    );
    expect(written.filter((statement) => !statement.includes("desk_sign_in_refusals"))).toEqual([]);
    vi.restoreAllMocks();
    expect(await failureRows()).toBe(SIGN_IN_ATTEMPTS_PER_MINUTE);
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD, "203.0.113.99")).statusCode).toBe(200);
  });

  it("counts every IPv6 address of one /64 as one client", async () => {
    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_MINUTE; attempt++) {
      const address = `2001:db8:1:2:${(attempt + 1).toString(16)}::1`;
      expect((await signInWith(`guess${attempt}@aarogya.test`, "some password guess", address)).statusCode).toBe(401);
    }
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD, "2001:db8:1:2:ffff:ffff:ffff:fffe")).statusCode).toBe(429);
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD, "2001:db8:1:3::1")).statusCode).toBe(200);
    const addresses = await stack.desk.db.selectFrom("desk_sign_in_failures").select("address").distinct().execute();
    expect(addresses).toHaveLength(1);
  });

  it("lets the right password in from a known place while an attacker elsewhere holds the account back, and tells administrators", async () => {
    const reception = "192.0.2.10";
    await stack.signIn("meena@aarogya.test", { address: reception });
    for (let attempt = 0; attempt < 15; attempt++) {
      await signInWith("meena@aarogya.test", `attacker guess ${attempt}`, `198.51.100.${attempt}`);
    }
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD, "198.51.100.200")).statusCode).toBe(429);
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD, reception)).statusCode).toBe(200);

    const admin = await stack.signIn("asha.admin@aarogya.test", { address: "192.0.2.20" });
    const summary = await admin.request("GET", "/api/desk/sign-in-refusals");
    expect(summary.statusCode).toBe(200);
    expect(summary.json().heldBack).toEqual([
      expect.objectContaining({ account: "meena@aarogya.test", failures: MAX_FAILURES_PER_ACCOUNT }),
    ]);
  });

  it("keeps refused sign-ins out of the audit log, summarises them, and never stores the e-mail typed", async () => {
    const admin = await stack.signIn("asha.admin@aarogya.test", { address: "192.0.2.20" });
    const before = await readAuditLog(stack.store, { limit: 1000 });
    const typedPassword = "Front-Strong-Pass-7q";
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signInWith("meena@aarogya.test", `wrong ${attempt}`, "198.51.100.1")).statusCode).toBe(401);
      expect((await signInWith(typedPassword, "anything at all", "198.51.100.2")).statusCode).toBe(401);
    }
    expect(await readAuditLog(stack.store, { limit: 1000 })).toEqual(before);

    const answer = await admin.request("GET", "/api/desk/sign-in-refusals");
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().refusals as { account: string | null; address: string; refused: number; heldBack: number }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: "meena@aarogya.test", address: "198.51.100.1", refused: 4, heldBack: 0 }),
        expect.objectContaining({ account: null, address: "198.51.100.2", refused: 4, heldBack: 0 }),
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(answer.json())).not.toMatch(/front-strong-pass/i);

    const stored = JSON.stringify([
      await stack.desk.db.selectFrom("desk_sign_in_refusals").selectAll().execute(),
      await stack.desk.db.selectFrom("desk_sign_in_failures").selectAll().execute(),
      await readAuditLog(stack.store, { limit: 1000 }),
    ]);
    expect(stored).not.toMatch(/front-strong-pass/i);
    // The summary names accounts by id: no e-mail, typed or real, is kept in it.
    expect(JSON.stringify(await stack.desk.db.selectFrom("desk_sign_in_refusals").selectAll().execute())).not.toContain("@");

    const log = await readAuditLog(stack.store, { limit: 5 });
    expect(log[0]).toMatchObject({ actor: "asha.admin@aarogya.test", action: "sign-in-refusals-read" });
    const meena = await stack.signIn("meena@aarogya.test", { address: "192.0.2.30" });
    expect((await meena.request("GET", "/api/desk/sign-in-refusals")).statusCode).toBe(403);
  });
});
