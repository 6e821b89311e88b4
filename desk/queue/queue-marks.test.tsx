/**
 * What the queue tells apart (review m17, m20, D3): a complaint is marked on its row and its screen
 * sends it to the grievance officer the content names (or says the hospital has not named one); a
 * contact message or a feedback is never offered a booking; a likely sales pitch is marked with its
 * signs; the preferred day is an order chosen in the filters and kept in the address.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Grievance, RequestDetail, RequestSummary } from "../api";
import { Desk } from "../desk";
import { NO_GRIEVANCE_OFFICER } from "./request-screen";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

const complaint: RequestSummary = {
  ...ravisRequest,
  reference: "FBK-7K3M9Q2D",
  form: "feedback",
  name: "Sunita Meena",
  speciality: "",
  preview: "We waited two hours at the billing counter on discharge.",
  complaint: true,
};
const pitch: RequestSummary = {
  ...ravisRequest,
  reference: "MSG-4HX8R2PT",
  form: "contact",
  name: "Rahul Digital",
  speciality: "",
  preview: "We can rank your hospital #1 on Google in 30 days! Visit http://top-rank-seo.example.com",
  likelySpam: { score: 6, reasons: ["a web link", "sales words: seo, rank, on google"] },
};
const detailOf = (request: RequestSummary): RequestDetail => ({ ...request, fields: {}, emails: [], history: [] });

let grievance: Grievance;
let listed: string[];

beforeEach(() => {
  grievance = { officer: null, answerWithin: null };
  listed = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const address = new URL(url, "http://desk.test");
      const path = address.pathname.replace("/api/desk", "");
      if (path === "/session") return jsonAnswer({ account: { email: "meena@aarogya.test", role: "desk" }, csrfToken: "token" });
      if (path === "/grievance") return jsonAnswer(grievance);
      if (path === "/requests") {
        listed.push(address.search);
        return jsonAnswer({ requests: [ravisRequest, complaint, pitch], newCount: 3, cursor: new Date().toISOString(), more: false });
      }
      const reference = decodeURIComponent(path.replace("/requests/", ""));
      const request = [ravisRequest, complaint, pitch].find((each) => each.reference === reference);
      return request ? jsonAnswer(detailOf(request)) : jsonAnswer({ error: "not_found" }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = (name: string) => within(screen.getByText(name).closest("li")!);

it("marks a complaint and a likely sales pitch on their rows, with the pitch's signs, and nothing on a patient's request", async () => {
  window.history.replaceState(null, "", "/desk");
  render(<Desk />);
  await screen.findByText("Sunita Meena");
  expect(rowOf("Sunita Meena").getByText("Complaint")).toBeVisible();
  const mark = rowOf("Rahul Digital").getByText("Likely spam");
  expect(mark.closest(".badge")).toHaveAttribute("title", "a web link; sales words: seo, rank, on google");
  expect(rowOf("Rahul Digital").getByText("(a web link; sales words: seo, rank, on google)")).toBeInTheDocument();
  expect(rowOf("Ravi Sharma").queryByText("Complaint")).toBeNull();
  expect(rowOf("Ravi Sharma").queryByText("Likely spam")).toBeNull();
});

it("sorts by the preferred day when chosen in the filters, keeps it in the address, and asks the server for that order", async () => {
  window.history.replaceState(null, "", "/desk");
  render(<Desk />);
  await screen.findByText("Ravi Sharma");
  const order = screen.getByRole("combobox", { name: "Order" });
  expect(order).toHaveValue("");
  fireEvent.change(order, { target: { value: "preferred-date" } });

  await waitFor(() => expect(window.location.search).toBe("?sort=preferred-date"));
  await waitFor(() => expect(listed.at(-1)).toContain("sort=preferred-date"));
  expect(await screen.findByRole("list", { name: /by preferred day, soonest first/ })).toBeVisible();
  expect(screen.getByRole("combobox", { name: "Order" })).toHaveValue("preferred-date");

  fireEvent.click(screen.getByRole("checkbox", { name: "Only likely spam" }));
  await waitFor(() => expect(window.location.search).toBe("?sort=preferred-date&likelySpam=true"));
  await waitFor(() => expect(listed.at(-1)).toContain("likelySpam=true"));
  // The server's answer is narrowed here too: only the pitch is shown.
  await waitFor(() => expect(screen.queryByText("Ravi Sharma")).toBeNull());
  expect(screen.getByText("Rahul Digital")).toBeVisible();
});

it("sends a complaint to the grievance officer, saying the hospital has not named one, and offers no booking", async () => {
  window.history.replaceState(null, "", `/desk/requests/${complaint.reference}`);
  render(<Desk />);
  await screen.findByRole("heading", { name: "Sunita Meena" });
  const advice = await screen.findByText(/Pass it to/);
  await waitFor(() => expect(advice.closest("p")).toHaveTextContent(`Pass it to ${NO_GRIEVANCE_OFFICER} and note here that you did.`));
  expect(advice.closest("p")).toHaveTextContent("The hospital has not yet said in Content how soon it answers complaints.");

  expect(screen.queryByRole("button", { name: "Booked…" })).toBeNull();
  const statuses = within(screen.getByRole("combobox", { name: "Status" }))
    .getAllByRole("option")
    .map((option) => option.textContent);
  expect(statuses).toEqual(["New", "In progress", "Closed", "Spam"]);
});

it("names the grievance officer and the answer time the content gives", async () => {
  grievance = { officer: "Dr. Anita Joshi, Medical Superintendent", answerWithin: "7 days" };
  window.history.replaceState(null, "", `/desk/requests/${complaint.reference}`);
  render(<Desk />);
  await waitFor(() =>
    expect(screen.getByText(/Pass it to/).closest("p")).toHaveTextContent(
      "Complaint. Pass it to Dr. Anita Joshi, Medical Superintendent and note here that you did. The hospital answers complaints within 7 days.",
    ),
  );
});

it("offers the booking and the status Booked on an appointment request, and marks a pitch likely spam on its screen", async () => {
  window.history.replaceState(null, "", `/desk/requests/${ravisRequest.reference}`);
  const { unmount } = render(<Desk />);
  await screen.findByRole("heading", { name: "Ravi Sharma" });
  expect(screen.getByRole("button", { name: "Booked…" })).toBeVisible();
  expect(within(screen.getByRole("combobox", { name: "Status" })).getByRole("option", { name: "Booked" })).toBeInTheDocument();
  expect(screen.queryByText(/Pass it to/)).toBeNull();
  unmount();

  window.history.replaceState(null, "", `/desk/requests/${pitch.reference}`);
  render(<Desk />);
  await screen.findByRole("heading", { name: "Rahul Digital" });
  expect(screen.getByText("Likely spam: a web link; sales words: seo, rank, on google.")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Booked…" })).toBeNull();
});
