import { describe, expect, it } from "vitest";
import { age, formatDay, indianMobile, telLink, whatsAppLink } from "./format";

describe("the desk's ages and phone links", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");

  it("says a request's age as staff say it", () => {
    expect(age("2026-11-25T09:59:40Z", now)).toBe("just now");
    expect(age("2026-11-25T09:48:00Z", now)).toBe("12 min ago");
    expect(age("2026-11-25T07:00:00Z", now)).toBe("3 h ago");
    expect(age("2026-11-24T09:00:00Z", now)).toBe("1 day ago");
    expect(age("2026-11-20T09:00:00Z", now)).toBe("5 days ago");
  });

  it("turns any way of typing an Indian mobile number into tel: and WhatsApp links", () => {
    for (const typed of ["9829012345", "+91 98290 12345", "098290-12345", "0091 9829012345"]) {
      expect(indianMobile(typed), typed).toBe("9829012345");
      expect(telLink(typed), typed).toBe("tel:+919829012345");
      expect(whatsAppLink(typed), typed).toBe("https://wa.me/919829012345");
    }
    expect(whatsAppLink("0141 2345")).toBeNull();
  });

  it("writes a calendar day as the desk writes the day of a moment, whatever the computer's zone", () => {
    expect(formatDay("2026-11-28")).toBe("28 Nov 2026");
    expect(formatDay("2026-01-01")).toBe("1 Jan 2026");
  });
});
