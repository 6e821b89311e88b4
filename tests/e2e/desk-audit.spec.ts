/**
 * The audit screen in the browser, against the production server: a receptionist's search is in the
 * log with the phone number masked, and an administrator finds it, and an export, with the filters.
 */
import { expect, test } from "./fixtures";
import { signInToDesk } from "./desk-accounts";
import { DESK_EXPECTED_CONSOLE_ERRORS, inboxRow, readyAccount, sendAppointmentRequest, signInOnPage } from "./desk-pages";

test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

test("an administrator finds a receptionist's search, its phone number masked, and an export with the audit screen's filters", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const sent = await sendAppointmentRequest(request);
  const receptionist = await readyAccount(request, "desk");
  const admin = await readyAccount(request, "admin");

  const desk = await browser.newContext({ baseURL });
  const deskPage = await desk.newPage();
  await signInOnPage(deskPage, receptionist);
  await deskPage.getByLabel("Search by reference, phone, e-mail or name").fill(sent.phone);
  await deskPage.getByRole("button", { name: "Search" }).click();
  await expect(inboxRow(deskPage, sent.reference)).toBeVisible();
  await desk.close();

  await signInToDesk(request, admin);
  expect((await request.get("/api/desk/export.csv")).status()).toBe(200);

  await signInOnPage(page, admin);
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Find audit entries" });
  // By role and exact name: the Action list's options name people ("viewed a person's data"), which a
  // label's text would match too.
  await filters.getByRole("combobox", { name: "Action", exact: true }).selectOption({ label: "searched requests" });
  await filters.getByRole("combobox", { name: "Person", exact: true }).fill(receptionist.email);
  await filters.getByRole("button", { name: "Show" }).click();
  const search = page.locator('tr[data-action="search"]');
  await expect(search).toHaveCount(1);
  await expect(search).toContainText(`phone ******${sent.phone.slice(-4)}`);
  await expect(search).toContainText(sent.reference);
  await expect(page.getByRole("table")).not.toContainText(sent.phone);

  await filters.getByRole("combobox", { name: "Action", exact: true }).selectOption({ label: "exported requests" });
  await filters.getByRole("combobox", { name: "Person", exact: true }).fill(admin.email);
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page.locator('tr[data-action="export"]')).toHaveCount(1);
  // The log's own rows: the refused sign-ins' table below it has rows of its own.
  await expect(page.locator("tbody tr[data-action]")).toHaveCount(1);
});
