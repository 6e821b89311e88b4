// HOSPITAL TO CONFIRM: doctor names, qualifications and experience.
import type { DoctorsContent } from "../doctors.schema";

export const doctors: DoctorsContent = {
  cards: [
    {
      id: "rajendra-singh-shekhawat",
      name: "Dr. Rajendra Singh Shekhawat",
      qualification: "MS Orthopaedics",
      experience: "20+ years of experience",
      speciality: "orthopaedics",
    },
    {
      id: "mahesh-gupta",
      name: "Dr. Mahesh Gupta",
      qualification: "MD General Medicine",
      experience: "35+ years of experience",
      speciality: "generalmedicine",
    },
    {
      id: "sanjay-meena",
      name: "Dr. Sanjay Meena",
      qualification: "MS General Surgery",
      experience: "22+ years of experience",
      speciality: "generalsurgery",
    },
    {
      id: "neha-mathur",
      name: "Dr. Neha Mathur",
      qualification: "DNB Radiology",
      experience: "12+ years of experience",
      speciality: "radiology",
    },
    {
      id: "vikas-sharma",
      name: "Dr. Vikas Sharma",
      qualification: "MD/DNB Pediatrics",
      experience: "15+ years of experience",
      speciality: "pediatrics",
    },
    {
      id: "sunita-choudhary",
      name: "Dr. Sunita Choudhary",
      qualification: "MS Obstetrics & Gynecology",
      experience: "25+ years of experience",
      speciality: "obstetrics",
    },
    {
      id: "priya-jain",
      name: "Dr. Priya Jain",
      qualification: "DGO Gynecology",
      experience: "14+ years of experience",
      speciality: "gynecology",
    },
    {
      id: "anil-khandelwal",
      name: "Dr. Anil Khandelwal",
      qualification: "MD General Medicine & Diabetology",
      experience: "18+ years of experience",
      speciality: "diabetology",
    },
  ],
};
