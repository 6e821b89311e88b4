import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SetPasswordScreen } from "./set-password-screen";
import { jsonAnswer } from "../test-fixtures";

const TOKEN = "k3Jx9fQm2LpVr7Tz1WcY5hNb8GdAe4Su6OiPq0RtXyZ";

/** The server's answer to the page's check of its link; records what was sent. */
function serveCheck(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => window.history.replaceState(null, "", `/desk/set-password#${TOKEN}`));
afterEach(() => vi.unstubAllGlobals());

it("says at once that a used or expired link no longer works, and offers no password field", async () => {
  const fetch = serveCheck(() => jsonAnswer({ usable: false }));
  const { container } = render(<SetPasswordScreen />);

  expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeVisible();
  expect(screen.getByText(/has been used already or has expired/)).toHaveTextContent("Ask an administrator for a new link.");
  expect(screen.queryByLabelText("New password")).toBeNull();
  expect(container.querySelector('input[type="password"]')).toBeNull();
  // The token went in the body of a POST, never in an address, and left the address bar.
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe("/api/desk/set-password/check");
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  expect(window.location.hash).toBe("");
});

it("offers the form for a link still usable", async () => {
  serveCheck(() => jsonAnswer({ usable: true }));
  render(<SetPasswordScreen />);
  expect(await screen.findByLabelText("New password")).toBeVisible();
  expect(screen.queryByText("This link no longer works")).toBeNull();
});

it("offers the form when the check gets no answer, since setting the password checks the link again", async () => {
  serveCheck(() => jsonAnswer({ error: "too_many_attempts", message: "Too many sign-in attempts." }, 429));
  render(<SetPasswordScreen />);
  expect(await screen.findByLabelText("New password")).toBeVisible();
});
