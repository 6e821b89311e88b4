import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV for spreadsheets", () => {
  it("quotes cells with commas, quotes or line breaks, doubling inner quotes", () => {
    expect(toCsv([["plain", "a,b", 'say "hi"', "two\nlines"]])).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n');
  });

  it.each(["=1+1", "+91 98290", "-2+3", "@SUM(A1)", "\tTAB"])("keeps %j from running as a formula", (value) => {
    expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
  });

  it("leaves ordinary text alone", () => {
    expect(csvCell("Ravi Sharma")).toBe("Ravi Sharma");
  });
});
