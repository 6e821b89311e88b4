import { AMBULANCE_NUMBER, emergencyPhone, hospital, telLink } from "../../content/hospital";
import { factValue } from "../../content/hospital-fact";

/** The emergency line, or the main number until the hospital names one. */
export const emergencyLine = factValue(emergencyPhone) ?? { e164: hospital.phone, display: hospital.phoneDisplay };

/**
 * A sentence with "{phone}" and "{ambulance}" in it, each made a click-to-call link: the hospital's
 * emergency line and 108.
 */
export function WithEmergencyNumbers({ sentence, linkClassName }: { sentence: string; linkClassName: string }) {
  return sentence.split(/(\{phone\}|\{ambulance\})/).map((part, index) => {
    if (part === "{phone}")
      return (
        <a key={index} href={telLink(emergencyLine.e164)} className={`${linkClassName} whitespace-nowrap`}>
          {emergencyLine.display}
        </a>
      );
    if (part === "{ambulance}")
      return (
        <a key={index} href={telLink(AMBULANCE_NUMBER)} className={linkClassName}>
          {AMBULANCE_NUMBER}
        </a>
      );
    return part;
  });
}
