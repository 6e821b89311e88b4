import { useRef, useState } from "react";
import { useHydrated } from "../../components/ui/use-hydrated";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { postJson } from "./api";

/**
 * The sending half both forms share (spec section 4): one request at a time, the busy flag while it is
 * in flight, the honeypot sent only when something filled it, and an error logged and reported.
 */
export function useFormPost() {
  const [submitting, setSubmitting] = useState(false);
  // Set at once, so a second press while the first is still being checked sends nothing.
  const busy = useRef(false);
  const hydrated = useHydrated();

  /**
   * Checks with `validate` and posts what it returns (nothing when it returns null: the form is
   * invalid); `onAnswer` may throw to report a failure.
   */
  async function post(
    form: HTMLFormElement,
    url: string,
    validate: () => Promise<object | null>,
    onAnswer: (response: Response) => void | Promise<void>,
    onError: () => void,
  ) {
    if (busy.current) return;
    busy.current = true;
    try {
      const payload = await validate();
      if (!payload) return;
      const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
      const trap = honeypot && "value" in honeypot ? String(honeypot.value) : "";
      setSubmitting(true);
      await onAnswer(await postJson(url, trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload));
    } catch (error) {
      console.error(error);
      onError();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, hydrated, post };
}
