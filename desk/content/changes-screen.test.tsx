import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Account } from "../api";
import type { Publishing, Release, WaitingChange } from "./content-api";
import { ChangesScreen } from "./changes-screen";
import { doctorsKind, editor, fakeDeskApi, noticesKind, publisher, specialitiesKind } from "./content-fixtures";
import { PUBLISHING_POLL_MS } from "./publishing-progress";
import { jsonAnswer } from "../test-fixtures";

const feeChange: WaitingChange = {
  kind: "doctors",
  key: "vikas-sharma",
  title: "Dr. Vikas Sharma",
  savedBy: editor.email,
  savedAt: "2026-12-01T05:00:00.000Z",
  changes: [
    { path: "/fee/value", before: 500, after: 600 },
    { path: "/opd/value/0/days", before: ["monday", "thursday"], after: ["monday", "saturday"] },
  ],
  needsApproval: true,
  approvedBy: null,
  version: 1,
  outdatedHindi: [],
};
const noticeChange: WaitingChange = {
  kind: "notices",
  key: "opd-closed-1-jan",
  title: "OPD closed on 1 Jan",
  savedBy: editor.email,
  savedAt: "2026-12-01T05:10:00.000Z",
  changes: [{ path: "/text/en", before: undefined, after: "OPD closed on 1 Jan" }],
  needsApproval: false,
  approvedBy: null,
  version: 1,
  outdatedHindi: [],
};
const releases: Release[] = [
  {
    number: 3,
    state: "live",
    reason: "rollback",
    createdBy: publisher.email,
    createdAt: "2026-12-01T05:00:00.000Z",
    liveAt: "2026-12-01T05:00:20.000Z",
    restores: 1,
  },
  {
    number: 2,
    state: "superseded",
    reason: "publish",
    createdBy: publisher.email,
    createdAt: "2026-11-30T05:00:00.000Z",
    liveAt: "2026-11-30T05:00:20.000Z",
  },
  {
    number: 1,
    state: "superseded",
    reason: "seed",
    createdBy: null,
    // Made at 10:29 am, live at 10:30 am (India): the table and the rollback both say when it went live.
    createdAt: "2026-11-01T04:59:30.000Z",
    liveAt: "2026-11-01T05:00:10.000Z",
  },
];

const serve = (drafts: WaitingChange[], more: Parameters<typeof fakeDeskApi>[0] = {}) =>
  fakeDeskApi({
    "GET /content/changes": jsonAnswer({ changes: drafts, problems: [] }),
    "GET /content/releases": jsonAnswer({ releases }),
    "GET /content/kinds": jsonAnswer({ kinds: [doctorsKind, specialitiesKind, noticesKind] }),
    ...more,
  });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = async (account: Account) => {
  render(<ChangesScreen account={account} />);
  return screen.findByRole("list", { name: "Drafts waiting to be published" });
};

/** Each row of a change's diff: the field as its header says it, then the text of before and after. */
const diffRows = (item: HTMLElement) =>
  within(within(item).getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      ...within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ]);

it("shows each change before and after, field by field, named by the form's labels", async () => {
  serve([feeChange]);
  const list = await show(publisher);
  expect(diffRows(within(list).getByRole("listitem"))).toEqual([
    ["Consultation fee", "500", "600"],
    ["OPD days and hours, 1 › Days", "Monday, Thursday", "Monday, Saturday"],
  ]);
  expect(within(list).getByText("Needs a second person's approval before it goes live.")).toBeVisible();
});

