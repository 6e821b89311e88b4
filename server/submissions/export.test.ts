import { describe, expect, it } from "vitest";
import { fieldsOf, SUBMISSION_FIELDS, type SubmissionForm } from "#schemas/submission-fields";
import type { ExportedRequest } from "../desk/queue/request-queries";
import { readCsv } from "../testing/read-csv";
import { sampleAppointment, sampleContact, sampleFeedback } from "../testing/sample-submissions";
import { doctorName } from "./appointment-choices";
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
    complaint: false,
    likelySpam: null,
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

/** What the visitor sent: a sample with a value in every field the registry names, each on one line. */
function sent(form: SubmissionForm): Record<string, string> {
  const samples = {
    contact: sampleContact({ message: "Sunday physiotherapy" }),
    appointment: sampleAppointment({
      doctor: "sunita-choudhary",
      preferredDate: "2026-12-01",
      preferredTime: "evening",
      query: "Knee pain",
    }),
    feedback: sampleFeedback({ email: "sunita@example.in", message: "Long wait at billing" }),
  };
  const data = samples[form].data as Record<string, string | undefined>;
  return Object.fromEntries(fieldsOf(form).map(({ name }) => [name, data[name] ?? `${name} given`]));
}

function exportedRow(form: SubmissionForm): Record<string, string> {
  return readCsv(requestsCsv([exported(form, sent(form))]))[0]!;
}

describe("the CSV export of requests", () => {
  it("names each column once", () => {
    expect(new Set(EXPORT_COLUMNS).size).toBe(EXPORT_COLUMNS.length);
  });

  it.each(Object.keys(SUBMISSION_FIELDS) as SubmissionForm[])("puts every %s field staff see in its registry column", (form) => {
    const row = exportedRow(form);
    for (const field of fieldsOf(form)) {
      if (field.shown === "hidden") continue;
      const value = sent(form)[field.name]!;
      expect(row[field.column!], `${form}.${field.name}`).toBe(field.shown === "doctor" ? doctorName(value) : value);
    }
  });

  it("gives a contact message's whole name beside its two names, and leaves the appointment's constant code out", () => {
    expect(exportedRow("contact").name).toBe("Priya Verma");
    expect(requestsCsv([exported("appointment", sent("appointment"))])).not.toContain("pdpl");
  });
});
