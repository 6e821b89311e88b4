import { z } from "zod";
import { FindDoctorSchema } from "./schema";

export const DoctorsSchema = z.object({
  /** The eight cards of the Find Doctor grid. */
  cards: z.array(FindDoctorSchema).length(8),
});
export type DoctorsContent = z.infer<typeof DoctorsSchema>;
