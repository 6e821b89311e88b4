import { describe, expect, it } from "vitest";
import { isOffOpdDay, weekdayOf } from "./opd-days";

describe("a doctor's OPD days", () => {
  it("names the day of the week of a calendar day, whatever the clock's time zone", () => {
    expect(weekdayOf("2026-11-25")).toBe("wednesday");
    expect(weekdayOf("2026-11-29")).toBe("sunday");
    expect(weekdayOf("2028-02-29")).toBe("tuesday");
    expect(weekdayOf("2027-02-29")).toBeUndefined();
    expect(weekdayOf("25/11/2026")).toBeUndefined();
  });

  it("points out a day only when the doctor's days are known and the day is not one of them", () => {
    const mondayWednesdayFriday = ["monday", "wednesday", "friday"] as const;
    expect(isOffOpdDay("2026-11-26", mondayWednesdayFriday)).toBe(true); // a Thursday
    expect(isOffOpdDay("2026-11-27", mondayWednesdayFriday)).toBe(false); // a Friday
    expect(isOffOpdDay("2026-11-26", undefined)).toBe(false);
    expect(isOffOpdDay("", mondayWednesdayFriday)).toBe(false);
  });
});
