import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import type { SignInRefusals } from "#schemas/sign-in-refusals";
import { SignInRefusalsSection } from "./sign-in-refusals";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));

it("shows the summary of refused sign-ins and tells the administrator whose password is being guessed", async () => {
  const summary: SignInRefusals = {
    refusals: [
      {
        windowStart: "2026-11-26T09:15:00.000Z",
        account: null,
        address: "198.51.100.2",
        refused: 30,
        heldBack: 470,
        firstAt: "2026-11-26T09:16:00.000Z",
        lastAt: "2026-11-26T09:29:00.000Z",
      },
    ],
    heldBack: [{ account: "meena@aarogya.test", failures: 10, lastAt: "2026-11-26T09:29:00.000Z" }],
  };
  const fetch = answer(summary);
  vi.stubGlobal("fetch", fetch);
  render(<SignInRefusalsSection />);

  expect(await screen.findByRole("alert")).toHaveTextContent("Someone is guessing the password of meena@aarogya.test");
  await userEvent.click(screen.getByText(/Refused sign-ins by account/));
  const rows = within(screen.getByRole("region", { name: "Summary of refused sign-ins" })).getAllByRole("row");
  expect(rows[1]).toHaveTextContent("no such account");
  expect(rows[1]).toHaveTextContent("198.51.100.2");
  expect(rows[1]).toHaveTextContent("470");
  expect(String(fetch.mock.calls[0]?.[0])).toContain("/api/desk/sign-in-refusals");
});

it("says when nothing was refused", async () => {
  vi.stubGlobal("fetch", answer({ refusals: [], heldBack: [] }));
  render(<SignInRefusalsSection />);
  expect(await screen.findByText("No refused sign-ins.")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});
