import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { KindScreen } from "./content-screen";
import { doctorsKind, editor, fakeDeskApi, vikasEntry } from "./content-fixtures";
import { jsonAnswer } from "../test-fixtures";

const mahesh = vikasEntry({ key: "mahesh-gupta", title: "Dr. Mahesh Gupta" });
const anita = vikasEntry({
  key: "anita-jain",
  title: "Dr. Anita Jain",
  draft: {
    value: {},
    version: 2,
    baseVersion: 4,
    savedBy: editor.email,
    savedAt: "2026-12-01T05:00:00.000Z",
    translationSources: {},
    removed: false,
  },
  needsApproval: true,
});

beforeEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/desk/content/doctors");
});
afterEach(() => vi.unstubAllGlobals());

const serve = () =>
  fakeDeskApi({
    "GET /content/kinds": jsonAnswer({ kinds: [doctorsKind] }),
    "GET /content/documents": jsonAnswer({
      documents: [vikasEntry(), mahesh, anita],
      order: ["mahesh-gupta", "vikas-sharma", "anita-jain"],
      orderDraft: null,
      orderVersion: 7,
    }),
    "PUT /content/order/doctors": jsonAnswer({ orderDraft: [] }),
    "POST /content/documents/doctors/vikas-sharma/remove": jsonAnswer({}),
  });

const names = () =>
  within(screen.getByRole("list", { name: /in the order the site shows them/ }))
    .getAllByRole("link")
    .map((link) => link.textContent);

it("lists a collection in the site's order, each with its state", async () => {
  serve();
  render(<KindScreen kindId="doctors" account={editor} />);
  await screen.findByRole("heading", { name: "Doctors" });
  await screen.findByText("Dr. Anita Jain");
  expect(names()).toEqual(["Dr. Mahesh Gupta", "Dr. Vikas Sharma", "Dr. Anita Jain"]);
  expect(screen.getAllByText("Live")).toHaveLength(2);
  expect(screen.getByText("Draft waiting for a second person's approval")).toBeVisible();
  expect(screen.getByRole("link", { name: "Add to doctors" })).toHaveAttribute("href", "/desk/content/doctors/new");
});

it("moves a doctor with the keyboard, drafts the new order and says what happened", async () => {
  const asked = serve();
  render(<KindScreen kindId="doctors" account={editor} />);
  await screen.findByText("Dr. Anita Jain");
  const user = userEvent.setup();
  const moveUp = screen.getByRole("button", { name: "Move Dr. Vikas Sharma up" });
  moveUp.focus();
  await vi.waitFor(() => expect(moveUp).toHaveFocus());
  await user.keyboard("{Enter}");
  // The new order is drawn when React has handled the key; on a busy machine that is after the key's promise settles.
  await vi.waitFor(() => expect(names()).toEqual(["Dr. Vikas Sharma", "Dr. Mahesh Gupta", "Dr. Anita Jain"]));
  expect(screen.getByRole("button", { name: "Move Dr. Vikas Sharma up" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent(
    "Dr. Vikas Sharma moved to place 1 of 3. The new order is a draft until it is published.",
  );
  expect(asked.find((call) => call.method === "PUT")?.body).toEqual({
    order: ["vikas-sharma", "mahesh-gupta", "anita-jain"],
    baseVersion: 7,
  });
});

it("drafts a removal only after a confirmation", async () => {
  const asked = serve();
  vi.stubGlobal(
    "confirm",
    vi.fn(() => true),
  );
  render(<KindScreen kindId="doctors" account={editor} />);
  await userEvent.click(await screen.findByRole("button", { name: "Remove Dr. Vikas Sharma" }));
  expect(await screen.findByText(/removal drafted/)).toBeVisible();
  expect(asked.find((call) => call.method === "POST")?.body).toEqual({ baseVersion: 4 });
});

it("shows no add, move or remove control without the edit right", async () => {
  serve();
  render(<KindScreen kindId="doctors" account={{ email: "ravi@aarogya.test", role: "desk", rights: ["content_publish"] }} />);
  await screen.findByText("Dr. Anita Jain");
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.queryByRole("link", { name: "Add to doctors" })).toBeNull();
});
