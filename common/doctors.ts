/**
 * The ids of the doctors the site shows, in the order Find Doctor lists them: each is the key of a
 * doctor's page (/doctors/{id}) and of the doctor's entries in the content. The content's schema holds its cards to
 * exactly these ids, so a page can never be listed in the sitemap without content to show.
 */
export const DOCTOR_IDS = [
  "rajendra-singh-shekhawat",
  "mahesh-gupta",
  "sanjay-meena",
  "neha-mathur",
  "vikas-sharma",
  "sunita-choudhary",
  "priya-jain",
  "anil-khandelwal",
  "ankit-agarwal",
] as const;
export type DoctorId = (typeof DOCTOR_IDS)[number];
