/**
 * What every e-mail a submission sends is composed with. Its own module, so that compose.ts can choose
 * between the e-mails and each e-mail can read these types without importing compose.ts back.
 */
import type { SiteContent } from "#app/content/model/site-content";
export type MailSettings = {
  from: string;
  to: string;
  acknowledgePatient: boolean;
  /** MAIL_CONTENT=notice (only with the front desk): the desk's e-mail links to the request instead of carrying it. */
  deskNotice?: { siteOrigin: string };
};

/**
 * The hospital's name, number and address a patient's acknowledgement gives, as the site publishes them
 * (the desk's Content screens): staff change them, so they are read from the release being served.
 */
export type HospitalContact = { name: { en: string; hi: string }; phoneDisplay: string; email: string };

/** What a patient's acknowledgement gives of the hospital, from a release's content (or the seed a fresh install starts from). */
export const hospitalContactOf = ({ hospital }: SiteContent): HospitalContact => ({
  name: hospital.name.value,
  phoneDisplay: hospital.phones.main.value.display,
  email: hospital.email.value,
});

export type CompositionContext = {
  referenceId: string;
  receivedAt: Date;
  mail: MailSettings;
  /** Absent: the repository's defaults (the staff command, tests without a published site). */
  hospital?: HospitalContact;
};
