import { z } from "zod";
import type { Locale } from "#common/locale";
import { paths } from "#common/paths";
import { LinkSchema, text, wording } from "../schema";

/** The specification's two links under every page, word for word in English. */
const SPEC_BOTTOM_LINKS = [
  { label: "Terms of Use", path: paths.terms },
  { label: "Privacy Policy", path: paths.privacy },
];

/** Words of the site's frame (navigation, footer, shared controls). */
export const siteSchema = (locale: Locale) =>
  z.object({
    /**
     * The hospital's name as this language writes it in a sentence, a heading or an e-mail (Devanagari
     * in Hindi); the registered Latin name (hospital.ts) stays where it must be exact: the postal
     * address and structured data.
     */
    hospitalName: text,
    skipToContent: text,
    /** Shown under the hospital's name in the top bar. */
    brandLocation: text,
    nav: z.object({
      label: text,
      home: wording(locale, "Home"),
      about: wording(locale, "About"),
      specialities: wording(locale, "Specialities"),
      findDoctor: wording(locale, "Find Doctor"),
      contact: wording(locale, "Contact"),
      bookAppointment: wording(locale, "Book Appointment"),
      openMenu: wording(locale, "Open menu"),
      closeMenu: wording(locale, "Close menu"),
      callUs: text,
    }),
    /** The call link at the top of every page, beside the emergency number. */
    emergencyCall: text,
    scrollToTop: wording(locale, "Scroll to top"),
    opensInNewTab: text,
    footer: z.object({
      followUs: text,
      contactHeading: wording(locale, "Contact Us"),
      phoneLabel: text,
      emailLabel: text,
      addressLabel: text,
      supportNote: wording(locale, "Our Support and Sales team is available 365/24/7 to answer your queries."),
      specialitiesHeading: wording(locale, "Specialities"),
      seeMore: wording(locale, "See More"),
      patientsHeading: wording(locale, "For Patients"),
      patientLinks: z.array(LinkSchema).length(6),
      /**
       * The row of links at the foot of every page, in the order it shows them: a page joins the row
       * here alone. English keeps the specification's Terms of Use and Privacy Policy word for word.
       */
      bottomLinks: z
        .array(LinkSchema)
        .min(1)
        .refine(
          (links) =>
            locale !== "en" ||
            SPEC_BOTTOM_LINKS.every((spec) => links.some((link) => link.label === spec.label && link.path === spec.path)),
          `must keep ${SPEC_BOTTOM_LINKS.map((link) => `"${link.label}" (${link.path})`).join(" and ")}`,
        ),
      /** "{year}" is replaced with the current year. */
      copyright: text.includes("{year}"),
      /** Under every page: information, not medical advice; "{phone}" and "{ambulance}" become call links. */
      disclaimer: text.includes("{phone}").includes("{ambulance}"),
    }),
    social: z.object({ facebook: text, youtube: text, instagram: text, linkedin: text }),
    breadcrumbHome: text,
    /** Names the breadcrumb trail for screen readers. */
    breadcrumbLabel: text,
    /** The page shown when a page fails to render; "{status}" and "{link}" (to the home page) are filled in. */
    errorPage: z.object({ heading: text, text: text.includes("{status}").includes("{link}"), homeLink: text }),
    /** What a screen reader hears for a doctor's card that has no photo. */
    noPhoto: text,
    /** Names the banner of the hospital's notices (OPD closed on a holiday) for screen readers. */
    notices: text,
    /** Names the bar at the top of the page while the next page is on its way, for screen readers. */
    pageLoading: text,
  });

export type SiteContent = z.infer<ReturnType<typeof siteSchema>>;
