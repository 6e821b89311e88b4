import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { HONEYPOT_FIELD } from "#schemas/limits";
import { postJson } from "./api";

/**
 * The sending half both forms share (spec section 4): one request at a time, the busy flag while it is
 * in flight, the honeypot sent only when something filled it, and an error logged and reported.
 */
export function useFormPost() {
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  /** Posts `payload` (nothing when it is null: the form is invalid); `onAnswer` may throw to report a failure. */
  async function post(url: string, payload: object | null, onAnswer: (response: Response) => void, onError: () => void) {
    if (!payload || submitting) return;
    setSubmitting(true);
    try {
      onAnswer(await postJson(url, honeypot ? { ...payload, [HONEYPOT_FIELD]: honeypot } : payload));
    } catch (error) {
      console.error(error);
      onError();
    } finally {
      setSubmitting(false);
    }
  }

  return { honeypot, setHoneypot, submitting, hydrated, post };
}
