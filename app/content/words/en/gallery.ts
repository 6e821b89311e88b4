import type { GalleryContent } from "../gallery.schema";

export const gallery: GalleryContent = {
  meta: {
    name: "Gallery",
    title: "Gallery | {hospital}, Jaipur",
    description:
      "What our hospital in Sanganer, Jaipur has: modular operation theatres, ICU, NICU, patient rooms, emergency, radiology and the in-house pharmacy.",
  },
  heading: "Gallery",
  intro: "The places where we care for you, from the operation theatre and intensive care units to our rooms, pharmacy and help desk.",
  drawingNote: "A drawing, not a photograph of the hospital",
  items: [
    {
      id: "operation-theatre",
      title: "Modular Operation Theatre",
      caption:
        "Our modular operation theatres have filtered air flow and modern equipment for safe surgery. After the operation, patients are watched closely in a recovery area.",
      image: "/images/gallery/operation-theatre.svg",
      alt: "Illustration of an operating table under a surgical light, with a patient monitor beside it",
    },
    {
      id: "icu",
      title: "Intensive Care Unit",
      caption:
        "The ICU cares for patients who are seriously ill or recovering from major surgery. Every bed has a monitor, and trained nurses are at the bedside day and night.",
      image: "/images/gallery/icu.svg",
      alt: "Illustration of an ICU bed with a heart monitor and a ventilator",
    },
    {
      id: "nicu",
      title: "Neonatal ICU",
      caption: "The NICU looks after newborn babies who are born early or need extra care, with warmers, phototherapy and ventilators.",
      image: "/images/gallery/nicu.svg",
      alt: "Illustration of a newborn baby in a warmer, with a small monitor beside it",
    },
    {
      id: "patient-rooms",
      title: "Deluxe Patient Rooms",
      caption: "Clean, air-conditioned private rooms with a bed for one attendant, so that family can stay close during recovery.",
      image: "/images/gallery/patient-rooms.svg",
      alt: "Illustration of a hospital room with a patient bed, an attendant's bed and a window",
    },
    {
      id: "emergency",
      title: "24x7 Emergency",
      caption: "Our emergency department is open 24 hours a day, every day of the year, with doctors on duty day and night.",
      image: "/images/gallery/emergency.svg",
      alt: "Illustration of an ambulance parked at the entrance of an emergency department",
    },
    {
      id: "radiology",
      title: "Radiology & Digital X-Ray",
      caption:
        "Digital X-ray and ultrasound help your doctor find the cause of your problem quickly. Each report is read by a radiologist.",
      image: "/images/gallery/radiology.svg",
      alt: "Illustration of a digital X-ray machine next to a screen showing a chest X-ray",
    },
    {
      id: "pharmacy",
      title: "Pharmacy Store",
      caption:
        "Our in-house pharmacy keeps the medicines your doctor prescribes, with discounts on medicines and home delivery within city limits.",
      image: "/images/gallery/pharmacy.svg",
      alt: "Illustration of a pharmacy counter with shelves of medicine boxes and bottles behind it",
    },
    {
      id: "reception",
      title: "Reception & Help Desk",
      caption: "Our reception staff help you register, find your doctor and get answers about admission, billing and health schemes.",
      image: "/images/gallery/reception.svg",
      alt: "Illustration of a reception desk with a staff member and a waiting area with chairs",
    },
  ],
};
