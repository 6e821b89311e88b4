/**
 * The two changes the hospital makes most, applied to any content: supplying a fact only it can give
 * (a doctor's OPD days and hours) and adding a doctor with a photo. Tests run their checks on the
 * result as well as on the seed, so a test that holds today's content instead of a rule fails here, and
 * the day the hospital supplies a fact or adds a doctor breaks nothing that is not about it.
 */
import type { Doctor, SiteContent } from "#app/content/model/site-content.schema";

export const ADDED_DOCTOR_ID = "kavita-rathore";
/** A picture every build ships, standing in for a photo uploaded in the desk (the site shows a shipped file the same way). */
export const ADDED_DOCTOR_PHOTO = "/images/hero-care.svg";
/** Hours no content has, so finding them on a page proves this change put them there; pages write them as they are ("10:07"). */
export const SUPPLIED_OPD = { days: ["monday", "thursday"], from: "10:07", to: "12:41" } as const;

export type ContentChanges = {
  content: SiteContent;
  /** The doctor whose OPD days and hours are now supplied. */
  suppliedFor: Doctor;
  added: Doctor;
};

/** `content` with the first listed doctor's OPD supplied and a new listed doctor, with a photo, at the end of the list. */
export function withSuppliedFactAndAddedDoctor(content: SiteContent): ContentChanges {
  const changed = structuredClone(content);
  const suppliedFor = changed.doctors.find((doctor) => doctor.listed);
  if (!suppliedFor) throw new Error("the content lists no doctor to supply a fact for");
  suppliedFor.opd = { state: "supplied", value: [{ ...SUPPLIED_OPD, days: [...SUPPLIED_OPD.days] }] };

  const added: Doctor = {
    ...structuredClone(suppliedFor),
    id: ADDED_DOCTOR_ID,
    name: { en: "Dr. Kavita Rathore", hi: "डॉ. कविता राठौड़" },
    opd: { state: "missing" },
    fee: { state: "supplied", value: 600 },
    leave: [],
    photo: {
      state: "supplied",
      value: { src: ADDED_DOCTOR_PHOTO, width: 400, height: 400, alt: { en: "Dr. Kavita Rathore", hi: "Dr. Kavita Rathore" } },
    },
  };
  changed.doctors.push(added);
  return { content: changed, suppliedFor, added };
}

/** `content` with the hospital's main number supplied as `e164` (+91 and ten digits): a change every page's frame shows. */
export function withMainPhone(content: SiteContent, e164: string): SiteContent {
  const changed = structuredClone(content);
  const digits = e164.slice(3);
  changed.hospital.phones.main = { state: "supplied", value: { e164, display: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` } };
  return changed;
}

/** `content` with one doctor's years of experience one more: a change their page, their department's, Find Doctor and the home page show. */
export function withOneDoctorChanged(content: SiteContent, doctorId: string): SiteContent {
  const changed = structuredClone(content);
  const doctor = changed.doctors.find((each) => each.id === doctorId);
  if (!doctor) throw new Error(`the content has no doctor ${doctorId}`);
  doctor.experienceYears += 1;
  return changed;
}
