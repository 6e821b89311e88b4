/** What the desk's page tests share: accounts set up through the pages, and requests sent by the public form's API. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, serverDataDir } from "./fixtures";
import { readMail } from "#server/testing/read-mail";
import {
  type DeskAccount,
  addDeskAccountByCommand,
  type DeskRole,
  newDeskAccount,
  nextTotpCode,
  rememberTotpSecret,
} from "./desk-accounts";
import { unique } from "./form-helpers";

/**
 * What Chromium logs when the desk asks whether it is signed in and is not (401), or is refused (403,
 * 410): the answers the desk's screens turn into words.
 */
export const DESK_EXPECTED_CONSOLE_ERRORS = /status of 4(?:01|03|10|22)/;

/** A ten-digit Indian mobile number no other test uses. */
export const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

export type SentRequest = { reference: string; name: string; phone: string; email: string };

/** An appointment request, posted as the public appointment page posts it. */
export async function sendAppointmentRequest(request: APIRequestContext, phone = uniquePhone()): Promise<SentRequest> {
  const name = `Asha Desk${unique()}`;
  const email = `asha-${unique()}@example.in`;
  const sent = await request.post("/api/appointment-email", {
    data: { name, email, phoneNumber: phone, speciality: "Orthopaedics", query: "Knee pain since Monday", code: "pdpl" },
  });
  expect(sent.status()).toBe(200);
  const { referenceId } = (await sent.json()) as { referenceId: string };
  return { reference: referenceId, name, phone, email };
}

/** A new account created by the staff command, whose person sets the password on the one-time link's page. */
export async function setUpAccountOnPage(page: Page, role: DeskRole): Promise<DeskAccount> {
  const email = `${role}-${unique()}@aarogya.test`;
  const link = addDeskAccountByCommand(email, role);
  const password = `calm reception desk ${unique()}`;
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(page.getByText("At least 12 characters")).toBeVisible();
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Your password is set" })).toBeVisible();
  // The token is not left in the address bar or the history.
  expect(page.url()).not.toContain("#");
  return { email, password, role };
}

/** An account whose password is already set (through the API, as the set-password page does). */
export const readyAccount = (request: APIRequestContext, role: DeskRole) => newDeskAccount(request, role);

/** A second person at their own computer: a browser context of their own, signed in to the desk. */
export async function signedInPage(browser: Browser, account: DeskAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOnPage(page, account);
  return page;
}

export async function signInOnPage(page: Page, account: DeskAccount): Promise<void> {
  await page.goto("/desk");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await passSecondFactorOnPage(page, account);
}

/**
 * After the password: types the authenticator app's code on the second step, or (an administrator
 * without one) sets up an authenticator app on the page as a person would, keeping its key; then the inbox.
 */
export async function passSecondFactorOnPage(page: Page, account: DeskAccount): Promise<void> {
  const inbox = page.getByRole("heading", { name: "Inbox" });
  const secondStep = page.getByRole("heading", { name: "Second step of signing in" });
  const enrol = page.getByRole("heading", { name: "Set up a second factor" });
  await expect(inbox.or(secondStep).or(enrol)).toBeVisible();
  if (await secondStep.isVisible()) {
    await page.getByLabel("Code from your authenticator app").fill(await nextTotpCode(account.email));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
  } else if (await enrol.isVisible()) {
    await page.getByRole("button", { name: "Use an authenticator app" }).click();
    rememberTotpSecret(account.email, (await page.locator(".totp-secret").textContent())!.trim());
    await page.getByLabel("The six-digit code the app now shows").fill(await nextTotpCode(account.email));
    await page.getByRole("button", { name: "Confirm the app" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await page.getByRole("button", { name: "I have saved these codes" }).click();
  }
  await expect(inbox).toBeVisible();
}

/** The set-password link in the newest e-mail the desk sent (offline: wrote) to this member of staff. */
export function mailedLinkTo(address: string): string | undefined {
  const dir = join(serverDataDir(), "mail");
  const mails = readdirSync(dir)
    .filter((file) => file.includes("STAFF-"))
    .sort()
    .map((file) => readMail(readFileSync(join(dir, file), "utf8")))
    .filter((mail) => mail.headers.get("to") === address);
  return /\S+\/desk\/set-password#\S+/.exec(mails.at(-1)?.text ?? "")?.[0];
}

/** The inbox's row of a request. */
export const inboxRow = (page: Page, reference: string) => page.locator(`li[data-reference="${reference}"]`);

/**
 * Finds a request in the queue by its reference: the open view lists the longest waiting first, so a
 * request just sent is on its first page only when few others wait, as in a quiet test run.
 */
export async function searchInboxFor(page: Page, reference: string): Promise<void> {
  await page.getByLabel("Search by reference, phone, e-mail or name").fill(reference);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(inboxRow(page, reference)).toBeVisible();
}

/** Whether any written e-mail (.eml) still contains the text. */
export function anyMailContains(text: string): boolean {
  const dir = join(serverDataDir(), "mail");
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return false;
  }
  return files.some((file) => readFileSync(join(dir, file), "utf8").includes(text));
}

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA checks on the page as it is now; `screen` names it in a failure. Frames whose
 * content runs no script (the content preview, sandboxed) cannot host axe, which would wait on them
 * for ever: name them in `skipFrames`; their pages are checked where the public site serves them.
 */
export async function expectNoViolations(page: Page, screen: string, { skipFrames }: { skipFrames?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (skipFrames) builder.exclude(skipFrames).options({ iframes: false });
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    screen,
  ).toEqual([]);
}
