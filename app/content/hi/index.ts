/** Every Hindi content module; all-locales.ts holds it beside the other languages. */
export { about } from "./about";
export { departments } from "./departments";
export { doctorPage } from "./doctor-page";
export { doctors } from "./doctors";
export { findDoctorPage } from "./find-doctor";
export { feedbackPage } from "./feedback-page";
export { appointmentMessages, contactMessages, feedbackMessages } from "./form-messages";
export { forms } from "./forms";
export { gallery } from "./gallery";
export { home } from "./home";
export { privacy } from "./privacy";
export { serverAnswers } from "./server-answers";
export { site } from "./site";
export { specialities } from "./specialities";
export { specialityListPage } from "./speciality-list";
export { specialityPage } from "./speciality-page";
export { terms } from "./terms";
