import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { ExportedRequest } from "../api";
import { EraseScreen } from "./erase-screen";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

const ravisData: ExportedRequest = {
  ...ravisRequest,
  status: "booked",
  outcome: "booked",
  booking: {
    doctor: "vikas-sharma",
    doctorName: "Dr Vikas Sharma",
    day: "2026-12-10",
    dayText: "Thu, 10 Dec 2026",
    time: "10:30",
    status: "booked",
  },
  fields: {
    name: "Ravi Sharma",
    phoneNumber: "9829012345",
    email: "ravi.sharma@example.in",
    query: "Pain in the left knee after a fall last week.",
  },
  emails: [{ role: "desk", status: "sent", attempts: 1, sentAt: "2026-12-01T04:00:00.000Z", lastError: null }],
  suspectedSpam: false,
  notes: ["2026-12-01T05:00:00.000Z Meena: Prefers a morning slot"],
  history: ["2026-12-01T05:10:00.000Z Meena: outcome: outcome booked"],
};

/** The server's answers by path; records each call's path and body. */
function serve() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, "https://desk.test").pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === "/api/desk/erasure/preview") return jsonAnswer({ requests: [ravisRequest], more: false });
      if (path === "/api/desk/person-data") return jsonAnswer({ requests: [ravisData] });
      if (path === "/api/desk/person-data.csv") return new Response("\uFEFFreference_id\r\nAPT-2BGP6YKW\r\n", { status: 200 });
      return jsonAnswer({ error: "not_found" }, 404);
    }),
  );
  return calls;
}

beforeEach(() => window.history.replaceState(null, "", "/desk/erase"));
afterEach(() => vi.unstubAllGlobals());

async function findByPhone() {
  await userEvent.type(screen.getByLabelText("Phone number or e-mail address"), "98290 12345");
  await userEvent.click(screen.getByRole("button", { name: "Show what would be erased" }));
  await screen.findByText("APT-2BGP6YKW");
}

it("shows a person's data with its fields, notes, outcome and booking, found by their phone, and erases nothing", async () => {
  const calls = serve();
  render(<EraseScreen />);
  await findByPhone();
  await userEvent.click(screen.getByRole("button", { name: "Show / download this person's data" }));

  const data = within(await screen.findByRole("region", { name: "This person's data" }));
  expect(data.getByText(/1 request with this phone number/)).toBeVisible();
  const request = within(data.getByRole("article", { name: /Ravi Sharma · APT-2BGP6YKW/ }));
  expect(request.getByText("Pain in the left knee after a fall last week.")).toBeVisible();
  expect(request.getByText("ravi.sharma@example.in")).toBeVisible();
  expect(request.getByText("Dr Vikas Sharma, Thu, 10 Dec 2026 at 10:30 (booked)")).toBeVisible();
  expect(request.getByText(/Prefers a morning slot/)).toBeVisible();
  expect(request.getByText(/outcome: outcome booked/)).toBeVisible();
  expect(calls.find((call) => call.path === "/api/desk/person-data")?.body).toEqual({ phone: "98290 12345" });
  expect(calls.some((call) => call.path === "/api/desk/erasure")).toBe(false);
});

it("downloads the person's data as CSV by posting the phone number, never putting it in an address", async () => {
  const calls = serve();
  const saved: Blob[] = [];
  // jsdom makes no object URLs; the file handed to the browser is kept here instead.
  vi.stubGlobal(
    "URL",
    class extends URL {
      static createObjectURL = (file: Blob) => {
        saved.push(file);
        return "blob:person-data";
      };
      static revokeObjectURL = () => undefined;
    },
  );
  const links: HTMLAnchorElement[] = [];
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    links.push(this);
  });
  render(<EraseScreen />);
  await findByPhone();
  await userEvent.click(screen.getByRole("button", { name: "Show / download this person's data" }));
  await userEvent.click(await screen.findByRole("button", { name: "Download as CSV (spreadsheet)" }));

  await vi.waitFor(() => expect(clicked).toHaveBeenCalledOnce());
  expect(links[0]!.download).toMatch(/^person-data-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(links[0]!.href).toBe("blob:person-data");
  expect(screen.queryByRole("alert")).toBeNull();
  expect(await saved[0]!.text()).toContain("APT-2BGP6YKW");
  const download = calls.find((call) => call.path === "/api/desk/person-data.csv")!;
  expect(download.body).toEqual({ phone: "98290 12345" });
  clicked.mockRestore();
});
