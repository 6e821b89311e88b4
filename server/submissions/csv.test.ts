import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV for spreadsheets", () => {
  it("quotes cells with commas, quotes or line breaks, doubling inner quotes", () => {
    expect(toCsv([["plain", "a,b", 'say "hi"', "two\nlines"]])).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n');
  });

  it("quotes cells with semicolons or a bare carriage return, which some spreadsheets split on", () => {
    expect(toCsv([["Ward 3; bed 12", "one\rtwo"]])).toBe('"Ward 3; bed 12","one\rtwo"\r\n');
  });

  it.each(["=1+1", "+91 98290", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"])("keeps %j from running as a formula", (value) => {
    expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
  });

  it("leaves ordinary text alone", () => {
    expect(csvCell("Ravi Sharma")).toBe("Ravi Sharma");
  });
});
