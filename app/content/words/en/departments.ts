import type { Department } from "../../schema";

export const departments: Department[] = [
  { slug: "orthopaedics", name: "Orthopaedics", icon: "bone" },
  { slug: "radiology", name: "Radiology", icon: "scan" },
  { slug: "pediatrics", name: "Pediatrics", icon: "baby" },
  { slug: "obstetrics", name: "Obstetrics", icon: "heart-pulse" },
  { slug: "gynecology", name: "Gynecology", icon: "users" },
  { slug: "generalmedicine", name: "General Medicine", icon: "stethoscope" },
  { slug: "diabetology", name: "Diabetology", icon: "droplet" },
  { slug: "generalsurgery", name: "General Surgery", icon: "scissors" },
  { slug: "urology", name: "Urology", icon: "activity" },
  { slug: "dental", name: "Dental", icon: "toothbrush" },
  { slug: "physiotherapy", name: "Physiotherapy", icon: "person-standing" },
];
