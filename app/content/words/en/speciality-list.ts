import type { SpecialityListContent } from "../speciality-list.schema";

export const specialityListPage: SpecialityListContent = {
  meta: {
    name: "Specialities",
    title: "Specialities | {hospital}, Jaipur",
    description:
      "Orthopaedics, radiology, pediatrics, obstetrics, gynecology, general medicine, diabetology, general surgery, urology, dental care and physiotherapy in Jaipur.",
  },
  heroTitle: "Explore our wide range of medical specialties at the hospital.",
  heroText: "Eleven departments under one roof, with experienced doctors, modern diagnostics and 24x7 emergency support.",
  listHeading: "Our specialities",
};
