/**
 * The desk's pages and a session: the inbox's polling is marked as background, a screen left alone
 * signs out by itself (taking the patients' details off the screen), and what a person does keeps it.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Desk } from "../desk";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

const MINUTE = 60 * 1000;

type Call = { method: string; path: string; headers: Record<string, string> };
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  window.history.replaceState(null, "", "/desk");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, "http://desk.test").pathname.replace("/api/desk", "");
      calls.push({ method: init.method ?? "GET", path, headers: (init.headers ?? {}) as Record<string, string> });
      if (path === "/session") return jsonAnswer({ account: { email: "meena@aarogya.test", role: "desk" }, csrfToken: "token" });
      if (path === "/requests") return jsonAnswer({ requests: [ravisRequest], newCount: 1, cursor: new Date().toISOString() });
      if (path === "/sign-out") return jsonAnswer({ signedOut: true });
      return jsonAnswer({ error: "not_found" }, 404);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const later = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

it("polls the inbox as background, signs a screen left alone out after 30 minutes, and says why", async () => {
  render(<Desk />);
  expect(await screen.findByText("Ravi Sharma")).toBeVisible();
  await later(29 * MINUTE);
  expect(screen.getByText("Ravi Sharma")).toBeVisible();
  const polls = calls.filter((call) => call.path === "/requests").slice(1);
  expect(polls.length).toBeGreaterThan(100);
  expect(polls.every((call) => call.headers["x-desk-background"] === "1")).toBe(true);

  await later(2 * MINUTE);
  expect(await screen.findByText(/signed you out after 30 minutes without use/)).toBeVisible();
  expect(screen.queryByText("Ravi Sharma")).toBeNull();
  expect(calls.filter((call) => call.method === "POST" && call.path === "/sign-out")).toHaveLength(1);
});

it("keeps saying why when the inbox's poll in flight comes back refused after the screen signed itself out", async () => {
  // The polls after the first wait on the server until the idle sign-out has ended the session and the
  // desk has said why; then they come back refused, as a poll under way at the sign-out does.
  let refusePolls: () => void = () => undefined;
  const pollsRefused = new Promise<void>((refuse) => (refusePolls = refuse));
  let firstLoad = true;
  const answer = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (url, init = {}) => {
    const path = new URL(String(url), "http://desk.test").pathname.replace("/api/desk", "");
    if (path === "/requests" && !firstLoad) {
      await pollsRefused;
      return jsonAnswer({ error: "signed_out" }, 401);
    }
    if (path === "/requests") firstLoad = false;
    return answer(url as string, init as RequestInit);
  });
  render(<Desk />);
  expect(await screen.findByText("Ravi Sharma")).toBeVisible();
  await later(31 * MINUTE);
  expect(await screen.findByText(/signed you out after 30 minutes without use/)).toBeVisible();
  await act(async () => refusePolls());
  await act(async () => await new Promise((settled) => setTimeout(settled, 10)));
  expect(screen.getByText(/signed you out after 30 minutes without use/)).toBeVisible();
  expect(screen.queryByText(/Your session has ended/)).toBeNull();
});

it("stays signed in while the person keeps using the page, and tells the server they are there", async () => {
  render(<Desk />);
  expect(await screen.findByText("Ravi Sharma")).toBeVisible();
  const sessionChecks = () => calls.filter((call) => call.path === "/session").length;
  const before = sessionChecks();
  for (let minutes = 0; minutes < 60; minutes += 10) {
    await later(10 * MINUTE);
    fireEvent.keyDown(window, { key: "ArrowDown" });
  }
  expect(screen.getByText("Ravi Sharma")).toBeVisible();
  expect(calls.some((call) => call.path === "/sign-out")).toBe(false);
  // Each key press after a quiet minute renews the session, as a request without the background mark.
  expect(sessionChecks() - before).toBe(6);
  expect(calls.filter((call) => call.path === "/session").every((call) => call.headers["x-desk-background"] === undefined)).toBe(true);
});
