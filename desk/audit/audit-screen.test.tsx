import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AuditEntry, AuditPage } from "../api";
import { AuditScreen } from "./audit-screen";

const entry = (target: string, action = "access"): AuditEntry => ({
  at: "2026-03-17T08:35:00.000Z",
  actor: "meena@aarogya.test",
  action,
  target,
  address: "10.0.0.4",
  rowCount: 1,
});

/** The server's answers, by the query the screen asks with; records every path asked for. */
function serve(answers: (query: URLSearchParams) => AuditPage | { status: number; message: string }) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      // The refused sign-ins' own section below the log: none here.
      if (new URL(url, "https://desk.test").pathname.endsWith("/sign-in-refusals"))
        return new Response(JSON.stringify({ refusals: [], heldBack: [] }), { status: 200 });
      // Meena has set a display name; Asha has not.
      if (new URL(url, "https://desk.test").pathname.endsWith("/staff-names"))
        return new Response(JSON.stringify({ names: { "meena@aarogya.test": "Meena" }, me: null }), { status: 200 });
      const query = new URL(url, "https://desk.test").searchParams;
      asked.push(query);
      const answer = answers(query);
      return "status" in answer
        ? new Response(JSON.stringify({ error: "bad_request", message: answer.message }), { status: answer.status })
        : new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return asked;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const rowsShown = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[3]!.textContent);

it("shows the newest page, and older entries below it when asked", async () => {
  const asked = serve((query) =>
    query.get("before") === "101"
      ? { entries: [entry("APT-OLDER001")], older: null }
      : { entries: [entry("APT-NEWER001"), entry("APT-NEWER002")], older: 101 },
  );
  render(<AuditScreen />);
  expect(await screen.findByText("APT-NEWER001")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Show older entries" }));
  expect(await screen.findByText("APT-OLDER001")).toBeVisible();
  expect(rowsShown()).toEqual(["APT-NEWER001", "APT-NEWER002", "APT-OLDER001"]);
  expect(screen.queryByRole("button", { name: "Show older entries" })).toBeNull();
  expect(asked.map((query) => query.get("before"))).toEqual([null, "101"]);
});

it("filters by action, person and day, and pages within the filters", async () => {
  const asked = serve((query) =>
    query.get("action") === "export"
      ? { entries: [entry("all requests", "export")], older: query.get("before") ? null : 7 }
      : { entries: [entry("APT-NEWER001")], older: null },
  );
  render(<AuditScreen />);
  await screen.findByText("APT-NEWER001");
  await userEvent.selectOptions(screen.getByLabelText("Action"), "exported requests");
  await userEvent.type(screen.getByLabelText("Person"), "asha.admin@aarogya.test");
  await userEvent.type(screen.getByLabelText("Day (India)"), "2026-03-17");
  await userEvent.click(screen.getByRole("button", { name: "Show" }));
  expect(await screen.findByText("all requests")).toBeVisible();
  // One row goes without saying: no "(1)".
  expect(within(screen.getByRole("table")).getByText("exported requests")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Show older entries" }));

  const [, filtered, older] = asked.map((query) => Object.fromEntries(query));
  expect(filtered).toEqual({ limit: "100", action: "export", person: "asha.admin@aarogya.test", day: "2026-03-17" });
  expect(older).toEqual({ ...filtered, before: "7" });
});

it("says what the server refused, such as a day that is not on the calendar", async () => {
  serve((query) =>
    query.get("day") ? { status: 400, message: "The day must be a real date, YYYY-MM-DD." } : { entries: [], older: null },
  );
  render(<AuditScreen />);
  expect(await screen.findByText("The audit log is empty.")).toBeVisible();
  await userEvent.type(screen.getByLabelText("Day (India)"), "2026-02-28");
  await userEvent.click(screen.getByRole("button", { name: "Show" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The day must be a real date, YYYY-MM-DD.");
});

it("shows who acted by display name with the address the entry signed, and how many rows when more than one", async () => {
  serve(() => ({
    entries: [
      { ...entry("open view", "list"), rowCount: 12 },
      { ...entry("by phone", "erasure-preview"), actor: "asha.admin@aarogya.test", rowCount: 0 },
      { ...entry("APT-NEWER001"), actor: "Meena (login meena)" },
    ],
    older: null,
  }));
  render(<AuditScreen />);
  await screen.findByText("open view");
  const whoOf = (row: number) => within(within(screen.getByRole("table")).getAllByRole("row")[row]!).getAllByRole("cell")[1]!;
  await expect.poll(() => whoOf(1).textContent).toBe("Meenameena@aarogya.test");
  expect(within(whoOf(1)).getByText("Meena")).toBeVisible();
  expect(within(whoOf(1)).getByText("meena@aarogya.test")).toBeVisible();
  expect(whoOf(2).textContent).toBe("asha.admin@aarogya.test");
  expect(whoOf(3).textContent).toBe("Meena (login meena)");
  const table = within(screen.getByRole("table"));
  expect(table.getByText("listed requests (12 rows)")).toBeVisible();
  expect(table.getByText("looked up data to erase (none)")).toBeVisible();
  expect(table.getByText("opened a request")).toBeVisible();
});

it("names a person's access request, shown or downloaded, in words", async () => {
  serve(() => ({
    entries: [
      { ...entry("phone ******3210 · APT-NEWER001", "person-data-export"), actor: "asha.admin@aarogya.test" },
      { ...entry("phone ******3210 · APT-NEWER001", "person-data-read"), actor: "asha.admin@aarogya.test" },
    ],
    older: null,
  }));
  render(<AuditScreen />);
  const table = within(await screen.findByRole("table"));
  expect(await table.findByText("downloaded a person's data (access request)")).toBeVisible();
  expect(table.getByText("viewed a person's data (access request)")).toBeVisible();
  expect(
    within(screen.getByLabelText("Action")).getByRole("option", { name: "viewed a person's data (access request)" }),
  ).toBeInTheDocument();
});
