import { z } from "zod";
import { DEPARTMENT_SLUGS, DepartmentSchema } from "../schema";

export const DepartmentsSchema = z
  .array(DepartmentSchema)
  .length(DEPARTMENT_SLUGS.length)
  .refine(
    (list) => list.every((department, index) => department.slug === DEPARTMENT_SLUGS[index]),
    "departments must list every slug once, in the spec's order",
  );

/** The eleven departments, in the order tiles, the footer and the sitemap show them. */
export type DepartmentsContent = z.infer<typeof DepartmentsSchema>;
