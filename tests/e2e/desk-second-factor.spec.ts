/**
 * The second factor in Chromium: a new administrator made to set up an authenticator app, a sign-in with
 * its code, a passkey made and used through Chromium's virtual authenticator (CDP WebAuthn), and the
 * step-up dialog before an export. The new screens are checked with axe as they appear.
 */
import { nextTotpCode, rememberTotpSecret, withDeskDatabase } from "./desk-accounts";
import { DESK_EXPECTED_CONSOLE_ERRORS, expectNoViolations, readyAccount, setUpAccountOnPage, signInOnPage } from "./desk-pages";
import { expect, test } from "./fixtures";

// A wrong code is answered 422, which Chromium logs.
test.use({ expectedConsoleErrors: [DESK_EXPECTED_CONSOLE_ERRORS] });

test.describe("the desk's second factor", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an administrator types the authenticator app's code after the password; a wrong code is refused", async ({ page, request }) => {
    const admin = await readyAccount(request, "admin");
    await page.goto("/desk");
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Second step of signing in" })).toBeVisible();
    // Nothing of the desk is there before the second step.
    await expect(page.getByRole("link", { name: "Inbox" })).toHaveCount(0);
    await expectNoViolations(page, "second step");

    await page.getByLabel("Code from your authenticator app").fill("000000");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("That did not work");
    await expectNoViolations(page, "second step, wrong code");
    await page.getByLabel("Code from your authenticator app").fill(await nextTotpCode(admin.email));
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

    await page.getByRole("link", { name: "Your sign-in" }).click();
    await expect(page.getByRole("heading", { name: "Your sign-in" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Second factors" })).toContainText("Authenticator app");
    await expectNoViolations(page, "your sign-in");
  });

  test("a new administrator sets up an authenticator app from its QR code or key before the desk opens, and sees the recovery codes once", async ({
    page,
  }) => {
    const admin = await setUpAccountOnPage(page, "admin");
    await page.getByRole("button", { name: "Go to sign in" }).click();
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Inbox" })).toHaveCount(0);
    await expectNoViolations(page, "set up a second factor");
    await page.getByRole("button", { name: "Use an authenticator app" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const key = (await page.locator(".totp-secret").textContent())!.trim();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByText("The whole setup address").click();
    await expect(page.locator(".totp-uri")).toContainText(`otpauth://totp/`);
    await expect(page.locator(".totp-uri")).toContainText(`secret=${key}`);
    await expectNoViolations(page, "authenticator app's QR code");
    rememberTotpSecret(admin.email, key);
    await page.getByLabel("The six-digit code the app now shows").fill(await nextTotpCode(admin.email));
    await page.getByRole("button", { name: "Confirm the app" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await expect(page.locator(".recovery-codes li")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await expect(page.locator(".recovery-codes")).toHaveCount(0);
  });

  test("a passkey made with Chromium's virtual authenticator signs in as the second step", async ({ page, request, baseURL }) => {
    const client = await page.context().newCDPSession(page);
    await client.send("WebAuthn.enable");
    const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const staff = await readyAccount(request, "desk");
    // Passkeys belong to a host name; the test server's DESK_ORIGIN is localhost.
    const desk = `${baseURL!.replace("127.0.0.1", "localhost")}/desk`;
    const signIn = async () => {
      await page.goto(desk);
      await page.getByLabel("E-mail").fill(staff.email);
      await page.getByLabel("Password").fill(staff.password);
      await page.getByRole("button", { name: "Sign in" }).click();
    };

    await signIn();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await page.getByRole("link", { name: "Your sign-in" }).click();
    await page.getByRole("button", { name: "Add a second factor" }).click();
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await expect(page.locator(".recovery-codes li")).toHaveCount(10);
    await expectNoViolations(page, "recovery codes");
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await expect(page.getByRole("region", { name: "Second factors" })).toContainText("Passkey");
    expect((await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn();
    await expect(page.getByRole("heading", { name: "Second step of signing in" })).toBeVisible();
    await page.getByRole("button", { name: "Use a passkey instead" }).click();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  });

  test("an export asks for the second factor again once the sign-in's few minutes are over", async ({ page, request }) => {
    const admin = await readyAccount(request, "admin");
    await signInOnPage(page, admin);
    // Six minutes later, as far as the desk can tell.
    withDeskDatabase((database) =>
      database
        .prepare(
          `update desk_sessions set second_factor_at = ?
           where account_id = (select id from desk_accounts where email = ?)`,
        )
        .run(new Date(Date.now() - 6 * 60 * 1000).toISOString(), admin.email),
    );
    await page.getByRole("link", { name: "Export CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Code from your authenticator app")).toBeFocused();
    await expectNoViolations(page, "step-up dialog");
    const download = page.waitForEvent("download");
    await dialog.getByLabel("Code from your authenticator app").fill(await nextTotpCode(admin.email));
    await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(dialog).toBeHidden();
  });
});
