/**
 * The appointment form opened for one doctor: every Book button beside a doctor links here, and the
 * site server answers it with that doctor already chosen (server/site/doctor-choice.ts). A module of its
 * own, importing nothing, so the booking page's scripts share no chunk with the pages that link to it.
 * "doctor" is DOCTOR_QUERY (doctor-choice.ts); booking-link.test.ts holds them together.
 */
export const bookingWithDoctor = (bookingPath: string, id: string) => `${bookingPath}?doctor=${encodeURIComponent(id)}`;