it("says each change in the form's words: labels, names, readable values and India time, never keys or JSON", async () => {
  const doctor: WaitingChange = {
    ...feeChange,
    changes: [
      { path: "/department", before: "pediatrics", after: "generalmedicine" },
      // A fact given for the first time: its state and its value are one row.
      { path: "/fee/state", before: "missing", after: "supplied" },
      { path: "/fee/value", before: null, after: 600 },
      {
        path: "/opd/value",
        before: [{ days: ["monday", "thursday"], from: "10:00", to: "13:00" }],
        after: [
          { days: ["monday", "wednesday", "friday"], from: "10:00", to: "14:00" },
          { days: ["saturday"], from: "17:00", to: "19:00" },
        ],
      },
      { path: "/leave", before: [], after: [{ from: "2026-12-03", to: "2026-12-10" }] },
    ],
  };
  const notice: WaitingChange = {
    ...noticeChange,
    // A new notice: the whole document, field by field.
    changes: [
      {
        path: "",
        before: null,
        after: {
          id: "opd-closed-1-jan",
          start: "2026-11-28T15:30:00.000Z",
          end: "2026-11-29T18:29:00.000Z",
          text: { en: "OPD closed on 1 Jan", hi: "1 जनवरी को ओपीडी बंद" },
        },
      },
    ],
  };
  const faq: WaitingChange = {
    ...noticeChange,
    kind: "specialities",
    key: "urology",
    title: "Urology",
    changes: [{ path: "/faqs/2/answer/en", before: "Timings may vary.", after: "Tuesday and Thursday mornings." }],
  };
  serve([doctor, notice, faq]);
  const list = await show(publisher);
  const [doctorItem, noticeItem, faqItem] = within(list).getAllByRole("listitem", { name: /./ });

  expect(diffRows(doctorItem!)).toEqual([
    ["Department", "Pediatrics", "General Medicine"],
    ["Consultation fee", "Missing: pages say to call and confirm", "600"],
    [
      "OPD days and hours",
      "Days: Monday, Thursday; 10:00 to 13:00",
      "1. Days: Monday, Wednesday, Friday; 10:00 to 14:00" + "2. Days: Saturday; 17:00 to 19:00",
    ],
    ["Leave", "(none)", "3 Dec 2026 to 10 Dec 2026"],
  ]);
  const after = within(noticeItem!)
    .getByRole("row", { name: /The whole document/ })
    .querySelector(".after")!;
  expect([...after.querySelectorAll("li")].map((line) => line.textContent)).toEqual([
    "Key: opd-closed-1-jan",
    "Shown from: 28 Nov 2026, 9:00 pm IST",
    "Shown until: 29 Nov 2026, 11:59 pm IST",
    "Notice: OPD closed on 1 Jan / 1 जनवरी को ओपीडी बंद",
  ]);
  expect(diffRows(faqItem!)).toEqual([
    ["Frequently asked questions, 3 › Answer (English)", "Timings may vary.", "Tuesday and Thursday mornings."],
  ]);
  // Nothing of the data's own spelling: no JSON, no pointers, no keys, no UTC.
  for (const table of within(list).getAllByRole("table")) expect(table.textContent).not.toMatch(/[{}"]|\/opd|› value|monday|Z\b|T\d\d:/);
});

it("offers approval to someone else with the publish right, never to the person who made the change", async () => {
  serve([feeChange]);
  await show({ ...publisher, email: editor.email });
  expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
  expect(screen.getByText("Needs a second person's approval: someone else with the publish right must approve it.")).toBeVisible();
});

it("approves, then publishes the chosen changes", async () => {
  const asked = serve([feeChange, noticeChange], {
    "POST /content/documents/doctors/vikas-sharma/approve": jsonAnswer({ approvedBy: publisher.email }),
    "POST /content/publish": jsonAnswer({ release: { ...releases[0], number: 3 } }),
  });
  await show(publisher);
  // Waiting for approval, the fee is not yet among the changes to publish; the notice is.
  expect(screen.getByRole("checkbox", { name: "Publish this change (after approval)" })).not.toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Publish this change" })).toBeChecked();
  await userEvent.click(screen.getByRole("button", { name: "Approve Dr. Vikas Sharma" }));
  expect(await screen.findByText("Dr. Vikas Sharma: approved. It can be published now.")).toBeVisible();

  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  expect(await screen.findByText(/^Published\./)).toBeVisible();
  expect(asked.find((call) => call.path === "/content/publish")?.body).toEqual({
    documents: [{ kind: "notices", key: "opd-closed-1-jan" }],
  });
});

it("shows no approve, publish or rollback control to someone without the publish right", async () => {
  serve([feeChange, noticeChange]);
  await show(editor);
  expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
  expect(screen.queryByRole("button", { name: /^Publish/ })).toBeNull();
  expect(screen.queryByRole("checkbox")).toBeNull();
  expect(await screen.findByRole("region", { name: "Releases, newest first" })).toBeVisible();
  expect(screen.queryByRole("button", { name: /^Roll back/ })).toBeNull();
});

it("says why the server refused to publish, naming each problem", async () => {
  serve([noticeChange], {
    "POST /content/publish": jsonAnswer(
      { problems: [{ kind: "notices", key: "opd-closed-1-jan", path: "/text/hi", message: "Hindi is needed where English has text." }] },
      422,
    ),
  });
  await show(publisher);
  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  const refusal = await screen.findByRole("alert");
  expect(refusal).toHaveTextContent("Not published: the site would have these problems");
  expect(within(refusal).getByRole("link", { name: "Notices › OPD closed on 1 Jan › Notice (Hindi)" })).toBeVisible();
  expect(refusal).toHaveTextContent("Hindi is needed where English has text.");
});

it("shows how far the publish is while it is pending, the step and the pages done of pages to do, and stops asking once it answers", async () => {
  // The desk asks every second (setInterval); the test moves that clock on itself, waiting for no time.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const second = () => act(async () => void vi.advanceTimersByTime(PUBLISHING_POLL_MS));
  const underWay = (step: string, done: number | null = null, total: number | null = null): Publishing => ({
    releaseId: 3,
    step,
    done,
    total,
    startedAt: "2026-12-01T05:30:00.000Z",
  });
  const answers: Publishing[] = [
    { idle: true },
    underWay("Checking the content"),
    underWay("Writing pages", 212, 436),
    underWay("Writing pages", 436, 436),
    underWay("Compressing", 120, 300),
  ];
  let answered = 0;
  let publishAnswers = (_answer: Response) => {};
  const asked = serve([noticeChange], {
    "GET /content/publishing": () => jsonAnswer(answers[Math.min(answered++, answers.length - 1)]),
    "POST /content/publish": () => new Promise<Response>((resolve) => (publishAnswers = resolve)),
  });
  await show(publisher);
  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  expect(screen.getByRole("button", { name: "Publishing…" })).toBeDisabled();

  // Asked at once: nothing under way yet on the server.
  const status = (await screen.findByText("Publishing…", { selector: "p" })).closest("[role=status]")!;
  expect(status).toHaveAttribute("aria-live", "polite");
  await second();
  expect(await within(status as HTMLElement).findByText("Checking the content…")).toBeVisible();
  expect(within(status as HTMLElement).queryByRole("progressbar")).toBeNull();

  await second();
  expect(await within(status as HTMLElement).findByText("Writing pages: 212 of 436")).toBeVisible();
  const bar = within(status as HTMLElement).getByRole("progressbar", { name: "Writing pages" });
  expect(bar).toHaveAttribute("value", "212");
  expect(bar).toHaveAttribute("max", "436");

  await second();
  expect(await within(status as HTMLElement).findByText("Writing pages: 436 of 436")).toBeVisible();
  await second();
  expect(await within(status as HTMLElement).findByText("Compressing: 120 of 300")).toBeVisible();

  const polls = () => asked.filter((call) => call.path === "/content/publishing").length;
  expect(polls()).toBe(5);
  await act(async () => publishAnswers(jsonAnswer({ release: { ...releases[0], number: 3 } })));
  expect(await screen.findByText(/^Published\./)).toBeVisible();
  expect(status).toBeEmptyDOMElement();
  await second();
  await second();
  expect(polls()).toBe(5);
});

it("shows how far a rollback is while it is pending", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  let rollbackAnswers = (_answer: Response) => {};
  serve([], {
    "GET /content/publishing": jsonAnswer({
      releaseId: 3,
      step: "Writing pages",
      done: 30,
      total: 64,
      startedAt: "2026-12-01T05:30:00.000Z",
    } satisfies Publishing),
    "POST /content/releases/1/rollback": () => new Promise<Response>((resolve) => (rollbackAnswers = resolve)),
  });
  vi.stubGlobal(
    "confirm",
    vi.fn(() => true),
  );
  render(<ChangesScreen account={publisher} />);
  await userEvent.click(await screen.findByRole("button", { name: /^Roll back to release 1 / }));
  const progress = await screen.findByText("Writing pages: 30 of 64");
  expect(progress.closest("[role=status]")).not.toBeNull();
  await act(async () => rollbackAnswers(jsonAnswer({ release: { ...releases[1], number: 3, state: "live" } })));
  expect(await screen.findByText("Rolled back: the site shows release 1 again.")).toBeVisible();
  expect(screen.queryByText("Writing pages: 30 of 64")).toBeNull();
});

it("publishes a notice that makes pages slower, and names each slower page with what would make it fast again", async () => {
  const slower = {
    path: "/hi",
    message:
      "The page's first response is 14648 bytes, more than one round trip carries (14600): it paints a round trip later on a phone. A shorter notice or text on this page keeps it fast.",
  };
  serve([noticeChange], {
    "POST /content/publish": jsonAnswer({ release: { number: 3, documents: [] }, warnings: [slower] }),
  });
  await show(publisher);
  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  expect(await screen.findByText(/^Published\./)).toBeVisible();
  const told = screen.getByText(/It is live, but one page is now a little slower on a phone/).closest("[role=status]")!;
  expect(told).toHaveTextContent(`/hi: ${slower.message}`);
  expect(screen.queryByRole("alert")).toBeNull();
});

it("rolls back to an earlier release after a confirmation that names it and the time it went live, as the table does", async () => {
  const asked = serve([], { "POST /content/releases/1/rollback": jsonAnswer({ release: { ...releases[2], number: 4, state: "live" } }) });
  const confirm = vi.fn(() => false);
  vi.stubGlobal("confirm", confirm);
  render(<ChangesScreen account={publisher} />);
  const rollback = await screen.findByRole("button", { name: "Roll back to release 1 (published 1 Nov 2026, 10:30 am IST)" });
  const table = screen.getByRole("region", { name: "Releases, newest first" });
  const row = within(table).getByRole("row", { name: /^1 Earlier/ });
  expect(within(row).getAllByRole("cell")[4]).toHaveTextContent(/^1 Nov 2026, 10:30 am IST$/);
  // A rollback says which release it put live again.
  expect(within(within(table).getByRole("row", { name: /^3 Live/ })).getByText("rollback to release 1")).toBeVisible();
  await userEvent.click(rollback);
  expect(confirm).toHaveBeenCalledExactlyOnceWith(
    "Roll back to release 1 (published 1 Nov 2026, 10:30 am IST)? Every change published since leaves the site.",
  );
  expect(asked.some((call) => call.method === "POST")).toBe(false);
  confirm.mockReturnValue(true);
  await userEvent.click(rollback);
  expect(await screen.findByText("Rolled back: the site shows release 1 again.")).toBeVisible();
  expect(asked.filter((call) => call.method === "POST").map((call) => call.path)).toEqual(["/content/releases/1/rollback"]);
});

it("offers a rollback refused for a second-person fact again as drafts", async () => {
  const asked = serve([], {
    "POST /content/releases/1/rollback": ({ body }) =>
      (body as { asDrafts?: boolean }).asDrafts
        ? jsonAnswer({ drafted: { published: false, drafted: 1 } })
        : jsonAnswer(
            {
              error: "needs_approval",
              message: "Rolling back to release 1 changes facts that need a second person's approval. Nothing was changed.",
              reasons: [{ kind: "doctors", key: "vikas-sharma", message: "Needs a second person's approval." }],
            },
            409,
          ),
  });
  vi.stubGlobal(
    "confirm",
    vi.fn(() => true),
  );
  render(<ChangesScreen account={publisher} />);
  await userEvent.click(await screen.findByRole("button", { name: /^Roll back to release 1 \(published / }));
  expect(await screen.findByText(/changes facts that need a second person's approval/)).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Roll back to release 1 as drafts" }));
  expect(await screen.findByText(/Release 1's content is waiting below as drafts/)).toBeVisible();
  expect(asked.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{}, { asDrafts: true }]);
});

it("says which Hindi is older than its English, keeps the change from publishing, and lets an editor say the Hindi is still right", async () => {
  const faq: WaitingChange = {
    kind: "specialities",
    key: "urology",
    title: "Urology",
    savedBy: editor.email,
    savedAt: "2026-12-01T05:20:00.000Z",
    changes: [{ path: "/faqs/1/answer/en", before: "Timings may vary.", after: "Tuesday and Thursday mornings." }],
    needsApproval: false,
    approvedBy: null,
    version: 3,
    outdatedHindi: ["/faqs/1/answer/hi"],
  };
  const asked = serve([faq], {
    "POST /content/documents/specialities/urology/hindi-still-right": jsonAnswer({ confirmed: ["/faqs/1/answer/hi"] }),
  });
  render(<ChangesScreen account={publisher} />);
  const item = await screen.findByRole("listitem", { name: "Urology" });
  expect(item).toHaveTextContent(
    /Hindi out of date: the English of Frequently asked questions, 2 › Answer changed since its Hindi was written/,
  );
  const choose = within(item).getByRole("checkbox", { name: /Publish this change \(after its Hindi\)/ });
  expect(choose).toBeDisabled();
  expect(choose).not.toBeChecked();
  await userEvent.click(within(item).getByRole("button", { name: "The Hindi of Urology is still right" }));
  expect(await screen.findByText("Urology: its Hindi is marked as still right.")).toBeVisible();
  expect(asked.find((call) => call.method === "POST")).toEqual({
    method: "POST",
    path: "/content/documents/specialities/urology/hindi-still-right",
    body: { draftVersion: 3, paths: ["/faqs/1/answer/hi"] },
  });
});

it("leaves unchosen a change from an import that would undo what is live, says so, and publishes it only after asking", async () => {
  const undoing: WaitingChange = {
    ...noticeChange,
    removed: true,
    changes: [],
    reverts: "Live on the site now and not in the file: this takes OPD closed on 1 Jan off the site.",
  };
  const asked = serve([undoing], { "POST /content/publish": jsonAnswer({ release: releases[0] }) });
  const list = await show(publisher);
  expect(within(list).getByText(/Undoes what is live: Live on the site now and not in the file/)).toBeVisible();
  const choice = within(list).getByRole("checkbox", { name: /Publish this change/ });
  expect(choice).not.toBeChecked();
  await userEvent.click(choice);

  const confirm = vi.fn(() => false);
  vi.stubGlobal("confirm", confirm);
  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  expect(confirm).toHaveBeenCalledWith(expect.stringContaining("OPD closed on 1 Jan: Live on the site now and not in the file"));
  expect(asked.filter((call) => call.method === "POST")).toEqual([]);

  confirm.mockReturnValue(true);
  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  await screen.findByText(/^Published\./);
  expect(asked.filter((call) => call.method === "POST")).toEqual([
    {
      method: "POST",
      path: "/content/publish",
      body: { documents: [{ kind: "notices", key: "opd-closed-1-jan" }], confirmReverting: true },
    },
  ]);
});

it("publishes the other changes of a draft whose second-person fact waits for approval, when chosen, and says what still waits", async () => {
  const phones: WaitingChange = {
    kind: "hospital",
    key: "main",
    title: "Hospital identity and phones",
    savedBy: publisher.email,
    savedAt: "2026-12-01T05:00:00.000Z",
    changes: [
      { path: "/phones/main/value/e164", before: "+911414055100", after: "+911414055111" },
      { path: "/phones/emergency/value/e164", before: "+911414055108", after: "+911414055199" },
    ],
    needsApproval: true,
    approvedBy: null,
    version: 1,
    outdatedHindi: [],
    publishableAlone: true,
  };
  const asked = serve([phones], { "POST /content/publish": jsonAnswer({ release: releases[0] }) });
  const list = await show(publisher);
  const choice = within(list).getByRole("checkbox", { name: "Publish its other changes now; what needs approval waits for it" });
  expect(choice).toBeEnabled();
  expect(choice).not.toBeChecked();
  await userEvent.click(choice);
  await userEvent.click(screen.getByRole("button", { name: "Publish the chosen change" }));
  expect(await screen.findByText(/What needs a second person's approval waits below for it\./)).toBeVisible();
  expect(asked.filter((call) => call.method === "POST")).toEqual([
    { method: "POST", path: "/content/publish", body: { documents: [{ kind: "hospital", key: "main", alone: true }] } },
  ]);
});
