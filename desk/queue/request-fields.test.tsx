/**
 * The request screen shows every field the patient sent under the words the desk's e-mail uses
 * (schemas/submission-fields.ts), in the form's order, and never the appointment's constant code.
 */
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fieldsOf } from "#schemas/submission-fields";
import type { RequestDetail } from "../api";
import { Desk } from "../desk";
import { jsonAnswer, ravisRequest } from "../test-fixtures";

const fields = {
  // Stored in the order the schema checks them, not the order staff read them.
  code: "pdpl",
  query: "Pain in the left knee after a fall last week.",
  name: "Ravi Sharma",
  email: "ravi.sharma@example.in",
  phoneNumber: "9829012345",
  speciality: "Cardiac Care",
  preferredDate: "2026-12-01",
  // A field no form sends today, from an older request.
  subject: "Knee",
};
const request: RequestDetail = { ...ravisRequest, fields, emails: [], history: [] };

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = new URL(url, "http://desk.test").pathname.replace("/api/desk", "");
      if (path === "/session") return jsonAnswer({ account: { email: "meena@aarogya.test", role: "desk" }, csrfToken: "token" });
      return jsonAnswer(request);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("lists the patient's fields under the registry's words, in the form's order, the code left out", async () => {
  window.history.replaceState(null, "", `/desk/requests/${request.reference}`);
  render(<Desk />);
  await screen.findByRole("heading", { name: "Ravi Sharma" });
  const about = within(screen.getByRole("region", { name: "The request" }));
  const terms = about.getAllByRole("term").map((term) => term.textContent);

  const expected = fieldsOf("appointment")
    .filter((field) => field.shown !== "hidden" && Object.hasOwn(fields, field.name))
    .map((field) => field.label);
  const shown = terms.filter((term) => expected.includes(term ?? ""));
  expect(shown).toEqual(expected);
  expect(terms.at(-1)).toBe("subject");
  expect(about.queryByText("pdpl")).toBeNull();
  expect(about.getByRole("link", { name: "9829012345" })).toHaveAttribute("href", expect.stringMatching(/^tel:/));
  expect(about.getByRole("link", { name: "ravi.sharma@example.in" })).toHaveAttribute("href", "mailto:ravi.sharma@example.in");
});
