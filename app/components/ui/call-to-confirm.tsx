import { telLink } from "../../content/links";
import { useFrame } from "../layout/use-frame";

/**
 * What a page says in place of a fact the hospital has not yet given (issue 21): never a guess, a plain
 * "please call to confirm" in the page's words and the hospital's number as a click-to-call link.
 */
export function CallToConfirm({ words }: { words: string }) {
  const { phone } = useFrame();
  return (
    <>
      {words}:{" "}
      <a href={telLink(phone.e164)} className="font-semibold whitespace-nowrap text-brand underline">
        {phone.display}
      </a>
    </>
  );
}
