/**
 * A patient's phone, e-mail or name never goes into the shared PC's history: not in the desk's address
 * after a search, not in a tab's title. The search still survives Back and a reload (history.state).
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Desk } from "../desk";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

let asked: URL[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const address = new URL(url, "http://desk.test");
      asked.push(address);
      const path = address.pathname.replace("/api/desk", "");
      if (path === "/session") return jsonAnswer({ account: { email: "meena@aarogya.test", role: "desk" }, csrfToken: "token" });
      if (path === "/requests") return jsonAnswer({ requests: [ravisRequest], newCount: 1, cursor: new Date().toISOString() });
      return jsonAnswer({ ...ravisRequest, language: "en", fields: { name: ravisRequest.name }, emails: [], history: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("searches without putting the term in the address, and brings the search back on Back", async () => {
  window.history.replaceState(null, "", "/desk");
  render(<Desk />);
  const search = await screen.findByLabelText("Search by reference, phone, e-mail or name");
  await userEvent.type(search, "ravi.sharma@example.in");
  await userEvent.click(screen.getByRole("button", { name: "Search" }));
  // Filters apply as they change, the search term with them.
  await userEvent.selectOptions(await screen.findByLabelText("Status"), "new");

  await waitFor(() => expect(asked.at(-1)?.searchParams.get("q")).toBe("ravi.sharma@example.in"));
  expect(window.location.href).not.toContain("ravi");
  expect(window.location.search).toBe("?status=new");

  await userEvent.click(await screen.findByRole("link", { name: "Ravi Sharma" }));
  expect(await screen.findByRole("heading", { name: "Ravi Sharma" })).toBeVisible();
  window.history.back();
  await waitFor(() => expect(screen.getByLabelText("Search by reference, phone, e-mail or name")).toHaveValue("ravi.sharma@example.in"));
  expect(window.location.href).not.toContain("ravi");
});

it("moves a term from an older link's address into the history entry", async () => {
  window.history.replaceState(null, "", "/desk/?q=9829012345&form=appointment");
  render(<Desk />);
  await waitFor(() => expect(window.location.search).toBe("?form=appointment"));
  expect(await screen.findByLabelText("Search by reference, phone, e-mail or name")).toHaveValue("9829012345");
  expect(asked.some((address) => address.searchParams.get("q") === "9829012345")).toBe(true);
});

it("titles a request's tab with its reference alone, not the patient's name", async () => {
  window.history.replaceState(null, "", "/desk/requests/APT-2BGP6YKW");
  render(<Desk />);
  expect(await screen.findByRole("heading", { name: "Ravi Sharma" })).toBeVisible();
  await waitFor(() => expect(document.title).toBe("APT-2BGP6YKW · Front desk"));
});
