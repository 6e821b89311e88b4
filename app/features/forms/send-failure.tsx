import { useEffect, useRef } from "react";
import { telLink } from "../../content/links";
import type { PhoneLine } from "../../content/model/site-content.schema";

/** Why nothing was sent, as a visitor can act on it. */
export type SendFailureReason = "offline" | "tooMany" | "unavailable" | "other";

export type SendFailureWords = Record<SendFailureReason | "heading", string> & { callUs: string };

/** 429 (too many from here, or the site is busy) and 503 (the store is down) both mean: wait a minute. */
export function failureReasonOf(status: number): SendFailureReason {
  if (status === 429) return "tooMany";
  if (status === 503) return "unavailable";
  return "other";
}

/**
 * After the spec's failure alert, the page says what to do: the values are still in the form, when to
 * try again, and the number to call instead. It takes the focus, so a screen reader says it at once.
 */
export function SendFailure({ words, reason, phone }: { words: SendFailureWords; reason: SendFailureReason; phone: PhoneLine }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, [reason]);
  const [before, after] = words.callUs.split("{phone}");
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="alert"
      data-testid="send-failure"
      className="mb-6 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-700 outline-none"
    >
      <p className="font-semibold">{words.heading}</p>
      <p className="mt-1">{words[reason]}</p>
      <p className="mt-1">
        {before}
        {/* 44 px tall, as every phone link is (app.css). */}
        <a href={telLink(phone.e164)} className="font-semibold whitespace-nowrap underline">
          {phone.display}
        </a>
        {after}
      </p>
    </div>
  );
}
