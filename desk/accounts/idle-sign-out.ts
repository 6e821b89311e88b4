/**
 * A screen left alone signs out. The server already ends a session after the idle time (the inbox's
 * polling does not count), but until the next poll noticed, the screen would go on showing patients'
 * details to whoever walks up to the reception PC; here the page ends it itself, on the dot.
 *
 * What counts is what the person does on the page: a key, a click, a touch, the wheel. Reading a long
 * request without touching anything sends nothing to the server, so such activity is also passed on
 * (at most once a minute) as an ordinary request, which the server counts.
 */
import { useEffect } from "react";
import { DESK_IDLE_TIMEOUT_MS } from "#common/desk-session";
import { api } from "../api";

const ACTIVITY_EVENTS = ["keydown", "pointerdown", "touchstart", "wheel"] as const;
const RENEW_EVERY_MS = 60 * 1000;
const CHECK_EVERY_MS = 5 * 1000;

/** `onIdle` should keep its identity across renders (useCallback), or the idle time starts afresh. */
export function useIdleSignOut(signedIn: boolean, onIdle: () => void): void {
  useEffect(() => {
    if (!signedIn) return;
    let lastActivity = Date.now();
    let lastRenewal = lastActivity;
    let ended = false;
    const acted = () => {
      lastActivity = Date.now();
      if (lastActivity - lastRenewal < RENEW_EVERY_MS) return;
      lastRenewal = lastActivity;
      // A session that has already ended is noticed by api(), which shows the sign-in screen.
      api("/session").catch(() => undefined);
    };
    // Timers of a hidden tab are slowed down; coming back to it checks at once.
    const check = () => {
      if (ended || Date.now() - lastActivity < DESK_IDLE_TIMEOUT_MS) return;
      ended = true;
      onIdle();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, acted, { capture: true, passive: true });
    document.addEventListener("visibilitychange", check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, acted, { capture: true });
      document.removeEventListener("visibilitychange", check);
      window.clearInterval(timer);
    };
  }, [signedIn, onIdle]);
}
