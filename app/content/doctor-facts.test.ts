import { describe, expect, it } from "vitest";
import { DOCTOR_IDS } from "#common/doctors";
import { doctorFacts } from "./doctor-facts";
import { DoctorFactsByDoctorSchema } from "./doctor-facts.schema";
import { missing, supplied } from "./hospital-fact";

const clone = <T>(value: T): T => structuredClone(value);

describe("each doctor's OPD days, fee, registration and photo", () => {
  it("are written once for every doctor, and none is made up: all are still to be supplied by the hospital", () => {
    expect(DoctorFactsByDoctorSchema.safeParse(doctorFacts).success).toBe(true);
    expect(Object.keys(doctorFacts)).toEqual([...DOCTOR_IDS]);
    for (const facts of Object.values(doctorFacts)) {
      expect(facts).toEqual({ opdDays: missing(), fee: missing(), registration: missing(), photo: missing() });
    }
  });

  it("refuse facts for an unknown doctor, a doctor without facts, and a fee that is not a whole number of rupees", () => {
    const extra = clone(doctorFacts) as Record<string, unknown>;
    extra["dr-nobody"] = { opdDays: missing(), fee: missing(), registration: missing(), photo: missing() };
    expect(DoctorFactsByDoctorSchema.safeParse(extra).success).toBe(false);

    const lacking = clone(doctorFacts) as Partial<typeof doctorFacts>;
    delete lacking["mahesh-gupta"];
    expect(DoctorFactsByDoctorSchema.safeParse(lacking).success).toBe(false);

    const fee = clone(doctorFacts);
    fee["mahesh-gupta"].fee = supplied(-500);
    expect(DoctorFactsByDoctorSchema.safeParse(fee).success).toBe(false);
    fee["mahesh-gupta"].fee = supplied(500.5);
    expect(DoctorFactsByDoctorSchema.safeParse(fee).success).toBe(false);
    fee["mahesh-gupta"].fee = supplied(500);
    expect(DoctorFactsByDoctorSchema.safeParse(fee).success).toBe(true);
  });

  it("refuse a registration without its council", () => {
    const registration = clone(doctorFacts) as Record<string, { registration: unknown }>;
    registration["neha-mathur"]!.registration = supplied({ number: "RMC 12345" });
    expect(DoctorFactsByDoctorSchema.safeParse(registration).success).toBe(false);
  });

  it("refuse OPD days that are not days of the week, name a day twice, or are empty", () => {
    const days = clone(doctorFacts) as Record<string, { opdDays: unknown }>;
    for (const wrong of [["mon"], ["monday", "monday"], []]) {
      days["sanjay-meena"]!.opdDays = supplied(wrong);
      expect(DoctorFactsByDoctorSchema.safeParse(days).success, JSON.stringify(wrong)).toBe(false);
    }
    days["sanjay-meena"]!.opdDays = supplied(["monday", "thursday"]);
    expect(DoctorFactsByDoctorSchema.safeParse(days).success).toBe(true);
  });
});
