import { Link } from "react-router";
import { WithEmergencyNumbers } from "../../components/layout/emergency-call";
import type { FormsContent } from "../../content/words/forms";

/** What both forms show beside their fields, from the page's data. */
export type FormCommonWords = Pick<
  FormsContent,
  "privacyNotice" | "privacyLinkText" | "honeypotLabel" | "emergencyNotice" | "redFlagNotice" | "afterSend" | "textCounter" | "textTooLong"
>;
import { HONEYPOT_FIELD } from "#schemas/limits";
import { paths } from "#common/paths";

/**
 * A field people never see or hear: off screen, hidden from assistive technology and skipped by Tab.
 * Robots that fill every input fill it, and the server quietly drops what they send.
 */
export function HoneypotField({ words: { honeypotLabel } }: { words: FormCommonWords }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>{honeypotLabel}</label>
      <input id={`${HONEYPOT_FIELD}-field`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The one-line privacy notice above each submit button. */
export function PrivacyNotice({ words: { privacyNotice, privacyLinkText } }: { words: FormCommonWords }) {
  const [before, after] = privacyNotice.split("{link}");
  return (
    <p className="text-sm text-muted">
      {before}
      <Link to={paths.privacy} className="font-semibold text-brand underline underline-offset-2">
        {privacyLinkText}
      </Link>
      {after}
    </p>
  );
}

/**
 * Above each form's fields: the form is not for emergencies, and the numbers to call instead. Above, not
 * between the last field and the button, so that its links are not Tab stops on the way to sending and
 * a visitor reads it before they start (review U13).
 */
export function EmergencyNotice({ words: { emergencyNotice } }: { words: FormCommonWords }) {
  return (
    <p className="rounded-lg border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-ink">
      <WithEmergencyNumbers sentence={emergencyNotice} linkClassName="font-semibold text-red-800 underline underline-offset-2" />
    </p>
  );
}
