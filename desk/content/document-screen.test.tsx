import { createHash } from "node:crypto";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DocumentEntry, Draft } from "./content-api";
import {
  certificateKind,
  documentsOf,
  doctorsKind,
  editor,
  fakeDeskApi,
  publisher,
  specialitiesKind,
  urology,
  videosKind,
  vikas,
  vikasEntry,
} from "./content-fixtures";
import { DocumentScreen } from "./document-screen";
import { useDeskLocation } from "../router";
import { jsonAnswer } from "../test-fixtures";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const savedDraft = (value: unknown, translationSources: Record<string, string> = {}): Draft => ({
  value,
  version: 1,
  baseVersion: 4,
  savedBy: editor.email,
  savedAt: "2026-12-01T05:00:00.000Z",
  translationSources,
  removed: false,
});

beforeEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/desk/content/doctors/vikas-sharma");
});
afterEach(() => vi.unstubAllGlobals());

const kinds = () => jsonAnswer({ kinds: [doctorsKind] });
const openVikas = async (account = editor) => {
  render(<DocumentScreen kindId="doctors" documentKey="vikas-sharma" account={account} />);
  await screen.findByRole("heading", { name: "Dr. Vikas Sharma", level: 1 });
};

describe("a document's form, built from its kind's JSON Schema", () => {
  it("has a control for every field: facts, days, times, dates, choices, lists and words in both languages", async () => {
    fakeDeskApi({ "GET /content/kinds": kinds(), "GET /content/documents": documentsOf(vikasEntry()) });
    await openVikas();

    expect(screen.getByLabelText("Department")).toHaveValue("pediatrics");
    expect(screen.getByLabelText("Listed on Find Doctor")).toBeChecked();
    expect(screen.getByLabelText("Name (English)")).toHaveValue("Dr. Vikas Sharma");
    expect(screen.getByLabelText("Name (Hindi)")).toHaveValue("डॉ. विकास शर्मा");
    expect(screen.getByLabelText("Name (Hindi)")).toHaveAttribute("lang", "hi");
    expect(screen.getByLabelText("About the doctor (English)")).toHaveAccessibleDescription(/One sentence on what the doctor treats/);

    const fee = screen.getByRole("group", { name: "Consultation fee" });
    expect(within(fee).getByRole("radio", { name: "Missing: pages say to call and confirm" })).toBeChecked();
    expect(within(fee).queryByRole("spinbutton")).toBeNull();

    const opd = screen.getByRole("group", { name: "OPD days and hours" });
    expect(within(opd).getByRole("radio", { name: "Supplied by the hospital" })).toBeChecked();
    expect(within(opd).getByRole("checkbox", { name: "Monday" })).toBeChecked();
    expect(within(opd).getByRole("checkbox", { name: "Tuesday" })).not.toBeChecked();
    expect(within(opd).getByLabelText("From")).toHaveAttribute("type", "time");
    expect(within(opd).getByLabelText("From")).toHaveValue("10:00");

    const leave = screen.getByRole("group", { name: "Leave" });
    expect(within(leave).getByText("None yet.")).toBeVisible();
    await userEvent.click(within(leave).getByRole("button", { name: "Add to leave" }));
    expect(within(leave).getByLabelText("First day")).toHaveAttribute("type", "date");
    await userEvent.click(within(leave).getByRole("button", { name: "Remove Leave, 1" }));
    expect(within(leave).queryByLabelText("First day")).toBeNull();
  });

  it("saves the fee, the OPD days and a leave as a draft against the live version", async () => {
    const asked = fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(vikasEntry()),
      "PUT /content/documents/doctors/vikas-sharma/draft": ({ body }) =>
        jsonAnswer({ draft: savedDraft((body as { value: unknown }).value) }),
    });
    await openVikas();
    const fee = screen.getByRole("group", { name: "Consultation fee" });
    await userEvent.click(within(fee).getByRole("radio", { name: "Supplied by the hospital" }));
    await userEvent.type(within(fee).getByRole("spinbutton", { name: "Consultation fee" }), "600");
    const opd = screen.getByRole("group", { name: "OPD days and hours" });
    await userEvent.click(within(opd).getByRole("checkbox", { name: "Thursday" }));
    await userEvent.click(within(opd).getByRole("checkbox", { name: "Saturday" }));
    const leave = screen.getByRole("group", { name: "Leave" });
    await userEvent.click(within(leave).getByRole("button", { name: "Add to leave" }));
    await userEvent.type(within(leave).getByLabelText("First day"), "2026-12-03");
    await userEvent.type(within(leave).getByLabelText("Last day"), "2026-12-10");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

    expect(await screen.findByText(/Draft saved at .*It is not public until it is published\./)).toBeVisible();
    const put = asked.find((call) => call.method === "PUT")!;
    expect(put.body).toMatchObject({
      baseVersion: 4,
      draftVersion: null,
      value: {
        ...vikas,
        fee: { state: "supplied", value: 600 },
        opd: { state: "supplied", value: [{ days: ["monday", "saturday"], from: "10:00", to: "13:00" }] },
        leave: [{ from: "2026-12-03", to: "2026-12-10" }],
      },
    });
  });

  it("says a new item's draft is saved after moving to the item's own address, which opens its screen afresh", async () => {
    window.history.replaceState(null, "", "/desk/content/doctors/new");
    let saved: DocumentEntry | null = null;
    fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": () => (saved ? documentsOf(saved) : documentsOf()),
      "PUT /content/documents/doctors/asha-meena/draft": ({ body }) => {
        const draft = savedDraft((body as { value: unknown }).value);
        saved = vikasEntry({ key: "asha-meena", title: "Dr. Asha Meena", live: null, draft });
        return jsonAnswer({ draft });
      },
    });
    // As desk.tsx shows a document: a screen of its own for each address.
    function AtItsAddress() {
      const key = useDeskLocation().path.split("/")[3];
      return <DocumentScreen key={key} kindId="doctors" documentKey={key === "new" ? null : key!} account={editor} />;
    }
    render(<AtItsAddress />);
    await screen.findByRole("heading", { name: "New item: Doctors", level: 1 });
    await userEvent.type(screen.getByLabelText("Address of the doctor's page"), "asha-meena");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

    await screen.findByRole("heading", { name: "Dr. Asha Meena", level: 1 });
    expect(window.location.pathname).toBe("/desk/content/doctors/asha-meena");
    expect(await screen.findByText(/Draft saved at .*It is not public until it is published\./)).toBeVisible();
  });

  it("marks the fields that need a second person's approval", async () => {
    fakeDeskApi({ "GET /content/kinds": kinds(), "GET /content/documents": documentsOf(vikasEntry()) });
    await openVikas();
    expect(screen.getByRole("group", { name: "Consultation fee" })).toHaveAccessibleDescription(
      /Needs a second person's approval before it goes live\./,
    );
    expect(screen.getByRole("group", { name: "OPD days and hours" })).not.toHaveAccessibleDescription(/second person/);
  });

  it("shows no save button to someone without the edit right, and the form cannot be changed", async () => {
    fakeDeskApi({ "GET /content/kinds": kinds(), "GET /content/documents": documentsOf(vikasEntry()) });
    await openVikas({ email: "ravi@aarogya.test", role: "desk", rights: ["content_publish"] });
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
    expect(screen.getByLabelText("Name (English)")).toBeDisabled();
  });
});

