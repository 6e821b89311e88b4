import { Icon } from "../ui/icon";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { departments } from "../../content/words/departments";
import { mailLink, telLink } from "../../content/links";
import { useFrame } from "./use-frame";
import { site } from "../../content/words/site";
import { paths } from "#common/paths";
import { SocialLinks } from "../ui/social-links";
import { WithEmergencyNumbers } from "./emergency-call";
import { useEnhanced } from "./use-enhanced";

/** How many specialities the footer lists before 'See More' is pressed. */
export const FOOTER_SPECIALITIES_COLLAPSED = 6;

// 44 px tall: a finger on a phone hits the link it means (review p1).
const linkClass = "inline-flex min-h-11 items-center text-slate-200 no-underline hover:text-white hover:underline";

export function SiteFooter() {
  const { footer, social } = site;
  const frame = useFrame();
  const departmentList = departments;
  const [showAllSpecialities, setShowAllSpecialities] = useState(false);
  // Until scripts run, every speciality is in the list and See More is an HTML disclosure that shows
  // the rest (CSS, :has), so a tap on a page that has not hydrated yet is not lost. Once scripts run,
  // the button and the list are React's, with the list as long as the visitor left it.
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const hydrated = useEnhanced(() => {
    if (disclosureRef.current?.open) setShowAllSpecialities(true);
  });
  const shownDepartments = showAllSpecialities || !hydrated ? departmentList : departmentList.slice(0, FOOTER_SPECIALITIES_COLLAPSED);

  return (
    <footer className="render-when-near bg-navy text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <p className="text-lg font-bold text-white">{frame.name}</p>
          <p className="mt-3 text-[0.95rem]">{frame.about}</p>
          <p className="mt-5 mb-2 text-sm font-semibold text-white">{footer.followUs}</p>
          <SocialLinks networks={["facebook", "youtube", "instagram"]} labels={social} tone="dark" />
        </div>

        <div className="group">
          <h2 id="footer-specialities" className="text-base font-bold text-white">
            {footer.specialitiesHeading}
          </h2>
          <ul id="footer-speciality-list" className="mt-3 space-y-1" aria-labelledby="footer-specialities">
            {shownDepartments.map((department, index) => (
              <li
                key={department.slug}
                className={!hydrated && index >= FOOTER_SPECIALITIES_COLLAPSED ? "hidden group-has-open:block" : undefined}
              >
                <Link to={paths.speciality(department.slug)} className={linkClass}>
                  {department.name}
                </Link>
              </li>
            ))}
          </ul>
          {!hydrated ? (
            <details ref={disclosureRef} className="open:hidden">
              <summary className="mt-2 inline-flex min-h-11 cursor-pointer list-none items-center rounded-md font-semibold text-white underline underline-offset-4 hover:text-blue-100 [&::-webkit-details-marker]:hidden">
                {footer.seeMore}
              </summary>
            </details>
          ) : showAllSpecialities ? null : (
            <button
              type="button"
              aria-controls="footer-speciality-list"
              aria-expanded={false}
              onClick={() => setShowAllSpecialities(true)}
              className="mt-2 inline-flex min-h-11 items-center rounded-md font-semibold text-white underline underline-offset-4 hover:text-blue-100"
            >
              {footer.seeMore}
            </button>
          )}
        </div>

        <div>
          <h2 id="footer-patients" className="text-base font-bold text-white">
            {footer.patientsHeading}
          </h2>
          <ul className="mt-3 space-y-1" aria-labelledby="footer-patients">
            {footer.patientLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.path} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{footer.contactHeading}</h2>
          <ul className="mt-3 space-y-3 text-[0.95rem]">
            <li className="flex gap-3">
              <Icon name="phone" className="mt-1 size-5 shrink-0" />
              <a href={telLink(frame.phone.e164)} className={linkClass}>
                <span className="sr-only">{footer.phoneLabel}: </span>
                {frame.phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="mail" className="mt-1 size-5 shrink-0" />
              <a href={mailLink(frame.email)} className={`${linkClass} break-all`}>
                <span className="sr-only">{footer.emailLabel}: </span>
                {frame.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="map-pin" className="mt-1 size-5 shrink-0" />
              <a href={frame.mapLink} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <span className="sr-only">{footer.addressLabel}: </span>
                {frame.postalAddress}
              </a>
            </li>
          </ul>
          <p className="mt-4 text-[0.95rem]">{footer.supportNote}</p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 pt-5 text-sm sm:px-6">
          <WithEmergencyNumbers sentence={footer.disclaimer} linkClassName="font-semibold text-white underline underline-offset-2" />
        </p>
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* The year is the build's until hydration; the browser's clock may be in a newer one. */}
          <p suppressHydrationWarning>{footer.copyright.replace("{year}", String(new Date().getFullYear()))}</p>
          {/* A list of the content's links, divided by rules that never dangle when it wraps (app.css). */}
          <div className="divided-links">
            <ul className="flex flex-wrap">
              {footer.bottomLinks.map((link) => (
                <li key={link.path} className="flex items-center">
                  <Link to={link.path} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
