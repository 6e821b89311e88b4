import { z } from "zod";
import { LinkSchema, PageMetaSchema } from "./schema";

const text = z.string().min(1);

/** Words of the site's frame (navigation, footer, shared controls) and every page's meta tags. */
export const SiteSchema = z.object({
  skipToContent: text,
  nav: z.object({
    label: text,
    home: z.literal("Home"),
    about: z.literal("About"),
    specialities: z.literal("Specialities"),
    findDoctor: z.literal("Find Doctor"),
    contact: z.literal("Contact"),
    bookAppointment: z.literal("Book Appointment"),
    openMenu: z.literal("Open menu"),
    closeMenu: z.literal("Close menu"),
    callUs: text,
  }),
  scrollToTop: z.literal("Scroll to top"),
  opensInNewTab: text,
  footer: z.object({
    description: text,
    followUs: text,
    contactHeading: z.literal("Contact Us"),
    phoneLabel: text,
    emailLabel: text,
    addressLabel: text,
    supportNote: z.literal("Our Support and Sales team is available 365/24/7 to answer your queries."),
    specialitiesHeading: z.literal("Specialities"),
    seeMore: z.literal("See More"),
    patientsHeading: z.literal("For Patients"),
    patientLinks: z.array(LinkSchema).length(6),
    termsOfUse: z.literal("Terms of Use"),
    privacyPolicy: z.literal("Privacy Policy"),
    /** "{year}" is replaced with the current year. */
    copyright: text.includes("{year}"),
  }),
  social: z.object({ facebook: text, youtube: text, instagram: text, linkedin: text }),
  breadcrumbHome: text,
  specialityFallback: z.object({
    title: z.literal("Specialization"),
    text: z.literal("Details about this specialization will be available soon."),
  }),
  speciality: z.object({
    whyChooseUs: z.literal("Why Choose Us?"),
    meetOurExperts: z.literal("Meet Our Experts"),
    whatPatientsSay: z.literal("What Our Patients Say"),
    faqs: z.literal("Frequently Asked Questions"),
    bookCta: text,
    noPhoto: text,
  }),
  meta: z.object({
    home: PageMetaSchema,
    about: PageMetaSchema,
    specialityList: PageMetaSchema,
    /** "{speciality}" is replaced with the department's name. */
    speciality: PageMetaSchema,
    specialityFallback: PageMetaSchema,
    findDoctor: PageMetaSchema,
    contact: PageMetaSchema,
    bookAppointment: PageMetaSchema,
    gallery: PageMetaSchema,
    terms: PageMetaSchema,
    privacy: PageMetaSchema,
  }),
});

export type SiteContent = z.infer<typeof SiteSchema>;
