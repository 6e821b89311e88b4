// HOSPITAL TO CONFIRM: doctor names, qualifications and experience.
import type { DoctorsContent } from "../doctors.schema";

export const doctors: DoctorsContent = {
  cards: [
    {
      id: "rajendra-singh-shekhawat",
      name: "Dr. Rajendra Singh Shekhawat",
      qualification: "MS (ऑर्थोपेडिक्स)",
      experience: "20+ साल का अनुभव",
      speciality: "orthopaedics",
    },
    {
      id: "mahesh-gupta",
      name: "Dr. Mahesh Gupta",
      qualification: "MD (जनरल मेडिसिन)",
      experience: "35+ साल का अनुभव",
      speciality: "generalmedicine",
    },
    {
      id: "sanjay-meena",
      name: "Dr. Sanjay Meena",
      qualification: "MS (जनरल सर्जरी)",
      experience: "22+ साल का अनुभव",
      speciality: "generalsurgery",
    },
    {
      id: "neha-mathur",
      name: "Dr. Neha Mathur",
      qualification: "DNB (रेडियोलॉजी)",
      experience: "12+ साल का अनुभव",
      speciality: "radiology",
    },
    {
      id: "vikas-sharma",
      name: "Dr. Vikas Sharma",
      qualification: "MD/DNB (पीडियाट्रिक्स)",
      experience: "15+ साल का अनुभव",
      speciality: "pediatrics",
    },
    {
      id: "sunita-choudhary",
      name: "Dr. Sunita Choudhary",
      qualification: "MS (ऑब्स्टेट्रिक्स एवं गायनेकोलॉजी)",
      experience: "25+ साल का अनुभव",
      speciality: "obstetrics",
    },
    {
      id: "priya-jain",
      name: "Dr. Priya Jain",
      qualification: "DGO (गायनेकोलॉजी)",
      experience: "14+ साल का अनुभव",
      speciality: "gynecology",
    },
    {
      id: "anil-khandelwal",
      name: "Dr. Anil Khandelwal",
      qualification: "MD (जनरल मेडिसिन एवं डायबेटोलॉजी)",
      experience: "18+ साल का अनुभव",
      speciality: "diabetology",
    },
  ],
};
