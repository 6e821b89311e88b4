import { CONTENT } from "#app/content/all-locales";
import { paths } from "#common/paths";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each page a visitor can land on, with the h1 it must show. */
export const PAGES: { path: string; heading: string | RegExp; title: RegExp }[] = [
  { path: paths.home, heading: "Healing with Excellence, Caring with Heart", title: /Aarogya Multi-Speciality Hospital/ },
  { path: paths.about, heading: "Multi-Specialty Hospital", title: /^About Us/ },
  { path: paths.specialityList, heading: "Explore our wide range of medical specialties at the hospital.", title: /^Specialities/ },
  ...CONTENT.en.departments.map((department) => ({
    path: paths.speciality(department.slug),
    heading: CONTENT.en.specialities[department.slug].title,
    title: new RegExp(`^${CONTENT.en.specialities[department.slug].title} \\|`),
  })),
  { path: paths.findDoctor, heading: "List of the Top Super Specialist Doctors in Jaipur", title: /^Find a Doctor/ },
  ...CONTENT.en.doctors.cards.map((doctor) => ({
    path: paths.doctor(doctor.id),
    heading: doctor.name,
    title: new RegExp(`^${escape(CONTENT.en.doctorPage.meta.title.replace("{doctor}", doctor.name))}$`),
  })),
  { path: paths.contact, heading: "Contact Us", title: /^Contact Us/ },
  {
    path: paths.bookAppointment,
    heading: /^Schedule an appointment with a specialist at .+ for Personalized Care\.$/,
    title: /^Book an Appointment/,
  },
  { path: paths.gallery, heading: "Gallery", title: /^Gallery/ },
  { path: paths.terms, heading: "Terms of Use", title: /^Terms of Use/ },
  { path: paths.privacy, heading: "Privacy Policy", title: /^Privacy Policy/ },
  { path: paths.patientGuide, heading: "Patient and Visitor Guide", title: /^Patient and Visitor Guide \|/ },
  { path: paths.patientRights, heading: "Patients' Rights and Responsibilities", title: /^Patient Rights \|/ },
  { path: paths.feedback, heading: "Feedback", title: /^Feedback and Complaints/ },
];

const hi = CONTENT.hi;
const titleOf = (title: string) => new RegExp(`^${escape(title)}$`);

/** Every page again in Hindi, under /hi, with the h1 and title it must show there. */
export const HINDI_PAGES: { path: string; heading: string; title: RegExp }[] = [
  { path: "/hi", heading: hi.home.hero.heading, title: titleOf(hi.home.meta.title) },
  { path: "/hi/about", heading: hi.about.hero.title, title: titleOf(hi.about.meta.title) },
  { path: "/hi/speciality", heading: hi.specialityListPage.heroTitle, title: titleOf(hi.specialityListPage.meta.title) },
  ...hi.departments.map((department) => ({
    path: `/hi${paths.speciality(department.slug)}`,
    heading: hi.specialities[department.slug].title,
    title: titleOf(hi.specialityPage.meta.title.replace("{speciality}", hi.specialities[department.slug].title)),
  })),
  { path: "/hi/find", heading: hi.findDoctorPage.heroTitle, title: titleOf(hi.findDoctorPage.meta.title) },
  ...hi.doctors.cards.map((doctor) => ({
    path: `/hi${paths.doctor(doctor.id)}`,
    heading: doctor.name,
    title: titleOf(hi.doctorPage.meta.title.replace("{doctor}", doctor.name)),
  })),
  { path: "/hi/contact", heading: hi.forms.contactPage.bannerTitle, title: titleOf(hi.forms.contactPage.meta.title) },
  {
    path: "/hi/bookappointment",
    heading: `${hi.forms.appointmentPage.headingStart} ${hi.site.hospitalName} ${hi.forms.appointmentPage.headingEnd}`,
    title: titleOf(hi.forms.appointmentPage.meta.title),
  },
  { path: "/hi/gallery", heading: hi.gallery.heading, title: titleOf(hi.gallery.meta.title) },
  { path: "/hi/terms", heading: hi.terms.heading, title: titleOf(hi.terms.meta.title) },
  { path: "/hi/privacy", heading: hi.privacy.heading, title: titleOf(hi.privacy.meta.title) },
  { path: "/hi/patient-guide", heading: hi.patientGuide.heading, title: titleOf(hi.patientGuide.meta.title) },
  { path: "/hi/patient-rights", heading: hi.patientRights.heading, title: titleOf(hi.patientRights.meta.title) },
  { path: "/hi/feedback", heading: hi.feedbackPage.page.bannerTitle, title: titleOf(hi.feedbackPage.page.meta.title) },
];

/**
 * The time a test needs to open each of `pages` in the browser: the list grows with the site, and one
 * load can take a few seconds on a busy two-core machine, so the default 30 s no longer covers it.
 */
export const timeToVisit = (pages: readonly unknown[]) => 30_000 + pages.length * 3_000;
