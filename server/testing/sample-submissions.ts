/** Valid submissions as the API hands them over after validation, for tests. */
import type { Appointment } from "#schemas/appointment";
import type { Contact } from "#schemas/contact";
import type { Feedback } from "#schemas/feedback";
import type { IncomingSubmission } from "../submissions/submission";

export function sampleAppointment(overrides: Partial<Appointment> = {}): IncomingSubmission {
  return {
    kind: "appointment",
    locale: "en",
    data: {
      name: "Ravi Sharma",
      email: "ravi.sharma@example.in",
      phoneNumber: "9829012345",
      speciality: "Orthopaedics",
      query: "Pain in the left knee after a fall last week.",
      code: "pdpl",
      ...overrides,
    },
  };
}

export function sampleContact(overrides: Partial<Contact> = {}): IncomingSubmission {
  return {
    kind: "contact",
    locale: "en",
    data: {
      firstName: "Priya",
      lastName: "Verma",
      email: "priya.verma@example.in",
      phone: "9414012345",
      message: "Do you offer physiotherapy on Sundays?",
      ...overrides,
    },
  };
}

export function sampleFeedback(overrides: Partial<Feedback> = {}): IncomingSubmission {
  return {
    kind: "feedback",
    locale: "en",
    data: {
      name: "Sunita Meena",
      phone: "9887012345",
      kind: "complaint",
      message: "We waited two hours at the billing counter on discharge.",
      earlierReference: "APT-7K3M9Q2D",
      ...overrides,
    },
  };
}
