import { afterEach, beforeEach, expect, it } from "vitest";
import { mailedLink, mailsTo, startDeskStack, STAFF_PASSWORD, type DeskStack, type StaffBrowser } from "../../testing/desk-stack";
import { describeOnEachDatabase } from "../../testing/test-services";
import { runStaffAccountsCommand } from "./staff-accounts-command";

const NEW_PASSWORD = "monsoon evening at the ward";

describeOnEachDatabase("changes to staff accounts", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    await stack.addStaff("meena@aarogya.test", "desk");
    admin = await stack.signIn("asha.admin@aarogya.test");
  });
  afterEach(() => stack.close());

  const signInWith = (email: string, password: string) => stack.postSignIn(email, password);
  const activeAdmins = async () =>
    (
      await stack.desk.db.selectFrom("desk_accounts").select("email").where("role", "=", "admin").where("status", "=", "active").execute()
    ).map((row) => row.email);

  it("sends a reset's link to the account's own mailbox, never to the administrator who asked, and tells the owner", async () => {
    const reset = await admin.request("POST", "/api/desk/accounts/meena@aarogya.test/reset", {});
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ sent: true });
    expect(reset.body).not.toContain("set-password");
    const linksTo = async (address: string) => (await mailsTo(stack, address)).filter((mail) => mail.text.includes("set-password"));
    expect(await linksTo("asha.admin@aarogya.test")).toEqual([]);
    const [mail] = await mailsTo(stack, "meena@aarogya.test");
    expect(mail?.headers.get("subject")).toBe("Your front desk password was reset");
    expect(mail?.text).toContain("asha.admin@aarogya.test reset your front desk password");
    const link = await mailedLink(stack, "meena@aarogya.test");
    const set = await stack.app.inject({
      method: "POST",
      url: "/api/desk/set-password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token: link!.split("#")[1], password: NEW_PASSWORD }),
    });
    expect(set.statusCode).toBe(200);
    expect((await signInWith("meena@aarogya.test", NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lets staff change their own password with the current one, under the same rules, and signs out their other sessions", async () => {
    const meena = await stack.signIn("meena@aarogya.test");
    const elsewhere = await stack.signIn("meena@aarogya.test");
    const change = (currentPassword: string, newPassword: string) =>
      meena.request("POST", "/api/desk/password", { currentPassword, newPassword });
    expect((await change("not my password at all", NEW_PASSWORD)).json()).toMatchObject({ error: "wrong_password" });
    expect((await change(STAFF_PASSWORD, "short")).json()).toMatchObject({ error: "weak_password", problem: "too_short" });
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD)).statusCode).toBe(200);

    expect((await change(STAFF_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await meena.request("GET", "/api/desk/session")).statusCode).toBe(200);
    expect((await elsewhere.request("GET", "/api/desk/session")).statusCode).toBe(401);
    expect((await signInWith("meena@aarogya.test", STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signInWith("meena@aarogya.test", NEW_PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(stack, "meena@aarogya.test")).map((mail) => mail.headers.get("subject"))).toContain(
      "Your front desk password was changed",
    );
  });

  it("refuses to reset the last administrator from the desk, as it refuses to disable them", async () => {
    const answer = await admin.request("POST", "/api/desk/accounts/asha.admin@aarogya.test/reset", {});
    expect([answer.statusCode, answer.json().error]).toEqual([409, "last_admin"]);
    expect(await activeAdmins()).toEqual(["asha.admin@aarogya.test"]);
    expect((await admin.request("GET", "/api/desk/session")).statusCode).toBe(200);
    expect((await mailsTo(stack, "asha.admin@aarogya.test")).filter((mail) => mail.text.includes("set-password"))).toEqual([]);
  });

  it("keeps one administrator when two disable each other at the same moment, however often it is tried", async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const [first, second] = [`first${attempt}@aarogya.test`, `second${attempt}@aarogya.test`];
      await stack.addStaff(first, "admin");
      await stack.addStaff(second, "admin");
      // From an address of each attempt's own: the desk limits sign-ins per address and minute.
      const address = `198.51.100.${attempt + 1}`;
      const [one, two] = [await stack.signIn(first, { address }), await stack.signIn(second, { address })];
      // Only these two are active administrators now.
      await stack.desk.write([
        stack.desk.db
          .updateTable("desk_accounts")
          .set({ status: "disabled" })
          .where("role", "=", "admin")
          .where("email", "not in", [first, second]),
      ]);
      const answers = await Promise.all([
        one.request("POST", `/api/desk/accounts/${second}/disable`, {}),
        two.request("POST", `/api/desk/accounts/${first}/disable`, {}),
      ]);
      // The loser is refused as the last administrator, or (once the winner has committed) as signed out.
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0], `attempt ${attempt}`).toBe(200);
      expect([401, 409], `attempt ${attempt}`).toContain(statuses[1]);
      expect(await activeAdmins(), `attempt ${attempt}`).toHaveLength(1);
    }
  });

  it("lets the staff command at the server's console reset an administrator who lost both device and recovery codes", async () => {
    const printed: string[] = [];
    const code = await runStaffAccountsCommand(["reset", "asha.admin@aarogya.test"], {
      dataDir: stack.database.options.dataDir,
      databaseUrl: stack.database.databaseUrl,
      baseUrl: "https://hospital.example",
      stdout: (text) => printed.push(text),
      stderr: (text) => printed.push(text),
    });
    expect(code).toBe(0);
    const token = /set-password#(\S+)/.exec(printed.join(""))![1]!;
    const set = await stack.app.inject({
      method: "POST",
      url: "/api/desk/set-password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token, password: NEW_PASSWORD }),
    });
    expect(set.statusCode).toBe(200);
    // No second factor left: signing in leads to enrolling a new one, not to a code from the lost device.
    expect((await signInWith("asha.admin@aarogya.test", NEW_PASSWORD)).json()).toMatchObject({ stage: "enrol" });
  });
});