describe("English and Hindi side by side", () => {
  const hindiStateOf = (label: string) => {
    const description = screen.getByLabelText(label).getAttribute("aria-describedby") ?? "";
    return description
      .split(" ")
      .map((id) => document.getElementById(id))
      .find((element) => element?.classList.contains("hindi-state"))?.textContent;
  };

  it("says per field whether the Hindi is missing, out of date or done, and updates as the person types", async () => {
    const english = "Treats children from birth to 18.";
    const withHindi = { ...vikas, about: { en: english, hi: "जन्म से 18 वर्ष तक के बच्चों का इलाज।" } };
    // The name's Hindi was written from an earlier English; the about's from the English it stands beside.
    const draft = savedDraft(withHindi, { "/name/hi": sha256("Dr Vikas Sharma"), "/about/hi": sha256(english) });
    const asked = fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(vikasEntry({ draft })),
      "PUT /content/documents/doctors/vikas-sharma/draft": ({ body }) =>
        jsonAnswer({ draft: { ...draft, version: 2, value: (body as Draft).value } }),
    });
    await openVikas();
    expect(hindiStateOf("Name (Hindi)")).toBe("Hindi out of date: the English changed since");
    expect(hindiStateOf("About the doctor (Hindi)")).toBe("Hindi done");
    expect(screen.getByLabelText("Hindi fields")).toHaveTextContent("Hindi: 0 missing, 1 out of date, 1 done.");

    await userEvent.type(screen.getByLabelText("About the doctor (English)"), " Vaccinations too.");
    expect(hindiStateOf("About the doctor (Hindi)")).toBe("Hindi out of date: the English changed since");
    await userEvent.clear(screen.getByLabelText("About the doctor (Hindi)"));
    expect(hindiStateOf("About the doctor (Hindi)")).toBe("Hindi missing");
    await userEvent.type(screen.getByLabelText("About the doctor (Hindi)"), "बच्चों का इलाज और टीके।");
    expect(hindiStateOf("About the doctor (Hindi)")).toBe("Hindi done");

    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/Draft saved at/);
    const put = asked.find((call) => call.method === "PUT")!.body as { translationSources: Record<string, string>; draftVersion: number };
    expect(put.draftVersion).toBe(1);
    expect(put.translationSources).toEqual({
      "/name/hi": sha256("Dr Vikas Sharma"),
      "/about/hi": sha256(`${english} Vaccinations too.`),
    });
  });

  it("counts a Hindi field left empty as missing", async () => {
    fakeDeskApi({ "GET /content/kinds": kinds(), "GET /content/documents": documentsOf(vikasEntry()) });
    await openVikas();
    expect(hindiStateOf("About the doctor (Hindi)")).toBe("Hindi missing");
    // The repository's Hindi, written before the editor kept sources, counts as done.
    expect(hindiStateOf("Name (Hindi)")).toBe("Hindi done");
  });
});

