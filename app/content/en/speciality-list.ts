import type { SpecialityListContent } from "../speciality-list.schema";

export const specialityListPage: SpecialityListContent = {
  heroTitle: "Explore our wide range of medical specialties at the hospital.",
  heroText: "Eleven departments under one roof, with experienced doctors, modern diagnostics and 24/7 emergency support.",
  listHeading: "Our specialities",
};
