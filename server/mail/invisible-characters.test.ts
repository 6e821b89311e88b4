/**
 * Bidi overrides and other invisible format characters never reach an e-mail header, where they would
 * make a name or subject read differently in the desk's mail client than what was sent. The forms
 * refuse them in names (schemas/text-rules.ts); this holds for anything else that reaches a header.
 */
import { describe, expect, it } from "vitest";
import { sampleAppointment, sampleContact } from "../testing/sample-submissions";
import { composeDeskEmail } from "./desk-email";
import { headerSafe } from "./text-safety";
import type { MailSettings } from "./composition-context";

const mail: MailSettings = { from: "Aarogya Hospital <noreply@aarogya.test>", to: "desk@aarogya.test", acknowledgePatient: false };
const context = { referenceId: "APT-7K3M9Q2D", receivedAt: new Date("2026-03-17T08:35:00.000Z"), mail };
const INVISIBLE = [
  "\u202e",
  "\u202d",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u200b",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u061c",
];

describe("e-mail headers", () => {
  it("carry no invisible format character, whatever the name held", () => {
    const name = `Ravi${INVISIBLE.join("")} Sharma\u202egnp.exe`;
    const desk = composeDeskEmail(sampleAppointment({ name }), context);
    const contact = composeDeskEmail(sampleContact({ firstName: `Pri\u200bya`, lastName: `\u2066Verma\u2069` }), context);
    const headers = [desk.subject, JSON.stringify(desk.replyTo), contact.subject, JSON.stringify(contact.replyTo)];
    for (const header of headers) expect(header).not.toMatch(/(?![\u200c\u200d])\p{Cf}/u);
    expect(desk.replyTo).toMatchObject({ name: "Ravi Sharmagnp.exe" });
  });

  it("keep the joiners that spell Devanagari names", () => {
    expect(headerSafe("क्\u200dष्मा श्\u200cरी")).toBe("क्\u200dष्मा श्\u200cरी");
  });
});
