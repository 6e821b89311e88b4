/**
 * axe on every screen of the front desk, at the desktop where staff use it (the desktop project alone,
 * playwright.config.ts): sign-in, set password and its used link, the inbox, a request, and the
 * administrator's erase, accounts and audit log, each in the state staff see it in (a listed request, a
 * preview, a new account's link). The queue's phone layout is checked with axe in desk-phone.spec.ts.
 */
import { addDeskAccountByCommand, signInToDesk } from "./desk-accounts";
import {
  DESK_EXPECTED_CONSOLE_ERRORS,
  expectNoViolations,
  inboxRow,
  readyAccount,
  sendAppointmentRequest,
  searchInboxFor,
  signInOnPage,
} from "./desk-pages";
import { expect, test } from "./fixtures";
import { unique } from "./form-helpers";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

test.describe("the front desk's screens", () => {
  // axe reads the whole page once per screen: slow on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test("sign-in, set password and a used link have no axe violations", async ({ page }) => {
    await page.goto("/desk");
    await expect(page.getByRole("heading", { name: "Sign in to the front desk" })).toBeVisible();
    await expectNoViolations(page, "sign in");
    await page.getByLabel("E-mail").fill(`nobody-${unique()}@aarogya.test`);
    await page.getByLabel("Password").fill("not the right one at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("The e-mail or password is not right.");
    await expectNoViolations(page, "sign in refused");

    const link = new URL(addDeskAccountByCommand(`axe-${unique()}@aarogya.test`, "desk"));
    await page.goto(link.pathname + link.hash);
    await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await expectNoViolations(page, "set password");
    await page.goto("/desk/set-password");
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expectNoViolations(page, "link no longer works");
  });

  test("the inbox, a request and the administrator's screens have no axe violations", async ({ page, request }) => {
    const admin = await readyAccount(request, "admin");
    const csrfToken = await signInToDesk(request, admin);
    const sent = await sendAppointmentRequest(request);
    await request.post(`/api/desk/requests/${sent.reference}/notes`, {
      headers: { "x-csrf-token": csrfToken },
      data: { text: "Called, no answer, try 5 pm" },
    });
    // The audit log shows a display name above the address the entry signed.
    const displayName = `Asha ${unique()}`;
    await request.post("/api/desk/display-name", { headers: { "x-csrf-token": csrfToken }, data: { displayName } });
    await signInOnPage(page, admin);
    await searchInboxFor(page, sent.reference);
    await expectNoViolations(page, "inbox");

    await inboxRow(page, sent.reference).getByRole("link", { name: sent.name }).click();
    await expect(page.getByRole("heading", { name: sent.name })).toBeVisible();
    await expect(page.getByText("Called, no answer, try 5 pm").first()).toBeVisible();
    await expectNoViolations(page, "request");

    // Erasing from the request: its own box ticked and the confirmation shown.
    await page.getByRole("link", { name: "Erase this request…" }).click();
    const preview = page.getByRole("region", { name: "What would be erased" });
    await expect(preview.getByRole("checkbox", { name: new RegExp(sent.reference) })).toBeChecked();
    await expect(page.getByLabel("I have checked this request: erase it and its e-mails for good.")).toBeVisible();
    await expectNoViolations(page, "erase with preview");

    await page.getByRole("link", { name: "Accounts" }).click();
    const add = page.getByRole("region", { name: "Add an account" });
    await add.getByLabel("E-mail").fill(`axe-added-${unique()}@aarogya.test`);
    await add.getByRole("button", { name: "Add and send the link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is added" })).toBeVisible();
    await expectNoViolations(page, "accounts with a new account added");

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.locator("td.actor").filter({ hasText: admin.email }).first()).toContainText(displayName);
    await expectNoViolations(page, "audit log");
  });
});
