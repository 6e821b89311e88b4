import { DEPARTMENT_SLUGS, type DepartmentSlug } from "../keys";

/** The department a /speciality/{name} segment names, matched case-insensitively; null when none. */
export function findDepartmentSlug(name: string | undefined): DepartmentSlug | null {
  if (!name) return null;
  const wanted = name.toLowerCase();
  return DEPARTMENT_SLUGS.find((slug) => slug === wanted) ?? null;
}
