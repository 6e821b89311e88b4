import type { SpecialityPageContent } from "../speciality-page.schema";

export const specialityPage: SpecialityPageContent = {
  meta: {
    name: "{speciality}",
    title: "{speciality} | {hospital}, Jaipur",
    description:
      "{speciality} at Aarogya Multi-Speciality Hospital, Sanganer, Jaipur: our specialists, facilities, what patients say and answers to common questions.",
  },
  whyChooseUs: "Why Choose Us?",
  meetOurExperts: "Meet Our Experts",
  whatPatientsSay: "What Our Patients Say",
  faqs: "Frequently Asked Questions",
  bookCta: "Book an appointment",
  noExperts: "To know which doctor sees patients of this department, and on which days, please call",
  lastReviewed: "Last reviewed: {date}",
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  fallback: {
    meta: {
      name: "Specialization",
      title: "Specialization | {hospital}",
      description:
        "Details about this specialization will be available soon. Browse our specialities or call the hospital in Sanganer, Jaipur for help.",
    },
    title: "Specialization",
    text: "Details about this specialization will be available soon.",
  },
};
