import { describe, expect, it } from "vitest";
import { bookingWithDoctor } from "./booking-link";
import { DOCTOR_QUERY } from "./doctor-choice";

describe("bookingWithDoctor", () => {
  it("names the doctor in the query the form and the site server read", () => {
    const url = new URL(bookingWithDoctor("/hi/bookappointment", "vikas-sharma"), "http://site");
    expect(url.pathname).toBe("/hi/bookappointment");
    expect(url.searchParams.get(DOCTOR_QUERY)).toBe("vikas-sharma");
  });
});
