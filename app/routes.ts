import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Paths mirror common/paths.ts; the route tests check that every path there resolves here.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("speciality", "routes/speciality.tsx"),
  route("speciality/:name", "routes/speciality.$name.tsx"),
  route("find", "routes/find.tsx"),
  route("doctors/:id", "routes/doctor.$id.tsx"),
  route("contact", "routes/contact.tsx"),
  route("bookappointment", "routes/bookappointment.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("patient-guide", "routes/patient-guide.tsx"),
  route("patient-rights", "routes/patient-rights.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
