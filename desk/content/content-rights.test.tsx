/** The content screens are shown to people with a content right, and only to them. */
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Account } from "../api";
import { Desk } from "../desk";
import { fakeDeskApi } from "./content-fixtures";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const signedInAs = (account: Account, at = "/desk") => {
  window.history.replaceState(null, "", at);
  fakeDeskApi({
    "GET /session": jsonAnswer({ account, csrfToken: "token", stage: "full" }),
    "GET /requests": jsonAnswer({ requests: [ravisRequest], newCount: 1, cursor: new Date().toISOString() }),
    "GET /content/kinds": jsonAnswer({ kinds: [] }),
  });
  render(<Desk />);
};

it("shows a desk-only account no content link and no content screen", async () => {
  signedInAs({ email: "meena@aarogya.test", role: "desk" }, "/desk/content");
  const nav = await screen.findByRole("navigation", { name: "Desk" });
  expect(within(nav).queryByRole("link", { name: "Content" })).toBeNull();
  expect(within(nav).queryByRole("link", { name: "Changes waiting" })).toBeNull();
  expect(await screen.findByRole("heading", { name: "Nothing here" })).toBeVisible();
});

it("shows the content screens to an editor", async () => {
  signedInAs({ email: "meena@aarogya.test", role: "desk", rights: ["content_edit"] }, "/desk/content");
  const nav = await screen.findByRole("navigation", { name: "Desk" });
  expect(within(nav).getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
  expect(await screen.findByRole("heading", { name: "Content" })).toBeVisible();
});
