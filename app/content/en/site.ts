import { paths } from "#common/paths";
import { HOSPITAL_NAME } from "../links";
import type { SiteContent } from "../site.schema";

export const site: SiteContent = {
  hospitalName: HOSPITAL_NAME,
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
  emergencyCall: "Emergency 24x7",
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
    disclaimer:
      "This website gives general information, not medical advice. In an emergency, call {phone} or {ambulance} for an ambulance.",
    patientGuide: "Patient and Visitor Guide",
    patientRights: "Patient Rights",
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
  noPhoto: "Photo not available",
  notices: "Notices from the hospital",
};
