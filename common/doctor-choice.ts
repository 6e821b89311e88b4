/**
 * A doctor's page links to the appointment form as /bookappointment?doctor=<id>; the form's Doctor
 * select has the same name. The site server marks that doctor's option in the page it sends, and the
 * form's script does the same when the browser draws the page itself.
 */
export const DOCTOR_QUERY = "doctor";
export const DOCTOR_SELECT_ID = "appointment-doctor";
