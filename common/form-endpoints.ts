/**
 * Where the public forms post (the spec's two, and the feedback form) (spec section 7): written once, for the browser that posts to them,
 * the server that answers them, and the tests and benchmarks that call them.
 */
export const FORM_ENDPOINT_PATHS = {
  contact: "/api/contact-email",
  appointment: "/api/appointment-email",
  feedback: "/api/feedback-email",
} as const;
