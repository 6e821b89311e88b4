import { describe, expect, it } from "vitest";
import { fieldsOf, SUBMISSION_FIELDS, type SubmissionForm } from "#schemas/submission-fields";
import type { ExportedRequest } from "../desk/request-queries";
import { sampleAppointment, sampleContact, sampleFeedback } from "../testing/sample-submissions";
import { doctorName } from "./appointment-choices";
import { BYTE_ORDER_MARK } from "./csv";
import { EXPORT_COLUMNS, requestsCsv } from "./export";

/** A request as the desk's query hands it over, holding what the visitor sent. */
function exported(form: SubmissionForm, fields: Record<string, string>): ExportedRequest {
  return {
    reference: "APT-7K3M9Q2D",
    form,
    status: "new",
    receivedAt: "2026-03-17T08:35:00.000Z",
    name: form === "contact" ? `${fields.firstName} ${fields.lastName}` : fields.name!,
    phone: fields.phone ?? fields.phoneNumber ?? "",
    email: fields.email ?? "",
    speciality: fields.speciality ?? "",
    doctor: fields.doctor ?? "",
    doctorName: fields.doctor ? doctorName(fields.doctor) : "",
    preferredDate: fields.preferredDate ?? "",
    preferredTime: fields.preferredTime ?? "",
    preferredDateText: "",
    claimedBy: null,
    lastActedBy: null,
    lastActedAt: null,
    claimedByName: null,
    lastActedByName: null,
    language: "en",
    preview: "",
    redFlags: [],
    attempts: 0,
    callBackAt: null,
    outcome: null,
    booking: null,
    fields,
    emails: [],
    suspectedSpam: false,
    notes: [],
    history: [],
  };
}

/** What the visitor sent: single-line values, so one line of the file is one row. */
const SENT: Record<SubmissionForm, Record<string, string>> = {
  contact: { ...(sampleContact({ message: "Sunday physiotherapy" }).data as Record<string, string>) },
  appointment: {
    ...(sampleAppointment({ doctor: "sunita-choudhary", preferredDate: "2026-12-01", preferredTime: "evening", query: "Knee pain" })
      .data as Record<string, string>),
  },
  feedback: { ...(sampleFeedback({ email: "sunita@example.in", message: "Long wait at billing" }).data as Record<string, string>) },
};

/** One line's cells, a quoted cell (the Indian time has a comma) unquoted. */
const cellsOf = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
    cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!,
  );

function exportedCells(form: SubmissionForm): Map<string, string> {
  const [header, row] = requestsCsv([exported(form, SENT[form])])
    .slice(BYTE_ORDER_MARK.length)
    .split("\r\n");
  const cells = cellsOf(row!);
  return new Map(cellsOf(header!).map((column, index) => [column, cells[index] ?? ""]));
}

describe("the CSV export of requests", () => {
  it("names each column once", () => {
    expect(new Set(EXPORT_COLUMNS).size).toBe(EXPORT_COLUMNS.length);
  });

  it.each(Object.keys(SUBMISSION_FIELDS) as SubmissionForm[])("puts every %s field staff see in its registry column", (form) => {
    const cells = exportedCells(form);
    for (const field of fieldsOf(form)) {
      if (field.shown === "hidden") continue;
      const value = SENT[form][field.name]!;
      expect(cells.get(field.column!), `${form}.${field.name}`).toBe(field.shown === "doctor" ? doctorName(value) : value);
    }
  });

  it("gives a contact message's whole name beside its two names, and leaves the appointment's constant code out", () => {
    expect(exportedCells("contact").get("name")).toBe("Priya Verma");
    expect(requestsCsv([exported("appointment", SENT.appointment)])).not.toContain("pdpl");
  });
});
