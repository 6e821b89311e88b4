import { working } from "../../hospital-fact";
import type { HomeContent } from "../home.schema";

// The counters' figures and the TPA list are the hospital's to give: the seed's (seed-content.ts) until
// staff change them in the desk. The TPAs here are the seed's list; pages show the published one.
export const home: HomeContent = {
  meta: {
    name: "Home",
    title: "{hospital}, Sanganer, Jaipur",
    description:
      "NABH-accredited multi-speciality hospital in Sanganer, Jaipur: 24x7 emergency, ICU, NICU, modular OT, 100+ beds and experienced specialists. Book an appointment.",
  },
  hero: {
    heading: "Healing with Excellence, Caring with Heart",
    lead: "Experienced specialists, 24x7 emergency care and modern facilities in Sanganer, Jaipur, with cashless treatment under government health schemes and insurance.",
    explore: "Explore",
    apply: "Apply",
  },
  counters: {
    heading: "The hospital in numbers",
    items: [
      { figure: "doctors", suffix: "+", label: "Experienced Doctors", icon: "stethoscope" },
      { figure: "beds", suffix: "+", label: "Beds", icon: "bed" },
      { figure: "staff", suffix: "+", label: "Staff", icon: "users" },
    ],
  },
  bookAppointment: "Book An Appointment",
  services: {
    heading: "Our Services",
    intro: "Round-the-clock care for emergencies, newborns and critically ill patients, with comfortable rooms for recovery.",
    items: [
      {
        title: "Deluxe Rooms",
        description: "Clean, air-conditioned private rooms with an attendant bed, so family can stay close during recovery.",
        icon: "bed",
      },
      {
        title: "24/7 Emergency",
        description: "Emergency doctors on duty day and night, every day of the year.",
        icon: "siren",
        whatToDo: {
          sentence:
            "In an emergency, call {ambulance} for an ambulance or our emergency line {phone}, and come straight to the emergency entrance.",
          guideLink: "How to reach the emergency entrance",
        },
      },
      {
        title: "NICU",
        description: "A neonatal intensive care unit with warmers, phototherapy and ventilators for newborns who need extra care.",
        icon: "baby",
      },
      {
        title: "Digital X-Ray",
        description: "Quick, low-dose digital X-rays with reports read by our radiologists, for indoor and walk-in patients.",
        icon: "scan",
      },
      {
        title: "ICU",
        description: "A fully monitored intensive care unit with ventilators and trained critical-care nurses at every bedside.",
        icon: "heart-pulse",
      },
      {
        title: "Modular OT",
        description: "Modular operation theatres with laminar air flow, built for safe orthopaedic, general and laparoscopic surgery.",
        icon: "scissors",
      },
    ],
  },
  about: {
    heading: "About Us",
    paragraphs: [
      "Aarogya Multi-Speciality Hospital has served families in Sanganer and across Jaipur with honest, affordable treatment. Our doctors, nurses and staff work as one team, from the emergency room to the day you go home.",
      "We have tie-ups with the state health scheme (Mukhyamantri Ayushman Arogya Yojana), RGHS (Rajasthan Government Health Scheme) and insurance TPAs, so that many patients can be treated cashless.",
    ],
    readMore: "Read More",
    readMoreContext: "about the hospital",
  },
  specializations: {
    heading: "Our Specializations",
    intro: "Choose a department to meet its doctors, see what we treat and read answers to common questions.",
  },
  tieUps: {
    heading: "Our Tie-ups",
    intro:
      "Cashless treatment is available to eligible patients under these schemes and insurance partners. Please bring your card and a photo ID at admission.",
    items: [
      {
        name: "Mukhyamantri Ayushman Arogya Yojana",
        description: "Rajasthan state health scheme",
        logo: "/images/tie-ups/state-health-scheme.svg",
      },
      {
        name: "ECHS",
        description: "Ex-Servicemen Contributory Health Scheme",
        logo: "/images/tie-ups/echs.svg",
      },
      {
        name: "TPAs",
        description: "Insurance third-party administrators",
        logo: "/images/tie-ups/tpa.svg",
      },
    ],
    moreDetails: "More Details",
    hideDetails: "Hide Details",
    panelTitle: "TPA Empanelment Status",
    panelIntro: "We are empanelled with these third-party administrators for cashless insurance claims:",
    tpas: working([
      "Medi Assist India TPA",
      "Paramount Health Services & Insurance TPA",
      "Health India Insurance TPA",
      "MD India Health Insurance TPA",
      "Vidal Health Insurance TPA",
      "Family Health Plan Insurance TPA",
      "Raksha Health Insurance TPA",
      "Heritage Health Insurance TPA",
      "Ericson Insurance TPA",
      "Safeway Insurance TPA",
      "Genins India Insurance TPA",
    ]),
  },
  accreditation: {
    heading: "NABH Accredited Hospital",
    paragraphs: [
      "Aarogya Multi-Speciality Hospital is certified by the National Accreditation Board for Hospitals & Healthcare Providers (NABH).",
      "To earn it, the hospital was assessed against over 500 objective elements of patient safety and quality of care, from infection control and medication safety to patients' rights.",
    ],
    certificateLink: "View the certificate (PDF)",
  },
  doctors: {
    heading: "Our Doctors",
    intro: "Experienced consultants who explain your treatment in plain words, in Hindi or English.",
    viewAll: "View all doctors",
  },
  pharmacy: {
    heading: "Pharmacy Store",
    intro: "Our in-house pharmacy keeps the medicines your doctor prescribes in stock, at fair prices.",
    points: [
      { icon: "clock", title: "Fast and reliable", text: "Fast and reliable service, for orders at the counter and by phone." },
      { icon: "shield-check", title: "Trusted medicines", text: "Medicines trusted by our in-house doctors." },
    ],
    placeOrder: "Place Your Order",
  },
};
