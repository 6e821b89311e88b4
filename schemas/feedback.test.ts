import { describe, expect, it } from "vitest";
import { feedbackMessages as feedbackMessagesHi } from "#app/content/words/hi/form-messages";
import { createFeedbackSchema, FeedbackSchema } from "./feedback";
import { firstErrorPerField } from "./field-errors";

const valid = { name: "Ravi Sharma", phone: "9829012345", kind: "complaint", message: "The billing counter kept us waiting." };
const errorsFor = (body: unknown, schema = FeedbackSchema) => {
  const result = schema.safeParse(body);
  return result.success ? {} : firstErrorPerField(result.error);
};

describe("feedback schema", () => {
  it("accepts the required fields alone and leaves empty optional ones out", () => {
    expect(FeedbackSchema.parse(valid)).toEqual(valid);
    expect(FeedbackSchema.parse({ ...valid, email: " ", earlierReference: "" })).toEqual(valid);
  });

  it("normalises what it keeps: phone digits, trimmed text, the reference in capitals", () => {
    expect(
      FeedbackSchema.parse({
        ...valid,
        name: " Ravi Sharma ",
        phone: "+91 98290 12345",
        email: " ravi@example.in ",
        earlierReference: " apt-7k3m9q2d ",
      }),
    ).toEqual({ ...valid, email: "ravi@example.in", earlierReference: "APT-7K3M9Q2D" });
  });

  it.each(["complaint", "suggestion", "compliment"])("accepts the kind %s", (kind) => {
    expect(errorsFor({ ...valid, kind })).toEqual({});
  });

  it.each(["APT-7K3M9Q2D", "MSG-23456789", "FBK-ZZZZZZZZ"])("accepts the reference %s", (earlierReference) => {
    expect(errorsFor({ ...valid, earlierReference })).toEqual({});
  });

  it.each([
    ["name", "", "Name is required"],
    ["name", "a".repeat(101), "Must be at most 100 characters"],
    ["phone", "", "Phone number is required"],
    ["phone", "12345", "Phone number must be 10 digits"],
    ["email", "ravi@", "Invalid email address"],
    ["email", `${"a".repeat(250)}@x.in`, "Must be at most 254 characters"],
    ["kind", "", "Choose complaint, suggestion or compliment"],
    ["kind", "threat", "Choose complaint, suggestion or compliment"],
    ["message", " \n ", "Message is required"],
    ["message", "a".repeat(2001), "Must be at most 2000 characters"],
    ["earlierReference", "APT-123", "A reference looks like APT-7K3M9Q2D or MSG-7K3M9Q2D"],
    ["earlierReference", "XYZ-7K3M9Q2D", "A reference looks like APT-7K3M9Q2D or MSG-7K3M9Q2D"],
    // 0, 1, I, L, O, U and V are never in a reference: they are read or heard as another character.
    ["earlierReference", "APT-7K3M9Q0D", "A reference looks like APT-7K3M9Q2D or MSG-7K3M9Q2D"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("names every missing required field", () => {
    expect(errorsFor({})).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
      kind: "Choose complaint, suggestion or compliment",
      message: "Message is required",
    });
  });

  it("refuses unknown fields", () => {
    expect(errorsFor({ ...valid, isAdmin: true })).toEqual({ isAdmin: "Unknown field" });
  });

  it("speaks Hindi with the Hindi messages", () => {
    const hindi = createFeedbackSchema(feedbackMessagesHi);
    expect(errorsFor({ ...valid, kind: "", phone: "123" }, hindi)).toEqual({
      phone: feedbackMessagesHi.phoneDigits,
      kind: feedbackMessagesHi.kindRequired,
    });
  });
});
