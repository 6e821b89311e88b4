import { z } from "zod";
import { DoctorVideoSchema, FindDoctorSchema } from "./schema";

export const DoctorsSchema = z.object({
  /** The eight cards of the Find Doctor grid. */
  cards: z.array(FindDoctorSchema).length(8),
  /** The five 'Meet Our Doctors' videos. */
  videos: z.array(DoctorVideoSchema).length(5),
});
export type DoctorsContent = z.infer<typeof DoctorsSchema>;
