import { describe, expect, it } from "vitest";
import { factValue, factsToSupply, hospitalFactSchema, knownFactSchema, missing, supplied, working } from "./hospital-fact";
import { text } from "./schema";
import { CONTENT_CHECKS, contentProblems } from "./words/validate";

describe("a hospital fact", () => {
  const schema = hospitalFactSchema(text);

  it("is supplied, a working value to confirm, or missing", () => {
    for (const fact of [supplied("Mon to Sat, 10 AM to 2 PM"), working("Mon to Sat"), missing()]) expect(schema.parse(fact)).toEqual(fact);
    expect(factValue(missing())).toBeUndefined();
    expect(factValue(working("+91 94140 55100"))).toBe("+91 94140 55100");
  });

  it("is refused when malformed", () => {
    for (const malformed of [
      "Mon to Sat, 10 AM to 2 PM",
      { state: "supplied" },
      { state: "working", value: "" },
      { state: "missing", value: "Mon to Sat" },
      { state: "guessed", value: "Mon to Sat" },
      { state: "supplied", value: "Mon to Sat", note: "from the old site" },
    ])
      expect(schema.safeParse(malformed).success, JSON.stringify(malformed)).toBe(false);
    expect(knownFactSchema(text).safeParse(missing()).success).toBe(false);
  });

  it("fails the content check where a page's fact is malformed", () => {
    const records = CONTENT_CHECKS.find((check) => check.name === "doctorRecords")!;
    const en = structuredClone(records.content.en) as Record<string, unknown>[];
    en[1]!.opd = "Mon to Sat, 9 AM to 1 PM";
    expect(contentProblems([{ ...records, content: { ...records.content, en } }])).toEqual([
      expect.stringMatching(/^doctorRecords \[en\] 1\.opd: /),
    ]);
  });

  it("is found wherever it is in the content, with its path, unless supplied", () => {
    const content = { cards: [{ name: "Dr. A", opd: missing(), fee: supplied(500) }], phone: working("+919414055100") };
    expect(factsToSupply(content)).toEqual([
      { path: "cards[0].opd", state: "missing", about: "Dr. A" },
      { path: "phone", state: "working", value: "+919414055100" },
    ]);
  });
});
