/** The eleven department keys of the spec, in the order the site lists them: one key per department in its path, the forms and the content. */
export const DEPARTMENT_SLUGS = [
  "orthopaedics",
  "radiology",
  "pediatrics",
  "obstetrics",
  "gynecology",
  "generalmedicine",
  "diabetology",
  "generalsurgery",
  "urology",
  "dental",
  "physiotherapy",
] as const;
export type DepartmentSlug = (typeof DEPARTMENT_SLUGS)[number];
