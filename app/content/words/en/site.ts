import { paths } from "#common/paths";
import { HOSPITAL_NAME } from "../../links";
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
    bottomLinks: [
      { label: "Patient and Visitor Guide", path: paths.patientGuide },
      { label: "Patient Rights", path: paths.patientRights },
      { label: "Terms of Use", path: paths.terms },
      { label: "Privacy Policy", path: paths.privacy },
    ],
    copyright: "© {year} Aarogya Multi-Speciality Hospital. All rights reserved.",
    disclaimer:
      "This website gives general information, not medical advice. In an emergency, call {phone} or {ambulance} for an ambulance.",
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
  pageLoading: "Opening the page",
};
