/**
 * The appointment's optional doctor, preferred day and part of the day (issue 21), from the API to the
 * store, the desk's e-mail, the desk's inbox and its CSV export, on each database; and what the API
 * refuses, with the words the form shows.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { appointmentMessages as hindiMessages } from "#app/content/words/hi/form-messages";
import { addDays, preferredDateRange } from "#schemas/preferred-date";
import { formatPreferredDate } from "../submissions/appointment-choices";
import type { RequestDetail, RequestSummary } from "../desk/queue/request-queries";
import { startDeskStack, type DeskStack, type StaffBrowser } from "../testing/desk-stack";
import { APPOINTMENT_URL, appointmentPayload, asFormFields, postForm, postJson } from "../testing/requests";
import { describeOnEachDatabase } from "../testing/test-services";

describeOnEachDatabase("an appointment request naming a doctor, a day and a time", (dialect) => {
  let stack: DeskStack;
  let admin: StaffBrowser;

  beforeEach(async () => {
    stack = await startDeskStack(dialect);
    await stack.addStaff("asha.admin@aarogya.test", "admin");
    admin = await stack.signIn("asha.admin@aarogya.test");
  });
  afterEach(() => stack.close());

  it("is stored, named in the desk's e-mail, shown in the desk and exported", async () => {
    const day = addDays(preferredDateRange().first, 5);
    const answer = await postJson(
      stack.app,
      APPOINTMENT_URL,
      appointmentPayload({ doctor: "vikas-sharma", preferredDate: day, preferredTime: "morning" }),
    );
    expect(answer.statusCode).toBe(200);
    const { referenceId } = answer.json<{ referenceId: string }>();

    const [stored] = await stack.store.listSubmissions();
    expect(stored?.payload).toMatchObject({ doctor: "vikas-sharma", preferredDate: day, preferredTime: "morning" });

    await stack.worker.flush();
    const mailDir = join(stack.database.options.dataDir, "mail");
    const files = (await readdir(mailDir)).filter((file) => file.includes(referenceId));
    const mails = await Promise.all(files.map((file) => readFile(join(mailDir, file), "utf8")));
    const deskMail = mails.find((mail) => mail.includes("Appointment request:"));
    expect(deskMail).toContain("Dr. Vikas Sharma");
    expect(deskMail).toContain(formatPreferredDate(day));
    expect(deskMail).toContain("Morning");

    const inbox = (await admin.request("GET", "/api/desk/requests")).json() as { requests: RequestSummary[] };
    expect(inbox.requests[0]).toMatchObject({
      reference: referenceId,
      doctor: "vikas-sharma",
      doctorName: "Dr. Vikas Sharma",
      preferredDate: day,
    });
    const detail = (await admin.request("GET", `/api/desk/requests/${referenceId}`)).json() as RequestDetail;
    expect(detail).toMatchObject({ preferredTime: "morning", fields: { doctor: "vikas-sharma", preferredDate: day } });

    const [header, row] = (await admin.request("GET", "/api/desk/export.csv")).body.split("\r\n");
    expect(header).toContain("speciality,doctor,preferredDate,preferredTime,");
    expect(row).toContain(`Orthopaedics,Dr. Vikas Sharma,${day},morning,`);
  });

  it("comes from a plain HTML form too, with the fields left empty meaning no choice", async () => {
    const plain = await postForm(
      stack.app,
      APPOINTMENT_URL,
      asFormFields(appointmentPayload({ doctor: "", preferredDate: "", preferredTime: "" })),
      {
        headers: { accept: "application/json" },
      },
    );
    expect(plain.statusCode).toBe(200);
    const [stored] = await stack.store.listSubmissions();
    expect(Object.keys(stored?.payload ?? {})).not.toContain("doctor");
  });

  it("is refused with the form's own message for a past or too-far day, an unknown doctor or time, in the visitor's language", async () => {
    const { first, last } = preferredDateRange();
    const refusals = [
      [{ preferredDate: addDays(first, -1) }, "preferredDate", "Choose today or a later date"],
      [{ preferredDate: addDays(last, 1) }, "preferredDate", "Choose a date within the next 60 days"],
      [{ preferredDate: "1/12/2026" }, "preferredDate", "Enter a valid date"],
      [{ doctor: "dr-nobody" }, "doctor", "Choose a doctor from the list"],
      [{ preferredTime: "night" }, "preferredTime", "Choose morning or evening"],
    ] as const;
    for (const [fields, field, message] of refusals) {
      const answer = await postJson(stack.app, APPOINTMENT_URL, appointmentPayload(fields));
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(JSON.stringify({ [field]: message }).slice(1, -1));
    }
    const hindi = await postJson(stack.app, `${APPOINTMENT_URL}?lang=hi`, appointmentPayload({ preferredDate: addDays(first, -1) }));
    expect(hindi.statusCode).toBe(400);
    expect(JSON.stringify(hindi.json())).toContain(hindiMessages.preferredDatePast);
    expect(await stack.store.listSubmissions()).toEqual([]);
  });
});
