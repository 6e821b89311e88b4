import { AMBULANCE_NUMBER, telLink } from "../../content/links";
import { useFrame } from "./use-frame";

/**
 * A sentence with "{phone}" and "{ambulance}" in it, each made a click-to-call link: the hospital's
 * emergency line and 108. Each number's 44 px target is laid over the lines next to it (app.css); the
 * digits themselves are above both targets, so where the two numbers sit on lines next to each other,
 * a tap on one's digits never reaches the other.
 */
const DIGITS_ABOVE_TARGETS = "relative z-[1]";

export function WithEmergencyNumbers({ sentence, linkClassName }: { sentence: string; linkClassName: string }) {
  const emergencyLine = useFrame().emergency;
  return sentence.split(/(\{phone\}|\{ambulance\})/).map((part, index) => {
    if (part === "{phone}")
      return (
        <a key={index} href={telLink(emergencyLine.e164)} className={`${linkClassName} whitespace-nowrap`}>
          <span className={DIGITS_ABOVE_TARGETS}>{emergencyLine.display}</span>
        </a>
      );
    if (part === "{ambulance}")
      return (
        <a key={index} href={telLink(AMBULANCE_NUMBER)} className={linkClassName}>
          <span className={DIGITS_ABOVE_TARGETS}>{AMBULANCE_NUMBER}</span>
        </a>
      );
    return part;
  });
}
