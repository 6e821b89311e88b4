/**
 * The front desk's pages (issue 17) in the browser, against the production server: an account set up
 * from the staff command's link, the live inbox, acting on a request as two colleagues, what a desk
 * account may not do, and an administrator's erasure.
 */
import { expect, test } from "./fixtures";
import { signInToDesk, withDeskDatabase } from "./desk-accounts";
import { mailContaining } from "./form-helpers";
import {
  anyMailContains,
  DESK_EXPECTED_CONSOLE_ERRORS,
  inboxRow,
  mailedLinkTo,
  passSecondFactorOnPage,
  readyAccount,
  sendAppointmentRequest,
  setUpAccountOnPage,
  signInOnPage,
  uniquePhone,
} from "./desk-pages";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

test.describe("the front desk", () => {
  test("an administrator set up by the staff command signs in, sees a new request arrive, claims it and notes a call; a colleague sees it", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const admin = await setUpAccountOnPage(page, "admin");
    await page.getByRole("button", { name: "Go to sign in" }).click();
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // An administrator sets up a second factor before anything else.
    await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
    await passSecondFactorOnPage(page, admin);
    await expect(page).toHaveURL(/\/desk$/);

    // Sent while the inbox is open: it appears without a reload, and the tab's title counts the new ones.
    const sent = await sendAppointmentRequest(request);
    const row = inboxRow(page, sent.reference);
    await expect(row).toBeVisible({ timeout: 25_000 });
    await expect(row).toContainText(sent.name);
    await expect(row).toContainText("New");
    await expect(row).toContainText("Orthopaedics");
    await expect(row).toContainText(/just now|\d+ min ago/);
    await expect(page).toHaveTitle(/^\(\d+\) Inbox · Front desk$/);
    await expect(page.getByRole("status").filter({ hasText: /new requests? arrived/ })).toBeVisible();

    await row.getByRole("link", { name: sent.name }).click();
    await expect(page.getByRole("heading", { name: sent.name, level: 1 })).toBeVisible();
    await expect(page.getByText("Knee pain since Monday")).toBeVisible();
    const call = page.getByRole("link", { name: `Call ${sent.phone}` });
    await expect(call).toHaveAttribute("href", `tel:+91${sent.phone}`);
    await expect(page.getByRole("link", { name: `WhatsApp ${sent.phone}` })).toHaveAttribute("href", `https://wa.me/91${sent.phone}`);
    await expect(page.getByRole("region", { name: "E-mails" })).toContainText("To the desk");

    await page.getByRole("button", { name: "Claim it" }).click();
    await expect(page.getByText("You are on this request.")).toBeVisible();
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Set status" }).click();
    await expect(page.getByText("Status set to In progress.")).toBeVisible();
    await page.getByLabel("Note", { exact: true }).fill("Called, no answer, try 5 pm");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(`${admin.email} claimed it`);
    await expect(history).toContainText(`${admin.email} set the status to In progress`);
    await expect(history).toContainText("Called, no answer, try 5 pm");

    // A colleague at another computer.
    const colleagueContext = await browser.newContext({ baseURL });
    const colleaguePage = await colleagueContext.newPage();
    const colleague = await readyAccount(colleagueContext.request, "desk");
    await signInOnPage(colleaguePage, colleague);
    await colleaguePage.getByLabel("Search by reference, phone, e-mail or name").fill(sent.reference);
    await colleaguePage.getByRole("button", { name: "Search" }).click();
    const colleagueRow = inboxRow(colleaguePage, sent.reference);
    await expect(colleagueRow).toContainText("In progress");
    await expect(colleagueRow).toContainText(`On it: ${admin.email}`);
    await colleagueRow.getByRole("link", { name: sent.name }).click();
    await expect(colleaguePage.getByText(`${admin.email} is on this request.`)).toBeVisible();
    await expect(colleaguePage.getByRole("region", { name: "Act on it" })).toContainText("Called, no answer, try 5 pm");
    await colleagueContext.close();
  });

  test("the inbox finds a request by its phone number typed another way, and filters by status", async ({ page, request }) => {
    const sent = await sendAppointmentRequest(request);
    await signInOnPage(page, await readyAccount(request, "desk"));
    await page.getByLabel("Search by reference, phone, e-mail or name").fill(`+91 ${sent.phone.slice(0, 5)} ${sent.phone.slice(5)}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(inboxRow(page, sent.reference)).toBeVisible();
    // A patient's number stays out of the shared PC's history.
    await expect(page).not.toHaveURL(new RegExp(`q=|${sent.phone.slice(5)}`));
    // The filters are folded away until asked for, and apply as they change.
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Status").selectOption("booked");
    await expect(page.getByText("No request matches these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/desk$/);
  });

  test("feedback from the public form is its own kind in the inbox, with every field in the request", async ({ page, request }) => {
    const phone = uniquePhone();
    const name = `Meena Feedback${Date.now().toString(36)}`;
    const sent = await request.post("/api/feedback-email", {
      data: {
        name,
        phone,
        email: "",
        kind: "complaint",
        message: "The OPD queue was long and nobody explained why.",
        earlierReference: "",
      },
    });
    expect(sent.status()).toBe(200);
    const { referenceId } = (await sent.json()) as { referenceId: string };
    await signInOnPage(page, await readyAccount(request, "desk"));
    await page.getByText("Filters", { exact: true }).click();
    await page.getByRole("combobox", { name: "Form", exact: true }).selectOption("feedback");
    await expect(inboxRow(page, referenceId)).toContainText("Feedback");
    await inboxRow(page, referenceId).getByRole("link").first().click();
    await expect(page.getByText("The OPD queue was long and nobody explained why.")).toBeVisible();
    // The kind as a word, not the stored code (review m16).
    await expect(page.getByText("Complaint", { exact: true })).toBeVisible();
    await expect(page.getByText("complaint", { exact: true })).toHaveCount(0);
  });

  test("a desk account sees no administrator's controls, and the API refuses it with 403", async ({ page, request }) => {
    const staff = await readyAccount(request, "desk");
    await signInOnPage(page, staff);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    for (const name of ["Erase data", "Accounts", "Audit log"]) await expect(page.getByRole("link", { name })).toHaveCount(0);
    await page.goto("/desk/erase");
    await expect(page.getByRole("heading", { name: "Nothing here" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show what would be erased" })).toHaveCount(0);

    const csrf = await signInToDesk(request, staff);
    const headers = { "x-csrf-token": csrf };
    expect((await request.get("/api/desk/export.csv")).status()).toBe(403);
    expect((await request.post("/api/desk/erasure/preview", { headers, data: { phone: uniquePhone() } })).status()).toBe(403);
    expect(
      (await request.post("/api/desk/erasure", { headers, data: { phone: uniquePhone(), references: ["APT-00000000"] } })).status(),
    ).toBe(403);
    expect((await request.get("/api/desk/accounts")).status()).toBe(403);
    expect((await request.get("/api/desk/audit")).status()).toBe(403);
  });

  test("an administrator erases a patient by phone: the request, its e-mails and their files are gone, and the audit log says so", async ({
    page,
    request,
  }) => {
    const admin = await readyAccount(request, "admin");
    const sent = await sendAppointmentRequest(request);
    await mailContaining(sent.name);
    await signInToDesk(request, admin);
    await signInOnPage(page, admin);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/desk/export.csv?view=open");

    await page.getByRole("link", { name: "Erase data" }).click();
    await expect(page.getByRole("heading", { name: "Erase a person's data" })).toBeVisible();
    await page.getByLabel("Phone number or e-mail address").fill(sent.phone);
    await page.getByRole("button", { name: "Show what would be erased" }).click();
    const preview = page.getByRole("region", { name: "What would be erased" });
    await expect(preview).toContainText(sent.reference);
    await expect(preview).toContainText(sent.name);
    // Nothing starts ticked: the administrator ticks whose requests go.
    const box = preview.getByRole("checkbox", { name: new RegExp(sent.reference) });
    await expect(box).not.toBeChecked();
    await expect(preview).toContainText("Nothing is ticked, so nothing would be erased.");
    await expect(page.getByRole("button", { name: /^Erase \d/ })).toHaveCount(0);
    await box.check();
    // Nothing goes before the administrator confirms.
    await page.getByRole("button", { name: "Erase 1 request" }).click();
    expect((await request.get(`/api/desk/requests/${sent.reference}`)).status()).toBe(200);
    await page.getByLabel("I have checked this request: erase it and its e-mails for good.").check();
    await page.getByRole("button", { name: "Erase 1 request" }).click();
    await expect(page.getByText(`1 request was erased: ${sent.reference}.`)).toBeVisible();

    expect((await request.get(`/api/desk/requests/${sent.reference}`)).status()).toBe(404);
    expect(anyMailContains(sent.name)).toBe(false);
    await page.getByRole("link", { name: "Audit log" }).click();
    const erasure = page.locator('tr[data-action="erase"]').filter({ hasText: admin.email });
    await expect(erasure).toHaveCount(1);
    await expect(erasure).toContainText("erased data");
    await expect(page.getByRole("table")).not.toContainText(sent.phone);
  });

  test("an administrator erases one request from its own screen on a shared family phone: the relative's request and its e-mail stay", async ({
    page,
    request,
  }) => {
    const admin = await readyAccount(request, "admin");
    const phone = uniquePhone();
    const patient = await sendAppointmentRequest(request, phone);
    const relative = await sendAppointmentRequest(request, phone);
    await mailContaining(patient.name);
    await mailContaining(relative.name);
    await signInToDesk(request, admin);
    await signInOnPage(page, admin);

    // From the patient's own request: found by its phone, with only that request ticked.
    await page.goto(`/desk/requests/${patient.reference}`);
    await page.getByRole("link", { name: "Erase this request…" }).click();
    await expect(page.getByRole("heading", { name: "Erase a person's data" })).toBeVisible();
    const preview = page.getByRole("region", { name: "What would be erased" });
    await expect(preview.getByRole("checkbox", { name: new RegExp(patient.reference) })).toBeChecked();
    await expect(preview.getByRole("checkbox", { name: new RegExp(relative.reference) })).not.toBeChecked();
    await expect(preview).toContainText(relative.name);
    await page.getByLabel("I have checked this request: erase it and its e-mails for good.").check();
    await page.getByRole("button", { name: "Erase 1 request" }).click();
    await expect(page.getByText(`1 request was erased: ${patient.reference}.`)).toBeVisible();

    expect((await request.get(`/api/desk/requests/${patient.reference}`)).status()).toBe(404);
    expect(anyMailContains(patient.name)).toBe(false);
    expect((await request.get(`/api/desk/requests/${relative.reference}`)).status()).toBe(200);
    expect(anyMailContains(relative.name)).toBe(true);
  });

  test("an administrator adds an account, whose one-time link goes to the new person's mailbox; a used link says so", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInOnPage(page, await readyAccount(request, "admin"));
    await page.getByRole("link", { name: "Accounts" }).click();
    const email = `new-desk-${Date.now().toString(36)}@aarogya.test`;
    const add = page.getByRole("region", { name: "Add an account" });
    await add.getByLabel("E-mail").fill(email);
    await add.getByRole("button", { name: "Add and send the link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${email} is added` })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("set-password");
    const link = mailedLinkTo(email)!;
    expect(link).toMatch(/\/desk\/set-password#\S+$/);
    await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("Invited");

    const newcomer = await browser.newContext({ baseURL });
    const newcomerPage = await newcomer.newPage();
    const path = new URL(link).pathname + new URL(link).hash;
    await newcomerPage.goto(path);
    await newcomerPage.getByLabel("New password").fill("short");
    await newcomerPage.getByLabel("The same password again").fill("short");
    await newcomerPage.getByRole("button", { name: "Set password" }).click();
    // The browser's own check stops a password under 12 characters before it is sent.
    await expect(newcomerPage.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await newcomerPage.getByLabel("New password").fill("password1234");
    await newcomerPage.getByLabel("The same password again").fill("password1234");
    await newcomerPage.getByRole("button", { name: "Set password" }).click();
    await expect(newcomerPage.getByRole("alert")).toContainText(/common/i);
    const good = `a quiet morning shift ${Date.now()}`;
    await newcomerPage.getByLabel("New password").fill(good);
    await newcomerPage.getByLabel("The same password again").fill(good);
    await newcomerPage.getByRole("button", { name: "Set password" }).click();
    await expect(newcomerPage.getByRole("heading", { name: "Your password is set" })).toBeVisible();

    // The same link opened again later says so as it opens, before anyone types a password (review m21).
    const again = await newcomer.newPage();
    await again.goto(path);
    await expect(again.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expect(again.getByText(/Ask an administrator for a new link/)).toBeVisible();
    await expect(again.getByLabel("New password")).toHaveCount(0);
    await newcomer.close();

    const row = page.getByRole("listitem").filter({ hasText: email });
    await row.getByRole("button", { name: "Disable" }).click();
    await row.getByRole("button", { name: `Yes, disable ${email}` }).click();
    await expect(page.getByText(`${email} is disabled and signed out everywhere.`)).toBeVisible();
    await expect(row).toContainText("Disabled");
  });

  test("a session that has ended sends the person back to sign in with a clear message, then to where they were", async ({
    page,
    request,
  }) => {
    const staff = await readyAccount(request, "desk");
    const sent = await sendAppointmentRequest(request);
    await signInOnPage(page, staff);
    await page.goto(`/desk/requests/${sent.reference}`);
    await expect(page.getByRole("heading", { name: sent.name })).toBeVisible();
    // Half an hour without a request, without waiting it: the session's last use moved back.
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    withDeskDatabase((database) =>
      database
        .prepare("UPDATE desk_sessions SET last_seen_at = ? WHERE account_id = (SELECT id FROM desk_accounts WHERE email = ?)")
        .run(thirtyOneMinutesAgo, staff.email),
    );
    await page.getByRole("button", { name: "Claim it" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the front desk" })).toBeVisible();
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    await page.getByLabel("E-mail").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: sent.name })).toBeVisible();
  });

  test("a screen left alone signs itself out after 30 minutes, though the inbox kept polling, and takes the patients off it", async ({
    page,
    request,
  }) => {
    const staff = await readyAccount(request, "desk");
    // At least one request waits in the queue.
    await sendAppointmentRequest(request);
    await page.clock.install();
    await signInOnPage(page, staff);
    // The queue lists the longest waiting first: whoever is on its first page stands for the patients shown.
    const firstRow = page.locator("li[data-reference]").first();
    await expect(firstRow).toBeVisible();
    const shownPatient = (await firstRow.getByRole("link").first().innerText()).trim();
    expect(shownPatient).not.toBe("");
    await page.clock.fastForward("31:00");
    await expect(page.getByRole("heading", { name: "Sign in to the front desk" })).toBeVisible();
    await expect(page.getByText(/signed you out after 30 minutes without use/)).toBeVisible();
    await expect(page.getByText(shownPatient)).toHaveCount(0);
    // Ended on the server too, not only hidden: the browser's cookie opens nothing.
    expect((await page.request.get("/api/desk/session")).status()).toBe(401);
  });

  test("the desk's pages are not indexed, not cached and carry a policy of their own that frames only the desk's own origin", async ({
    request,
  }) => {
    for (const path of ["/desk", "/desk/requests/APT-00000000", "/%64esk/"]) {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-robots-tag"]).toContain("noindex");
      expect(answer.headers()["cache-control"]).toBe("no-store");
      expect(answer.headers()["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
      // The content preview (its own origin) is the one thing the desk frames; nothing may frame the desk.
      expect(answer.headers()["content-security-policy"]).toContain("frame-src 'self';");
      expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers()["x-frame-options"]).toBe("DENY");
    }
    expect((await request.get("/desk/assets/missing.js")).status()).toBe(404);
  });
});
