import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Checklist } from "./content-api";
import { ChecklistScreen } from "./checklist-screen";
import { doctorsKind, fakeDeskApi } from "./content-fixtures";
import { jsonAnswer } from "../test-fixtures";

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const checklist: Checklist = {
  total: 2,
  missing: 1,
  working: 1,
  items: [
    {
      kind: "doctors",
      key: "vikas-sharma",
      path: "/opd",
      state: "working",
      about: "Dr. Vikas Sharma",
      value: [{ days: ["monday", "thursday"], from: "10:00", to: "13:00" }],
    },
    { kind: "doctors", key: "vikas-sharma", path: "/fee", state: "missing", about: "Dr. Vikas Sharma" },
  ],
};

it("names each fact still to supply by the form's labels, with the working value the site shows, in words", async () => {
  fakeDeskApi({ "GET /content/checklist": jsonAnswer(checklist), "GET /content/kinds": jsonAnswer({ kinds: [doctorsKind] }) });
  render(<ChecklistScreen />);
  const list = await screen.findByRole("list", { name: "Facts still to supply" });
  const [opd, fee] = within(list).getAllByRole("listitem");

  expect(within(opd!).getByRole("link")).toHaveTextContent(/^Dr\. Vikas Sharma: OPD days and hours$/);
  expect(within(opd!).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/\/content\/doctors\/vikas-sharma\?field=%2Fopd$/));
  expect(opd).toHaveTextContent("Working value to confirm");
  expect(opd).toHaveTextContent("On the site now: Days: Monday, Thursday; 10:00 to 13:00");
  expect(within(fee!).getByRole("link")).toHaveTextContent(/^Dr\. Vikas Sharma: Consultation fee$/);
  expect(fee).toHaveTextContent("Missing");
  expect(fee).not.toHaveTextContent("On the site now");
  expect(list.textContent).not.toMatch(/[{}"]|›|monday/);
});
