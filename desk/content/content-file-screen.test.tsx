import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { ImportPlan } from "./content-api";
import { ContentFileScreen } from "./content-file-screen";
import { doctorsKind, editor, fakeDeskApi, publisher } from "./content-fixtures";
import { jsonAnswer } from "../test-fixtures";

const file = { format: "hospital-site-content", formatVersion: 1, release: 4, exportedAt: "2026-11-28T03:21:00.000Z", content: {} };
const plan: ImportPlan = {
  fileRelease: 4,
  exportedAt: file.exportedAt,
  liveRelease: 6,
  items: [
    { kind: "doctors", key: "kavita-verma", title: "Dr. Kavita Verma", action: "change", reverts: null, changes: [] },
    {
      kind: "notices",
      key: "opd-closed-2",
      title: "OPD closed on 2 December 2026",
      action: "remove",
      reverts: "Live on the site now and not in the file: this takes OPD closed on 2 December 2026 off the site.",
      changes: [],
    },
  ],
};

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const checkTheFile = async () => {
  await userEvent.upload(
    screen.getByLabelText("JSON file"),
    new File([JSON.stringify(file)], "site-content-2026-11-28.json", { type: "application/json" }),
  );
  await userEvent.click(screen.getByRole("button", { name: "Check the file" }));
};
const planTable = () => screen.findByRole("region", { name: "What the import changes" });

it("checks a file first: names its release against the live one and lists what it adds, changes and removes, changing nothing", async () => {
  const asked = fakeDeskApi({ "POST /content/import/check": jsonAnswer(plan) });
  render(<ContentFileScreen account={publisher} />);
  await checkTheFile();
  const table = await planTable();
  expect(screen.getByText(/The file is release 4's content, exported 28 Nov 2026, 8:51 am IST; the site is at release 6\./)).toBeVisible();
  expect(
    within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual([
    "Dr. Kavita VermaChangedNo",
    "OPD closed on 2 December 2026RemovedLive on the site now and not in the file: this takes OPD closed on 2 December 2026 off the site.",
  ]);
  expect(asked.filter((call) => call.method === "POST")).toEqual([
    { method: "POST", path: "/content/import/check", body: { content: file } },
  ]);
});

it("imports as drafts, and publishes at once what undoes live content only once that is confirmed on its own", async () => {
  const asked = fakeDeskApi({
    "POST /content/import/check": jsonAnswer(plan),
    "POST /content/import": jsonAnswer({ release: { number: 7 } }),
  });
  render(<ContentFileScreen account={publisher} />);
  await checkTheFile();
  await planTable();
  const publishNow = screen.getByRole("button", { name: "Import and publish now" });
  expect(publishNow).toBeDisabled();
  await userEvent.click(screen.getByRole("checkbox", { name: /I mean to publish it now, undoing what is live/ }));
  await userEvent.click(publishNow);
  expect(await screen.findByText("site-content-2026-11-28.json is imported and published.")).toBeVisible();
  expect(asked.filter((call) => call.method === "POST").at(-1)).toEqual({
    method: "POST",
    path: "/content/import",
    body: { content: file, publish: true, confirmReverting: true },
  });

  await checkTheFile();
  await planTable();
  await userEvent.click(screen.getByRole("button", { name: "Import as drafts" }));
  expect(await screen.findByText(/is imported as drafts\. .*what would undo live content is not chosen until you choose it/)).toBeVisible();
  expect(asked.filter((call) => call.method === "POST").at(-1)).toMatchObject({
    body: { content: file, publish: false, confirmReverting: false },
  });
});

it("offers no import to an editor without the right to publish, which the server would refuse", () => {
  fakeDeskApi({});
  render(<ContentFileScreen account={editor} />);
  expect(screen.getByRole("link", { name: "Download the published content" })).toBeVisible();
  expect(screen.queryByLabelText("JSON file")).toBeNull();
});

it("names each problem of a refused file by the kind's title and the form's label, not a path", async () => {
  fakeDeskApi({
    "GET /content/kinds": jsonAnswer({ kinds: [doctorsKind] }),
    "POST /content/import/check": jsonAnswer(
      {
        error: "invalid",
        message: "The content has problems; nothing was changed.",
        problems: [{ kind: "doctors", key: "vikas-sharma", path: "/fee", message: "Consultation fee is missing: fill it in." }],
      },
      422,
    ),
  });
  render(<ContentFileScreen account={publisher} />);
  await checkTheFile();
  const refusal = await screen.findByRole("alert");
  expect(within(refusal).getByRole("heading")).toHaveTextContent("Not imported: 1 problem in the file");
  expect(within(refusal).getByRole("listitem")).toHaveTextContent(
    "Doctors › vikas-sharma › Consultation fee: Consultation fee is missing: fill it in.",
  );
});
