/**
 * What the booking page fetches once the visitor starts on the form (as its checks are): the call-now
 * notice under the query, and what the page shows once it has sent (the confirmation, or why nothing
 * was sent). A module of its own, so the page's first load never carries it, and a send that fails
 * offline still finds it loaded.
 */
import { useFrame } from "../../components/layout/use-frame";
import { SendFailure, failureReasonOf } from "../forms/send-failure";
import type { AppointmentFormProps } from "./appointment-form-props";
import { referenceIn } from "../forms/reference-in";
import { BookingConfirmation, askedFor } from "./booking-confirmation";
import { useEffect, useState } from "react";

export { RedFlagRegion } from "../forms/red-flag-callout";

/** A booking the server took (the fields sent, its answer), or the status that refused it (0: no answer at all). */
export type SendOutcome = { sent: Record<string, unknown>; response: Response } | { status: number };

export function AfterSendPanel({ outcome, form }: { outcome: SendOutcome; form: AppointmentFormProps }) {
  const { phone } = useFrame();
  // The reference is in the answer's body; the panel shows once it is read (or could not be).
  const [referenceId, setReferenceId] = useState<string | undefined | null>(null);
  const response = "response" in outcome ? outcome.response : undefined;
  useEffect(() => {
    if (response) void referenceIn(response).then(setReferenceId);
  }, [response]);
  if ("status" in outcome) {
    const reason = outcome.status === 0 ? (navigator.onLine ? "other" : "offline") : failureReasonOf(outcome.status);
    return <SendFailure words={form.page.sendFailure} reason={reason} phone={phone} />;
  }
  if (referenceId === null) return null;
  return (
    <BookingConfirmation
      words={form.page.confirmation}
      referenceId={referenceId}
      asked={askedFor(outcome.sent, form)}
      callsFrom={form.callsFrom}
      query={String(outcome.sent.query ?? "")}
      redFlag={form.common.redFlagNotice}
    />
  );
}
