import { paths } from "../../paths";
import type { SiteContent } from "../site.schema";

export const site: SiteContent = {
  skipToContent: "Skip to main content",
  brandLocation: "Sanganer, Jaipur",
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    specialities: "Specialities",
    findDoctor: "Find Doctor",
    contact: "Contact",
    bookAppointment: "Book Appointment",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    callUs: "Call us",
  },
  scrollToTop: "Scroll to top",
  opensInNewTab: "(opens in a new tab)",
  footer: {
    description:
      "Aarogya Multi-Speciality Hospital in Sanganer, Jaipur, brings experienced specialists, round-the-clock emergency care, intensive care and modern diagnostics under one roof, close to home for families across Jaipur and nearby towns.",
    followUs: "Follow us",
    contactHeading: "Contact Us",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    addressLabel: "Address",
    supportNote: "Our Support and Sales team is available 365/24/7 to answer your queries.",
    specialitiesHeading: "Specialities",
    seeMore: "See More",
    patientsHeading: "For Patients",
    patientLinks: [
      { label: "Find Doctor", path: paths.findDoctor },
      { label: "Book Appointment", path: paths.bookAppointment },
      { label: "Meet Our Doctors", path: paths.meetDoctors },
      { label: "Technology", path: paths.home },
      { label: "Gallery", path: paths.gallery },
      { label: "Contact Us", path: paths.contact },
    ],
    termsOfUse: "Terms of Use",
    privacyPolicy: "Privacy Policy",
    copyright: "© {year} Aarogya Multi-Speciality Hospital. All rights reserved.",
  },
  social: {
    facebook: "Facebook",
    youtube: "YouTube",
    instagram: "Instagram",
    linkedin: "LinkedIn",
  },
  breadcrumbHome: "Home",
  breadcrumbLabel: "Breadcrumb",
  errorPage: {
    heading: "Something went wrong",
    text: "This page could not be shown (error {status}). Please go back to the {link}.",
    homeLink: "home page",
  },
  specialityFallback: {
    title: "Specialization",
    text: "Details about this specialization will be available soon.",
  },
  speciality: {
    whyChooseUs: "Why Choose Us?",
    meetOurExperts: "Meet Our Experts",
    whatPatientsSay: "What Our Patients Say",
    faqs: "Frequently Asked Questions",
    bookCta: "Book an appointment",
    noPhoto: "Photo not available",
  },
  meta: {
    home: {
      name: "Home",
      title: "Aarogya Multi-Speciality Hospital, Sanganer, Jaipur",
      description:
        "NABH-accredited multi-speciality hospital in Sanganer, Jaipur: 24/7 emergency, ICU, NICU, modular OT, 100+ beds and experienced specialists. Book an appointment.",
    },
    about: {
      name: "About Us",
      title: "About Us | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "Our mission, vision and values, our operation theatres, critical care unit and 100+ bed infrastructure, and why families in Jaipur choose Aarogya Hospital.",
    },
    specialityList: {
      name: "Specialities",
      title: "Specialities | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "Orthopaedics, radiology, pediatrics, obstetrics, gynecology, general medicine, diabetology, general surgery, urology, dental care and physiotherapy in Jaipur.",
    },
    speciality: {
      name: "{speciality}",
      title: "{speciality} | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "{speciality} at Aarogya Multi-Speciality Hospital, Sanganer, Jaipur: our specialists, facilities, what patients say and answers to common questions.",
    },
    specialityFallback: {
      name: "Specialization",
      title: "Specialization | Aarogya Multi-Speciality Hospital",
      description:
        "Details about this specialization will be available soon. Browse our specialities or call the hospital in Sanganer, Jaipur for help.",
    },
    findDoctor: {
      name: "Find a Doctor",
      title: "Find a Doctor | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "Meet our super specialist doctors in Jaipur: qualifications, experience and consultation details. Request an appointment online or chat with us on WhatsApp.",
    },
    contact: {
      name: "Contact Us",
      title: "Contact Us | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "Call, WhatsApp, e-mail or send us a message. Find Aarogya Multi-Speciality Hospital on Tonk Road, Sanganer, Jaipur, Rajasthan 302029.",
    },
    bookAppointment: {
      name: "Book an Appointment",
      title: "Book an Appointment | Aarogya Multi-Speciality Hospital",
      description:
        "Request an appointment with a specialist at Aarogya Multi-Speciality Hospital, Jaipur, or get a second opinion from our super specialist doctors.",
    },
    gallery: {
      name: "Gallery",
      title: "Gallery | Aarogya Multi-Speciality Hospital, Jaipur",
      description:
        "A look around our hospital in Sanganer, Jaipur: modular operation theatres, ICU, NICU, patient rooms, emergency, radiology and the in-house pharmacy.",
    },
    privacy: {
      name: "Privacy Notice",
      title: "Privacy Notice | Aarogya Multi-Speciality Hospital",
      description:
        "What personal data the hospital's website collects through its forms, why, who receives it, how long it is kept, and how to ask for access, correction or erasure.",
    },
    terms: {
      name: "Terms of Use",
      title: "Terms of Use | Aarogya Multi-Speciality Hospital",
      description:
        "The terms that apply when you use the Aarogya Multi-Speciality Hospital website: acceptable use, disclaimers, liability, governing law and how to contact us.",
    },
  },
};
