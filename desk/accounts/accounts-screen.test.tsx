/** An administrator gives and takes away the rights over the site's content from Accounts. */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { StaffAccount } from "../api";
import { AccountsScreen } from "./accounts-screen";
import { fakeDeskApi } from "../content/content-fixtures";
import { jsonAnswer } from "../test-fixtures";

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const account = (email: string, role: StaffAccount["role"], rights: Partial<StaffAccount> = {}): StaffAccount => ({
  email,
  role,
  status: "active",
  createdAt: "2026-11-20T05:00:00.000Z",
  contentEdit: role === "admin",
  contentPublish: role === "admin",
  ...rights,
});

it("shows each account's rights over the site's content, and grants and withdraws them", async () => {
  let priya = account("priya@aarogya.test", "desk");
  const asked = fakeDeskApi({
    "GET /accounts": () => jsonAnswer({ accounts: [account("asha@aarogya.test", "admin"), priya] }),
    "POST /accounts/priya%40aarogya.test/rights": (call) => {
      priya = { ...priya, ...(call.body as Partial<StaffAccount>) };
      return jsonAnswer({ account: priya });
    },
  });
  render(<AccountsScreen account={{ email: "asha@aarogya.test", role: "admin" }} />);

  const rows = await screen.findAllByRole("listitem");
  const adminRow = rows.find((row) => row.textContent?.includes("asha@aarogya.test"))!;
  expect(within(adminRow).getByText("An administrator may always edit, approve and publish.")).toBeVisible();
  const priyaRow = rows.find((row) => row.textContent?.includes("priya@aarogya.test"))!;
  const edit = within(priyaRow).getByRole("checkbox", { name: "May edit the site's content" });
  const publish = within(priyaRow).getByRole("checkbox", { name: "May approve and publish it" });
  expect([edit, publish].map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);

  await userEvent.click(edit);
  expect(await screen.findByText("priya@aarogya.test may now edit the site's content.")).toBeVisible();
  expect(asked.filter((call) => call.method === "POST")).toEqual([
    { method: "POST", path: "/accounts/priya%40aarogya.test/rights", body: { contentEdit: true } },
  ]);
  const refreshed = (await screen.findAllByRole("listitem")).find((row) => row.textContent?.includes("priya@aarogya.test"))!;
  await vi.waitFor(() => expect(within(refreshed).getByRole("checkbox", { name: "May edit the site's content" })).toBeChecked());

  await userEvent.click(within(refreshed).getByRole("checkbox", { name: "May edit the site's content" }));
  expect(await screen.findByText("priya@aarogya.test may no longer edit the site's content.")).toBeVisible();
  expect(asked.filter((call) => call.method === "POST").at(-1)?.body).toEqual({ contentEdit: false });
});

it("adds an account with the rights ticked on the form", async () => {
  const asked = fakeDeskApi({
    "GET /accounts": jsonAnswer({ accounts: [] }),
    "POST /accounts": jsonAnswer({ account: account("ravi@aarogya.test", "desk"), sent: true }),
  });
  render(<AccountsScreen account={{ email: "asha@aarogya.test", role: "admin" }} />);
  const form = (await screen.findByRole("button", { name: "Add and send the link" })).closest("form")!;
  await userEvent.type(within(form).getByLabelText("E-mail"), "ravi@aarogya.test");
  await userEvent.click(within(form).getByRole("checkbox", { name: "May approve and publish it" }));
  await userEvent.click(within(form).getByRole("button", { name: "Add and send the link" }));
  await screen.findByText(/ravi@aarogya.test is added/);
  expect(asked.find((call) => call.method === "POST")?.body).toEqual({
    email: "ravi@aarogya.test",
    role: "desk",
    contentEdit: false,
    contentPublish: true,
  });
});
