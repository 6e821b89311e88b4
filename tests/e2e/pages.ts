import { departments } from "../../app/content/departments";
import { specialities } from "../../app/content/specialities";
import { paths } from "../../app/paths";

/** Each page a visitor can land on, with the h1 it must show. */
export const PAGES: { path: string; heading: string | RegExp; title: RegExp }[] = [
  { path: paths.home, heading: "Healing with Excellence, Caring with Heart", title: /Aarogya Multi-Speciality Hospital/ },
  { path: paths.about, heading: "Multi-Specialty Hospital", title: /^About Us/ },
  { path: paths.specialityList, heading: "Explore our wide range of medical specialties at the hospital.", title: /^Specialities/ },
  ...departments.en.map((department) => ({
    path: paths.speciality(department.slug),
    heading: specialities.en[department.slug].title,
    title: new RegExp(`^${specialities.en[department.slug].title} \\|`),
  })),
  { path: paths.findDoctor, heading: "List of the Top Super Specialist Doctors in Jaipur", title: /^Find a Doctor/ },
  { path: paths.contact, heading: "Contact Us", title: /^Contact Us/ },
  { path: paths.bookAppointment, heading: /^Schedule an appointment with a specialist at .+ for Personalized Care\.$/, title: /^Book an Appointment/ },
  { path: paths.gallery, heading: "Gallery", title: /^Gallery/ },
  { path: paths.terms, heading: "Terms of Use", title: /^Terms of Use/ },
  { path: paths.privacy, heading: "Privacy Notice", title: /^Privacy Notice/ },
];
