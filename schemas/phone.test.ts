import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone";

describe("normalisePhone", () => {
  it.each([
    ["9829012345", "9829012345"],
    ["98290 12345", "9829012345"],
    ["+91 98290 12345", "9829012345"],
    ["+919829012345", "9829012345"],
    ["919829012345", "9829012345"],
    ["098290-12345", "9829012345"],
    ["(0141) 279-0000", "1412790000"],
    [" 98290.12345 ", "9829012345"],
  ])("reads %j as the ten digits %j", (typed, digits) => {
    expect(normalisePhone(typed)).toBe(digits);
  });

  it.each([
    ["12345", "12345"],
    ["98290123456", "98290123456"],
    ["+1 415 555 0100", "14155550100"],
    ["98290 1234x", "982901234x"],
    ["", ""],
  ])("leaves %j as %j for validation to refuse", (typed, result) => {
    expect(normalisePhone(typed)).toBe(result);
  });
});
