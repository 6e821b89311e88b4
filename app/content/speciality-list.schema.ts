import { z } from "zod";

export const SpecialityListSchema = z.object({
  heroTitle: z.literal("Explore our wide range of medical specialties at the hospital."),
  heroText: z.string().min(1),
  listHeading: z.string().min(1),
});

export type SpecialityListContent = z.infer<typeof SpecialityListSchema>;
