/**
 * A doctor's page links to the appointment form as /bookappointment?doctor=<id>; the form's Doctor
 * select has the same name. The site server marks that doctor's option in the page it sends, with the
 * doctor's department among the Speciality options (the doctor's option names it in
 * DOCTOR_SPECIALITY_ATTRIBUTE) and the line at the form's top that names the doctor (doctorNoteId)
 * shown; the form's script does the same when the browser draws the page itself.
 */
export const DOCTOR_QUERY = "doctor";
export const DOCTOR_SELECT_ID = "appointment-doctor";
export const SPECIALITY_SELECT_ID = "appointment-speciality";
/** On a doctor's option: the Speciality option (its value) that is the doctor's department (written as data-speciality in the form). */
export const DOCTOR_SPECIALITY_ATTRIBUTE = "data-speciality";
/** The line at the appointment form's top that names the chosen doctor. */
export const doctorNoteId = (id: string) => `appointment-for-${id}`;
