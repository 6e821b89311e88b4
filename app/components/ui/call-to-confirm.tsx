import { hospital, telLink } from "../../content/hospital";
import { site } from "../../content/site";

/**
 * What a page says in place of a fact the hospital has not yet given (issue 21): never a guess, a plain
 * "please call to confirm" and the hospital's number as a click-to-call link.
 */
export function CallToConfirm() {
  return (
    <>
      {site.callToConfirm}:{" "}
      <a href={telLink(hospital.phone)} className="font-semibold whitespace-nowrap text-brand underline">
        {hospital.phoneDisplay}
      </a>
    </>
  );
}
