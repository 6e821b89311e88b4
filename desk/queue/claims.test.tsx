/**
 * Claiming a request on the desk: a claim never takes a request a colleague holds, even from a screen
 * drawn before their claim (the server refuses it and the screen then shows who holds it); taking it
 * over is its own action, sent as such.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { RequestDetail } from "../api";
import { Desk } from "../desk";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

const unclaimed: RequestDetail = { ...ravisRequest, claimedBy: null, claimedByName: null, fields: {}, emails: [], history: [] };
const arjunsNow: RequestDetail = { ...unclaimed, claimedBy: "arjun@aarogya.test", claimedByName: "Arjun" };

let shown: RequestDetail;
let claims: unknown[];
let claimAnswer: () => Response;

beforeEach(() => {
  claims = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, "http://desk.test").pathname.replace("/api/desk", "");
      if (path === "/session") return jsonAnswer({ account: { email: "meena@aarogya.test", role: "desk" }, csrfToken: "token" });
      if (path === "/grievance") return jsonAnswer({ officer: null, answerWithin: null });
      if (path === "/doctors") return jsonAnswer({ doctors: [] });
      if (path.endsWith("/claim")) {
        claims.push(JSON.parse(String(init?.body)));
        return claimAnswer();
      }
      return jsonAnswer(shown);
    }),
  );
  window.history.replaceState(null, "", `/desk/requests/${ravisRequest.reference}`);
});
afterEach(() => vi.unstubAllGlobals());

it("asks to claim only a request nobody holds, and shows who does when a colleague claimed it after the screen was drawn", async () => {
  shown = unclaimed;
  claimAnswer = () =>
    jsonAnswer(
      {
        error: "claimed_by_other",
        message: "Arjun is already on this request. Open it to see their notes, or take it over there.",
        request: arjunsNow,
      },
      409,
    );
  render(<Desk />);
  fireEvent.click(await screen.findByRole("button", { name: "Claim it" }));

  expect(await screen.findByText("Arjun is already on this request. Open it to see their notes, or take it over there.")).toBeVisible();
  expect(claims).toEqual([{}]);
  expect(screen.getByText("Arjun is on this request.")).toBeVisible();
  expect(screen.getByRole("button", { name: "Take it over" })).toBeEnabled();
});

it("sends taking a colleague's request over as a takeover", async () => {
  shown = arjunsNow;
  claimAnswer = () => jsonAnswer({ ...arjunsNow, claimedBy: "meena@aarogya.test", claimedByName: "Meena" });
  render(<Desk />);
  fireEvent.click(await screen.findByRole("button", { name: "Take it over" }));

  expect(await screen.findByText("You took it over from Arjun.")).toBeVisible();
  expect(claims).toEqual([{ takeOver: true }]);
});
