import { describe, expect, it } from "vitest";
import { findDepartmentSlug } from "./speciality-lookup";

describe("findDepartmentSlug", () => {
  it("matches a department name whatever its case", () => {
    expect(findDepartmentSlug("orthopaedics")).toBe("orthopaedics");
    expect(findDepartmentSlug("Orthopaedics")).toBe("orthopaedics");
    expect(findDepartmentSlug("GENERALMEDICINE")).toBe("generalmedicine");
  });

  it("finds nothing for unknown, partial or missing names", () => {
    expect(findDepartmentSlug("cardiology")).toBeNull();
    expect(findDepartmentSlug("ortho")).toBeNull();
    expect(findDepartmentSlug("orthopaedics ")).toBeNull();
    expect(findDepartmentSlug("")).toBeNull();
    expect(findDepartmentSlug(undefined)).toBeNull();
  });
});
