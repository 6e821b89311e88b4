/**
 * The front desk with the keyboard alone: sign in, find a request in the inbox, open it, claim it and
 * change its status, with Tab, typing, Enter and the arrow keys only.
 */
import type { Locator, Page } from "@playwright/test";
import { DESK_EXPECTED_CONSOLE_ERRORS, readyAccount, sendAppointmentRequest } from "./desk-pages";
import { expect, test } from "./fixtures";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus, as someone would; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), "reached with Tab").toBe(true);
}

test("sign-in, the inbox, a request and a status change work with the keyboard alone", async ({ page, request }) => {
  const staff = await readyAccount(request, "desk");
  const sent = await sendAppointmentRequest(request);

  await page.goto("/desk");
  await expect(page.getByRole("heading", { name: "Sign in to the front desk" })).toBeFocused();
  await tabTo(page, page.getByLabel("E-mail"));
  await page.keyboard.type(staff.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(staff.password);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Inbox" })).toBeFocused();
  await tabTo(page, page.getByLabel("Search by reference, phone, e-mail or name"));
  await page.keyboard.type(sent.reference);
  await page.keyboard.press("Enter");
  const link = page.getByRole("link", { name: sent.name });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: sent.name })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Claim it" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("You are on this request.")).toBeVisible();
  const status = page.getByLabel("Status");
  await tabTo(page, status);
  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveValue("contacted");
  await tabTo(page, page.getByRole("button", { name: "Set status" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Status set to In progress.")).toBeVisible();
  await expect(page.getByRole("region", { name: "The request" })).toContainText("In progress");
});
