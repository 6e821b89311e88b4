import { describe, expect, it } from "vitest";
import { AppointmentSchema } from "./appointment";
import { APPOINTMENT_SPECIALITIES } from "./appointment-options";
import { firstErrorPerField } from "./field-errors";

const valid = { name: "Kamla Devi", email: "kamla@example.in", phoneNumber: "9829012345", speciality: "Orthopaedics", query: "Knee pain.", code: "pdpl" };
const errorsFor = (body: unknown) => {
  const result = AppointmentSchema.safeParse(body);
  return result.success ? {} : firstErrorPerField(result.error);
};

describe("appointment schema: spec section 5", () => {
  it("accepts every one of the 17 specialities", () => {
    expect(APPOINTMENT_SPECIALITIES).toHaveLength(17);
    for (const speciality of APPOINTMENT_SPECIALITIES) {
      expect(errorsFor({ ...valid, speciality })).toEqual({});
    }
  });

  it("normalises the phone number", () => {
    expect(AppointmentSchema.parse({ ...valid, phoneNumber: "098290-12345" }).phoneNumber).toBe("9829012345");
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "kamla@example", "Invalid email format"],
    ["phoneNumber", "", "Phone Number is required"],
    ["phoneNumber", "982901234", "Phone Number must be 10 digits"],
    ["speciality", "", "Speciality is required"],
    ["speciality", "Cardiology", "Choose a speciality from the list"],
    ["speciality", "orthopaedics", "Choose a speciality from the list"],
    ["query", "", "Query is required"],
    ["query", "a".repeat(2001), "Must be at most 2000 characters"],
    ["name", "a".repeat(101), "Must be at most 100 characters"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("requires the constant code pdpl and refuses unknown fields", () => {
    expect(Object.keys(errorsFor({ ...valid, code: "other" }))).toEqual(["code"]);
    expect(Object.keys(errorsFor({ name: valid.name, email: valid.email, phoneNumber: valid.phoneNumber, speciality: valid.speciality, query: valid.query }))).toEqual(["code"]);
    expect(errorsFor({ ...valid, extra: "x" })).toEqual({ extra: "Unknown field" });
  });
});
