/**
 * New requests noticed while staff are on the phone or in another program: an optional sound and a
 * desktop notification (after the browser's permission), a red flag louder and longer. Each person's
 * choice stays in this browser. The notification says what arrived, never who: it shows on a shared
 * screen and on a locked phone.
 */
import { RED_FLAG_ADVICE } from "#common/emergency";
import { useCallback, useState } from "react";
import type { RequestSummary } from "../api";

const SOUND_KEY = "desk.alerts.sound";
const NOTIFY_KEY = "desk.alerts.notify";

const stored = (key: string) => {
  try {
    return window.localStorage.getItem(key) === "on";
  } catch {
    return false;
  }
};
const store = (key: string, on: boolean) => {
  try {
    window.localStorage.setItem(key, on ? "on" : "off");
  } catch {
    // A browser that keeps nothing (private window): the choice lasts this page.
  }
};

/** Beeps made in the page (no sound file to load): one short, or, for a red flag, three louder. */
function beep(redFlag: boolean) {
  const AudioContextType = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextType) return;
  const context = new AudioContextType();
  const count = redFlag ? 3 : 1;
  for (let index = 0; index < count; index++) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = redFlag ? 880 : 660;
    gain.gain.value = redFlag ? 0.6 : 0.2;
    oscillator.connect(gain).connect(context.destination);
    const start = context.currentTime + index * 0.3;
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  }
  window.setTimeout(() => void context.close(), count * 300 + 200);
}

export type Alerts = {
  sound: boolean;
  notify: boolean;
  setSound(on: boolean): void;
  setNotify(on: boolean): Promise<void>;
  announce(fresh: RequestSummary[]): void;
  problem: string | null;
};

export function useNewRequestAlerts(): Alerts {
  const [sound, setSoundState] = useState(() => stored(SOUND_KEY));
  const [notify, setNotifyState] = useState(() => stored(NOTIFY_KEY) && "Notification" in window && Notification.permission === "granted");
  const [problem, setProblem] = useState<string | null>(null);

  const setSound = useCallback((on: boolean) => {
    store(SOUND_KEY, on);
    setSoundState(on);
    if (on) beep(false);
  }, []);

  const setNotify = useCallback(async (on: boolean) => {
    setProblem(null);
    if (on) {
      if (!("Notification" in window)) return setProblem("This browser cannot show desktop notifications.");
      const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
      if (permission !== "granted") {
        store(NOTIFY_KEY, false);
        setNotifyState(false);
        return setProblem("The browser did not allow notifications. Allow them for this site in the browser's settings, then tick again.");
      }
    }
    store(NOTIFY_KEY, on);
    setNotifyState(on);
  }, []);

  const announce = useCallback(
    (fresh: RequestSummary[]) => {
      const flagged = fresh.filter((request) => request.redFlags.length > 0);
      if (sound) beep(flagged.length > 0);
      if (notify && "Notification" in window && Notification.permission === "granted") {
        const title = flagged.length > 0 ? "Red flag: call now" : fresh.length === 1 ? "1 new request" : `${fresh.length} new requests`;
        const others = fresh.filter((request) => request !== flagged[0]).map((request) => request.reference);
        const body =
          flagged.length > 0
            ? `${flagged[0]!.redFlags.map((flag) => flag.label).join(", ")} (${flagged[0]!.reference}). ${RED_FLAG_ADVICE.short}${others.length > 0 ? ` Also new: ${others.join(", ")}.` : ""}`
            : `${fresh.map((request) => request.reference).join(", ")} in the front desk.`;
        const shown = new Notification(title, { body, tag: "desk-new-request", requireInteraction: flagged.length > 0 });
        shown.onclick = () => window.focus();
      }
    },
    [sound, notify],
  );

  return { sound, notify, setSound, setNotify, announce, problem };
}

export function AlertSettings({ alerts }: { alerts: Alerts }) {
  return (
    <details className="more-filters">
      <summary>Alerts</summary>
      <div className="filter-fields">
        <label className="check">
          <input type="checkbox" checked={alerts.sound} onChange={(event) => alerts.setSound(event.currentTarget.checked)} data-no-filter />
          Sound when a request arrives (louder for a red flag)
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={alerts.notify}
            onChange={(event) => void alerts.setNotify(event.currentTarget.checked)}
            data-no-filter
          />
          Desktop notification when a request arrives
        </label>
        {alerts.problem && <p className="hint">{alerts.problem}</p>}
      </div>
    </details>
  );
}
