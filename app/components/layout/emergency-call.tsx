import { AMBULANCE_NUMBER, telLink } from "../../content/links";
import { useFrame } from "./use-frame";

/**
 * A sentence with "{phone}" and "{ambulance}" in it, each made a click-to-call link: the hospital's
 * emergency line and 108.
 */
export function WithEmergencyNumbers({ sentence, linkClassName }: { sentence: string; linkClassName: string }) {
  const emergencyLine = useFrame().emergency;
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
