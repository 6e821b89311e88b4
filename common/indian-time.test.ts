import { describe, expect, it } from "vitest";
import { formatIndianTime, indianDay } from "./indian-time";

describe("Indian time", () => {
  it("shows a moment as the clock in India reads it, whatever the computer's zone", () => {
    // 18:40 UTC is 00:10 the next day in India.
    expect(formatIndianTime("2026-11-25T18:40:00Z")).toMatch(/^26 Nov 2026.*12:10\s?am IST$/i);
    expect(formatIndianTime(new Date("2026-03-17T08:35:00Z"))).toMatch(/^17 Mar 2026.*2:05\s?pm IST$/i);
  });

  it("names the day in India, which starts five and a half hours before the day in UTC", () => {
    expect(indianDay(new Date("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
    expect(indianDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
  });
});
