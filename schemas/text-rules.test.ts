import { describe, expect, it } from "vitest";
import { AppointmentSchema } from "./appointment";
import { ContactSchema } from "./contact";
import { firstErrorPerField } from "./field-errors";
import { hasNoControlCharacters, isSingleLine, textRuleMessagesEn } from "./text-rules";

const contact = { firstName: "Ravi", lastName: "Sharma", email: "ravi@example.in", phone: "9829012345", message: "Please call me." };
const appointment = {
  name: "Kamla Devi",
  email: "kamla@example.in",
  phoneNumber: "9829012345",
  speciality: "Orthopaedics",
  query: "Knee pain.",
  code: "pdpl",
};
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

  it("reports the length first when a text is both too long and dirty", () => {
    expect(errors(ContactSchema.safeParse({ ...contact, message: `${"a".repeat(2001)}\u0000` }))).toEqual({
      message: "Must be at most 2000 characters",
    });
  });
});
