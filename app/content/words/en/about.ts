import type { AboutContent } from "../about.schema";

export const about: AboutContent = {
  meta: {
    name: "About Us",
    title: "About Us | {hospital}, Jaipur",
    description:
      "Our mission, vision and values, our operation theatres, critical care unit and {beds}+ bed infrastructure, and why families in Jaipur choose Aarogya Hospital.",
  },
  schemesJoinedWith: "and",
  hero: {
    title: "Multi-Specialty Hospital",
    location: "Sanganer, Jaipur",
    lead: "Experienced doctors, 24x7 emergency care and modern facilities for families in Sanganer and across Jaipur.",
    enquireNow: "Enquire Now",
  },
  banner: {
    title: "Book Your Appointment Today!",
    text: "Call or e-mail us to see one of our specialists, and our team will help you find a time that suits you.",
    callForEnquiry: "Call for Enquiry",
    emailUs: "Email Us",
  },
  intro: {
    heading: "Complete care under one roof",
    paragraphs: [
      "Aarogya Multi-Speciality Hospital brings doctors from many specialities together in one place. You can see a specialist, have your tests, get your medicines and, if needed, be admitted or have an operation, without going from one hospital to another.",
      "Our doctors, nurses and staff work as one team. We explain each step of your treatment in simple words, in Hindi or English, so that you and your family can make decisions with confidence.",
    ],
    specialities: [
      "Cardiology",
      "Orthopaedics",
      "Oncology",
      "Neurology",
      "Gastroenterology",
      "Nephrology",
      "Urology",
      "Pulmonology",
      "Gynaecology",
      "ENT",
      "Endocrinology",
      "General Surgery",
      "Critical Care",
      "Plastic Surgery",
      "Dermatology",
      "Psychiatry",
      "Rheumatology",
    ],
  },
  mission: {
    heading: "Our Mission",
    text: "To give every patient safe, honest and affordable medical care, with kindness and respect, close to home.",
  },
  vision: {
    heading: "Our Vision",
    text: "To be a hospital that families in Sanganer, Jaipur and nearby towns can trust with their health at every stage of life.",
  },
  values: {
    heading: "Our Core Values",
    items: [
      {
        title: "Compassion",
        text: "We treat every patient with kindness and patience, and we listen to their worries and those of their family.",
      },
      {
        title: "Integrity",
        text: "We give honest advice, recommend only the tests and treatment that are needed, and explain costs clearly.",
      },
      {
        title: "Safety",
        text: "We follow careful standards for hygiene, medicines and surgery to protect patients at every step.",
      },
      {
        title: "Respect",
        text: "We respect each patient's dignity, privacy and choices, whatever their age, background or ability to pay.",
      },
      {
        title: "Affordability",
        text: "We keep our charges fair and help eligible patients use government health schemes and insurance for cashless treatment.",
      },
    ],
  },
  facilities: [
    {
      id: "modular-ot",
      title: "State-of-the-Art OT",
      description1:
        "Our modular operation theatres are built for clean and safe surgery. Smooth, seamless walls and laminar air flow with filtered air help keep the risk of infection low.",
      description2:
        "The theatres are used for orthopaedic, general, keyhole (laparoscopic), gynecological and urological operations. Each has modern anaesthesia equipment and patient monitors, and after surgery patients are watched closely in a recovery area.",
      image: "/images/facilities/modular-ot.svg",
    },
    {
      id: "infrastructure",
      title: "Infrastructure & Facilities",
      description1:
        "The hospital has over {beds} beds, with general wards, private and deluxe rooms, an intensive care unit (ICU) and a neonatal intensive care unit (NICU).",
      description2: [
        "Digital X-ray and ultrasound, with reports read by our radiologists.",
        "A laboratory for routine blood and urine tests.",
        "An in-house pharmacy, open on all days.",
        "Ambulance service and power backup, day and night.",
        "Clean, air-conditioned private rooms with a bed for one attendant.",
      ],
      image: "/images/facilities/infrastructure.svg",
    },
    {
      id: "critical-care",
      title: "Critical Care Unit",
      description1:
        "Our critical care unit looks after patients who are seriously ill or recovering from major surgery. Every bed has a patient monitor, and ventilators are ready for patients who need help with breathing.",
      description2:
        "Trained critical-care nurses are at every bedside, and doctors are present in the unit day and night. We keep families informed and give them regular updates about the patient's condition.",
      image: "/images/facilities/critical-care.svg",
    },
    {
      id: "why-choose-us",
      title: "Why Choose Us",
      description1:
        "Families in Sanganer, Jaipur and nearby towns come to us for experienced doctors, honest advice and affordable treatment close to home.",
      description2: [
        "Empanelled under {schemes}, for cashless treatment of eligible patients.",
        "24x7 emergency care, with doctors on duty day and night.",
        "NABH accreditation for patient safety and quality of care.",
        "Specialists from many departments under one roof, so that tests, treatment and follow-up happen in one place.",
        "Cashless treatment for patients insured through our empanelled insurance TPAs.",
        "An in-house pharmacy with discounts on medicines and free home delivery within city limits.",
      ],
      image: "/images/facilities/why-choose-us.svg",
    },
  ],
};