describe("a save the server refuses", () => {
  it("shows each problem beside its field and in a summary at the top whose links go to the fields", async () => {
    fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(vikasEntry()),
      "PUT /content/documents/doctors/vikas-sharma/draft": jsonAnswer(
        {
          problems: [
            { path: "/opd/value/0/to", message: "must end after it starts" },
            { path: "/about/hi", message: "Hindi is needed where English has text." },
          ],
        },
        422,
      ),
    });
    await openVikas();
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("2 things to fix before this draft can be saved");
    expect(summary).toHaveFocus();
    const to = screen.getByLabelText("To");
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription(/must end after it starts/);
    expect(screen.getByLabelText("About the doctor (Hindi)")).toHaveAccessibleDescription(/Hindi is needed where English has text\./);

    // Each problem is named by the form's labels, not by where it sits in the data.
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "OPD days and hours, 1 › To: must end after it starts",
      "About the doctor (Hindi): Hindi is needed where English has text.",
    ]);
    await userEvent.click(within(summary).getByRole("link", { name: /must end after it starts/ }));
    expect(to).toHaveFocus();
  });

  it("shows who saved first and each changed field, theirs and yours, and keeps what the person typed", async () => {
    fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(vikasEntry()),
      "PUT /content/documents/doctors/vikas-sharma/draft": jsonAnswer(
        {
          error: "conflict",
          message: "Someone else saved this document first.",
          savedBy: "asha@aarogya.test",
          savedAt: "2026-12-01T06:30:00.000Z",
          changes: [{ path: "/fee/value", yours: 600, theirs: 500 }],
        },
        409,
      ),
    });
    await openVikas();
    const fee = screen.getByRole("group", { name: "Consultation fee" });
    await userEvent.click(within(fee).getByRole("radio", { name: "Supplied by the hospital" }));
    expect(within(fee).getByRole("spinbutton")).toHaveValue(null);
    await userEvent.type(within(fee).getByRole("spinbutton"), "600");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("Not saved: asha@aarogya.test changed this document first");
    expect(conflict).toHaveTextContent(/saved it at 1 Dec 2026, 12:00 pm IST/i);
    const row = within(conflict).getByRole("row", { name: /^Consultation fee / });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["600", "500"]);
    expect(within(fee).getByRole("spinbutton")).toHaveValue(600);
    expect(screen.queryByText(/Draft saved/)).toBeNull();
  });

  it("asks for alt text in both languages before saving a photo", async () => {
    const asked = fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(
        vikasEntry({
          live: {
            value: {
              ...vikas,
              portrait: { picture: { src: "/media/abc-640.webp", width: 640, height: 800 }, alt: { en: "Dr Vikas smiling", hi: "" } },
            },
            version: 4,
          },
        }),
      ),
    });
    await openVikas();
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Write what the picture shows, in Hindi.");
    expect(asked.some((call) => call.method === "PUT")).toBe(false);
  });
});

