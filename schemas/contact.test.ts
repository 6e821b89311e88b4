import { describe, expect, it } from "vitest";
import { contactMessages as contactMessagesHi } from "#app/content/words/hi/form-messages";
import { ContactSchema, createContactSchema } from "./contact";
import { firstErrorPerField } from "./field-errors";

const valid = { firstName: "Ravi", lastName: "Sharma", email: "ravi@example.in", phone: "9829012345", message: "Please call me." };
const errorsFor = (body: unknown) => {
  const result = ContactSchema.safeParse(body);
  return result.success ? {} : firstErrorPerField(result.error);
};

describe("contact schema: spec section 5", () => {
  it("accepts a complete message and normalises it", () => {
    expect(ContactSchema.parse({ ...valid, firstName: "  Ravi ", phone: "+91 98290 12345" })).toEqual({ ...valid, firstName: "Ravi" });
  });

  it.each([
    ["firstName", "", "First Name is required"],
    ["firstName", "   ", "First Name is required"],
    ["firstName", "R", "Must be at least 2 characters"],
    ["lastName", "", "Last Name is required"],
    ["lastName", "S", "Must be at least 2 characters"],
    ["email", "", "Email is required"],
    ["email", "ravi@", "Invalid email address"],
    ["email", "ravi.example.in", "Invalid email address"],
    ["phone", "", "Phone number is required"],
    ["phone", "12345", "Phone number must be 10 digits"],
    ["phone", "98290123456", "Phone number must be 10 digits"],
    ["phone", "98290abcde", "Phone number must be 10 digits"],
    ["message", "", "Message is required"],
    ["message", " \n ", "Message is required"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("names every missing field with its required message", () => {
    expect(errorsFor({})).toEqual({
      firstName: "First Name is required",
      lastName: "Last Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      message: "Message is required",
    });
  });

  it("holds the limits the spec leaves open", () => {
    expect(errorsFor({ ...valid, firstName: "a".repeat(101) })).toEqual({ firstName: "Must be at most 100 characters" });
    expect(errorsFor({ ...valid, message: "a".repeat(2001) })).toEqual({ message: "Must be at most 2000 characters" });
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@x.in` })).toEqual({ email: "Must be at most 254 characters" });
    expect(errorsFor({ ...valid, message: "a".repeat(2000) })).toEqual({});
  });

  it("refuses unknown fields and wrong types", () => {
    expect(errorsFor({ ...valid, isAdmin: true })).toEqual({ isAdmin: "Unknown field" });
    expect(Object.keys(errorsFor({ ...valid, phone: 9829012345 }))).toEqual(["phone"]);
    expect(ContactSchema.safeParse(null).success).toBe(false);
    expect(ContactSchema.safeParse([valid]).success).toBe(false);
  });
});

describe("contact schema in Hindi: the same rules, the messages the Hindi site shows", () => {
  const HindiContactSchema = createContactSchema(contactMessagesHi);
  const hindiErrorsFor = (body: unknown) => {
    const result = HindiContactSchema.safeParse(body);
    return result.success ? {} : firstErrorPerField(result.error);
  };

  it.each([
    ["firstName", "", "कृपया अपना पहला नाम लिखें"],
    ["firstName", "R", "नाम में कम से कम 2 अक्षर होने चाहिए"],
    ["lastName", "", "कृपया अपना सरनेम (उपनाम) लिखें"],
    ["email", "", "ई-मेल ज़रूरी है"],
    ["email", "ravi@", "ई-मेल पता सही नहीं है"],
    ["phone", "", "फ़ोन नंबर ज़रूरी है"],
    ["phone", "12345", "फ़ोन नंबर 10 अंकों का होना चाहिए"],
    ["message", " ", "संदेश ज़रूरी है"],
    ["message", "a".repeat(2001), "संदेश 2000 अक्षरों से छोटा रखें"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(hindiErrorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts and normalises exactly what the English schema does", () => {
    const typed = { ...valid, firstName: " रवि ", phone: "+91 98290 12345" };
    expect(HindiContactSchema.parse(typed)).toEqual(ContactSchema.parse(typed));
  });
});
