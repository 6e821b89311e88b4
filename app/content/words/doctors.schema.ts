import { z } from "zod";
import { DOCTOR_IDS } from "#common/doctors";
import { FindDoctorSchema } from "../schema";

export const DoctorsSchema = z.object({
  /**
   * The eight cards of the Find Doctor grid, one per doctor's page: their ids are DOCTOR_IDS, in the
   * same order, so every page the sitemap lists has a doctor to show.
   */
  cards: z
    .array(FindDoctorSchema)
    .length(DOCTOR_IDS.length)
    .refine((cards) => cards.every((card, index) => card.id === DOCTOR_IDS[index]), {
      message: `the cards' ids must be, in order: ${DOCTOR_IDS.join(", ")} (common/doctors.ts)`,
    }),
});
export type DoctorsContent = z.infer<typeof DoctorsSchema>;