it("lists the departments by their names, not their keys", async () => {
  fakeDeskApi({ "GET /content/kinds": kinds(), "GET /content/documents": documentsOf(vikasEntry()) });
  await openVikas();
  const department = screen.getByRole("combobox", { name: "Department" });
  expect(
    within(department)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Orthopaedics", "Pediatrics", "General Medicine"]);
});

describe("a picture field", () => {
  const withPhoto = () =>
    vikasEntry({
      live: {
        value: {
          ...vikas,
          portrait: { picture: { src: "/media/abc-640.webp", width: 640, height: 800 }, alt: { en: "Dr Vikas", hi: "डॉ. विकास" } },
        },
        version: 4,
      },
    });

  it("uploads one picture and shows the server's refusal of a file it cannot read", async () => {
    const asked = fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(withPhoto()),
      "POST /media": jsonAnswer(
        { error: "unreadable", message: "This is an iPhone HEIC photo, which the desk cannot read. Save it as JPEG and try again." },
        422,
      ),
    });
    await openVikas(publisher);
    const upload = screen.getByLabelText(/Upload a picture/);
    expect(upload).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    await userEvent.upload(upload, new File(["heic bytes"], "IMG_0001.heic", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This is an iPhone HEIC photo, which the desk cannot read. Save it as JPEG and try again.",
    );
    const post = asked.find((call) => call.method === "POST")!;
    expect(post.body).toBeInstanceOf(FormData);
    expect((post.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("puts an uploaded picture in the document", async () => {
    const asked = fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(withPhoto()),
      "POST /media": jsonAnswer(
        {
          picture: {
            src: "/media/0123456789ab-1280.jpeg",
            width: 1280,
            height: 1600,
            variants: [{ width: 640, webp: "/media/0123456789ab-640.webp", jpeg: "/media/0123456789ab-640.jpeg" }],
          },
        },
        201,
      ),
      "PUT /content/documents/doctors/vikas-sharma/draft": ({ body }) => jsonAnswer({ draft: savedDraft((body as Draft).value) }),
    });
    await openVikas();
    await userEvent.upload(screen.getByLabelText(/Upload a picture/), new File(["jpeg"], "vikas.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("vikas.jpg is uploaded. Save the draft to keep it.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/Draft saved at/);
    const put = asked.find((call) => call.method === "PUT")!.body as { value: { portrait: { picture: { src: string } } } };
    expect(put.value.portrait.picture.src).toBe("/media/0123456789ab-1280.jpeg");
  });

  it("asks for the words of a doctor's photo beside its upload, in both languages, and saves them with it", async () => {
    const asked = fakeDeskApi({
      "GET /content/kinds": kinds(),
      "GET /content/documents": documentsOf(vikasEntry({ live: { value: { ...vikas, photo: { state: "missing" } }, version: 4 } })),
      "POST /media": jsonAnswer({ picture: { src: "/media/0123456789ab-640.jpeg", width: 640, height: 800 } }, 201),
      "PUT /content/documents/doctors/vikas-sharma/draft": ({ body }) => jsonAnswer({ draft: savedDraft((body as Draft).value) }),
    });
    await openVikas();
    const photo = screen.getByRole("group", { name: "Photo" });
    await userEvent.click(within(photo).getByRole("radio", { name: "Supplied by the hospital" }));
    await userEvent.upload(within(photo).getByLabelText(/Upload a picture/), new File(["jpeg"], "vikas.jpg", { type: "image/jpeg" }));
    expect(await within(photo).findByText("vikas.jpg is uploaded. Save the draft to keep it.")).toBeVisible();

    // Saved without its words: refused, saying what to write, and nothing is sent.
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Write what the picture shows, in English.");
    expect(refusal).toHaveTextContent("Write what the picture shows, in Hindi.");
    expect(asked.some((call) => call.method === "PUT")).toBe(false);

    const words = within(photo).getByRole("group", { name: "What the picture shows (alt text)" });
    const [english, hindi] = within(words).getAllByRole("textbox");
    await userEvent.type(english!, "Dr. Vikas Sharma in the children's OPD");
    await userEvent.type(hindi!, "बच्चों की ओपीडी में डॉ. विकास शर्मा");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/Draft saved at/);
    const put = asked.find((call) => call.method === "PUT")!.body as { value: { photo: unknown } };
    expect(put.value.photo).toEqual({
      state: "supplied",
      value: {
        src: "/media/0123456789ab-640.jpeg",
        width: 640,
        height: 800,
        alt: { en: "Dr. Vikas Sharma in the children's OPD", hi: "बच्चों की ओपीडी में डॉ. विकास शर्मा" },
      },
    });
  });
});

describe("the NABH certificate", () => {
  it("takes the hospital's own PDF as an upload in its field, and saves it supplied", async () => {
    window.history.replaceState(null, "", "/desk/content/certificate/main");
    const asked = fakeDeskApi({
      "GET /content/kinds": jsonAnswer({ kinds: [certificateKind] }),
      "GET /content/documents": documentsOf({
        kind: "certificate",
        key: "main",
        title: "NABH certificate",
        live: { value: { pdf: { state: "missing" }, image: { state: "missing" } }, version: 2 },
        draft: null,
        needsApproval: false,
        approvedBy: null,
      }),
      "POST /media": jsonAnswer({ document: { src: "/media/0123456789ab.pdf", bytes: 48_213 } }, 201),
      "PUT /content/documents/certificate/main/draft": ({ body }) => jsonAnswer({ draft: savedDraft((body as Draft).value) }),
    });
    render(<DocumentScreen kindId="certificate" documentKey="main" account={editor} />);
    await screen.findByRole("heading", { name: "NABH certificate", level: 1 });

    const pdf = screen.getByRole("group", { name: "NABH certificate (PDF)" });
    await userEvent.click(within(pdf).getByRole("radio", { name: "Supplied by the hospital" }));
    const upload = within(pdf).getByLabelText(/Upload a PDF/);
    expect(upload).toHaveAttribute("accept", "application/pdf");
    await userEvent.upload(upload, new File(["%PDF-1.7"], "NABH certificate.pdf", { type: "application/pdf" }));
    expect(await within(pdf).findByText("NABH certificate.pdf is uploaded. Save the draft to keep it.")).toBeVisible();
    expect(within(pdf).getByRole("link", { name: "Open the PDF now in use" })).toHaveAttribute("href", "/media/0123456789ab.pdf");

    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/Draft saved at/);
    const put = asked.find((call) => call.method === "PUT")!.body as { value: unknown };
    expect(put.value).toEqual({ pdf: { state: "supplied", value: "/media/0123456789ab.pdf" }, image: { state: "missing" } });
  });
});

describe("the doctor videos", () => {
  it("take a video's link as a web address, its title in both languages and its doctor, in five places that stay five", async () => {
    window.history.replaceState(null, "", "/desk/content/videos/main");
    const missing = { state: "missing" };
    const asked = fakeDeskApi({
      "GET /content/kinds": jsonAnswer({ kinds: [videosKind] }),
      "GET /content/documents": documentsOf({
        kind: "videos",
        key: "main",
        title: "Doctor videos on Find Doctor",
        live: { value: { videos: [missing, missing, missing, missing, missing] }, version: 2 },
        draft: null,
        needsApproval: false,
        approvedBy: null,
      }),
      "PUT /content/documents/videos/main/draft": ({ body }) => jsonAnswer({ draft: savedDraft((body as Draft).value) }),
    });
    render(<DocumentScreen kindId="videos" documentKey="main" account={editor} />);
    await screen.findByRole("heading", { name: "Doctor videos on Find Doctor", level: 1 });

    // Five places, which stay five: a place is marked missing, not removed.
    expect(screen.queryByRole("button", { name: /^Remove Videos/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Add to videos/ })).toBeNull();
    const second = screen.getByRole("group", { name: "Videos, 2" });
    expect(within(second).getByRole("radio", { name: /^Missing/ })).toBeChecked();
    await userEvent.click(within(second).getByRole("radio", { name: "Supplied by the hospital" }));
    const link = within(second).getByRole("textbox", { name: /Link to the video/ });
    expect(link).toHaveAttribute("type", "url");
    await userEvent.type(link, "https://www.facebook.com/sanganer.care/videos/1234567890");
    await userEvent.type(within(second).getByRole("textbox", { name: /Title \(English\)/ }), "Knee care");
    await userEvent.type(within(second).getByRole("textbox", { name: /Title \(Hindi\)/ }), "घुटनों की देखभाल");
    await userEvent.type(within(second).getByRole("textbox", { name: /Doctor/ }), "rajendra-singh-shekhawat");

    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/Draft saved at/);
    const put = asked.find((call) => call.method === "PUT")!.body as { value: unknown };
    const video = {
      link: "https://www.facebook.com/sanganer.care/videos/1234567890",
      title: { en: "Knee care", hi: "घुटनों की देखभाल" },
      doctor: "rajendra-singh-shekhawat",
    };
    expect(put.value).toEqual({ videos: [missing, { state: "supplied", value: video }, missing, missing, missing] });
  });
});

