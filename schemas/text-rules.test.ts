import { describe, expect, it } from "vitest";
import { AppointmentSchema } from "./appointment";
import { ContactSchema } from "./contact";
import { firstErrorPerField } from "./field-errors";
import { FeedbackSchema } from "./feedback";
import { hasNoControlCharacters, isSingleLine, textRuleMessagesEn, withoutBidiControls } from "./text-rules";

const contact = { firstName: "Ravi", lastName: "Sharma", email: "ravi@example.in", phone: "9829012345", message: "Please call me." };
const appointment = {
  name: "Kamla Devi",
  email: "kamla@example.in",
  phoneNumber: "9829012345",
  speciality: "Orthopaedics",
  query: "Knee pain.",
  code: "pdpl",
};
const feedback = { name: "Kamla Devi", phone: "9829012345", kind: "complaint", message: "Long wait." };
const errors = (result: { success: boolean; error?: Parameters<typeof firstErrorPerField>[0] }) =>
  result.success || !result.error ? {} : firstErrorPerField(result.error);

const { controlCharacters, singleLine } = textRuleMessagesEn;

describe("characters no person types", () => {
  it.each([
    ["a NUL", "Ravi\u0000"],
    ["a line feed", "Ra\nvi"],
    ["a carriage return", "Ra\rvi"],
    ["a tab", "Ra\tvi"],
    ["an escape", "Ra\u001b[31mvi"],
    ["a DEL", "Ra\u007fvi"],
    ["a C1 control", "Ra\u0085vi"],
    ["a line separator", "Ra\u2028vi"],
    ["a lone high surrogate", "Ra\ud800vi"],
    ["a lone low surrogate", "Ra\udc00vi"],
    ["a right-to-left override", "Ravi\u202egnp.exe"],
    ["a bidi isolate", "Ra\u2066vi\u2069"],
    ["a left-to-right mark", "Ravi\u200e"],
    ["a zero-width space", "Ra\u200bvi"],
    ["a byte order mark inside it", "Ra\ufeffvi"],
    ["a soft hyphen", "Ra\u00advi"],
    ["a word joiner", "Ra\u2060vi"],
  ])("refuses %s in a name", (_label, name) => {
    expect(errors(ContactSchema.safeParse({ ...contact, firstName: name }))).toEqual({ firstName: singleLine });
    expect(errors(AppointmentSchema.safeParse({ ...appointment, name }))).toEqual({ name: singleLine });
  });

  it.each([
    ["a NUL", "Hello\u0000"],
    ["a bell", "Hello\u0007 there"],
    ["an escape sequence", "\u001b[2JHello"],
    ["a lone surrogate", "Hello \ud83d there"],
  ])("refuses %s in the message and the query", (_label, text) => {
    expect(errors(ContactSchema.safeParse({ ...contact, message: text }))).toEqual({ message: controlCharacters });
    expect(errors(AppointmentSchema.safeParse({ ...appointment, query: text }))).toEqual({ query: controlCharacters });
  });

  it("keeps what people do type: line breaks and tabs in free text, any script and emoji everywhere", () => {
    const text = "First line\r\nSecond line\n\tindented — घुटने में दर्द 😀";
    expect(ContactSchema.safeParse({ ...contact, firstName: "रवि 😀", message: text }).success).toBe(true);
    expect(AppointmentSchema.safeParse({ ...appointment, name: "Kamla O'Brien-Devi", query: text }).success).toBe(true);
    expect(isSingleLine("José Ñúñez")).toBe(true);
    // Zero-width joiner and non-joiner shape Devanagari conjuncts: part of how some names are spelt.
    expect(AppointmentSchema.safeParse({ ...appointment, name: "क्\u200dष्मा" }).success).toBe(true);
    expect(ContactSchema.safeParse({ ...contact, firstName: "श्\u200cरी" }).success).toBe(true);
    expect(hasNoControlCharacters("a\r\nb\tc")).toBe(true);
  });

  it.each([
    ["a right-to-left override", "pay \u202e0001 rupees", "pay 0001 rupees"],
    ["an embedding and its pop", "call \u202b9829012345\u202c today", "call 9829012345 today"],
    ["isolates", "amount \u20661000\u2069 and \u2067x\u2068y\u2069", "amount 1000 and xy"],
    ["left-to-right and right-to-left marks", "\u200e123\u200f-456\u061c", "123-456"],
    ["a number copied from a phone's contacts", "My number is \u202a+91 98290 12345\u202c", "My number is +91 98290 12345"],
  ])("removes %s from the message, the query and the feedback, keeping the rest", (_label, typed, kept) => {
    const contactResult = ContactSchema.safeParse({ ...contact, message: typed });
    const appointmentResult = AppointmentSchema.safeParse({ ...appointment, query: typed });
    const feedbackResult = FeedbackSchema.safeParse({ ...feedback, message: typed });
    expect(contactResult.success && contactResult.data.message).toBe(kept);
    expect(appointmentResult.success && appointmentResult.data.query).toBe(kept);
    expect(feedbackResult.success && feedbackResult.data.message).toBe(kept);
  });

  it("keeps the joiners Hindi needs in free text, and counts a message of bidi controls alone as empty", () => {
    const hindi = "क्\u200dष और श्\u200cरी";
    const result = ContactSchema.safeParse({ ...contact, message: hindi });
    expect(result.success && result.data.message).toBe(hindi);
    expect(withoutBidiControls(hindi)).toBe(hindi);
    expect(errors(ContactSchema.safeParse({ ...contact, message: " \u202e\u202c " }))).toHaveProperty("message");
  });

  it("reports the length first when a text is both too long and dirty", () => {
    expect(errors(ContactSchema.safeParse({ ...contact, message: `${"a".repeat(2001)}\u0000` }))).toEqual({
      message: "Must be at most 2000 characters",
    });
  });
});