describe("long texts", () => {
  it("writes an FAQ's answer in a box of several lines that grows with it", async () => {
    fakeDeskApi({
      "GET /content/kinds": jsonAnswer({ kinds: [specialitiesKind] }),
      "GET /content/documents": documentsOf({
        kind: "specialities",
        key: "urology",
        title: "Urology",
        live: { value: urology, version: 2 },
        draft: null,
        needsApproval: false,
        approvedBy: null,
      }),
    });
    render(<DocumentScreen kindId="specialities" documentKey="urology" account={editor} />);
    await screen.findByRole("heading", { name: "Urology", level: 1 });

    const faqs = screen.getByRole("group", { name: "Frequently asked questions" });
    const [short, long] = within(faqs)
      .getAllByRole("group", { name: /^Frequently asked questions, \d$/ })
      .map((faq) => within(faq).getByLabelText("Answer (English)"));
    for (const answer of [short!, long!]) {
      expect(answer).toBeInstanceOf(HTMLTextAreaElement);
      expect(answer).toHaveClass("grows");
    }
    expect(within(faqs).getAllByLabelText("Answer (Hindi)")[0]).toBeInstanceOf(HTMLTextAreaElement);
    expect(long).toHaveValue(urology.faqs[1]!.answer.en);
    // Sized to its text: the long answer has more rows than the short one, and a box grows as it is written in.
    const rows = (answer: HTMLElement) => Number(answer.getAttribute("rows"));
    expect(rows(short!)).toBe(3);
    expect(rows(long!)).toBeGreaterThan(3);
    await userEvent.click(short!);
    await userEvent.paste(
      " Not for a first visit; the OPD's reception books the urologist directly, on the same day where there is room.".repeat(2),
    );
    expect(rows(short!)).toBeGreaterThan(3);
  });

  it("keeps a short text in a one-line input: the schema decides (a doctor's name is at most 80 characters)", async () => {
    fakeDeskApi({ "GET /content/kinds": kinds(), "GET /content/documents": documentsOf(vikasEntry()) });
    await openVikas();
    expect(screen.getByLabelText("Name (English)")).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByLabelText("Name (Hindi)")).toBeInstanceOf(HTMLInputElement);
  });
});
