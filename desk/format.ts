/** "just now", "12 min ago", "3 h ago", "2 days ago". */
export function age(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** The ten digits of an Indian mobile number, however it was typed; null when it is not one. */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, "").replace(/^(?:0091|91|0)(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

export const telLink = (phone: string) => {
  const mobile = indianMobile(phone);
  return mobile ? `tel:+91${mobile}` : `tel:${phone.replace(/[^\d+]/g, "")}`;
};

export const whatsAppLink = (phone: string) => {
  const mobile = indianMobile(phone);
  return mobile ? `https://wa.me/91${mobile}` : null;
};

export const STATUS_LABELS: Record<string, string> = {
  new: "New",
  contacted: "In progress",
  booked: "Booked",
  closed: "Closed",
  spam: "Spam",
};

export const FORM_LABELS: Record<string, string> = { appointment: "Appointment", contact: "Contact", feedback: "Feedback" };

export const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export const LANGUAGE_LABELS: Record<string, string> = { hi: "हिंदी", en: "English" };

export const OUTCOME_LABELS: Record<string, string> = {
  "no-answer": "No answer",
  "call-back": "Call back at…",
  booked: "Booked",
  "not-needed": "Not needed",
  "wrong-number": "Wrong number",
};

const INDIAN_CLOCK = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Thu 5:00 pm": when to call back, in India. */
export const callBackTime = (iso: string) => INDIAN_CLOCK.format(new Date(iso));

/** "10:30" as "10:30 am". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** The instant of a day and a time on the clock in India (the desk's zone, whatever the PC's). */
export const indianInstant = (day: string, time: string) => new Date(`${day}T${time}:00.000+05:30`);

const DAY_WORDS = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

/** "2026-11-28" (a calendar day, in no zone) as "28 Nov 2026", as formatIndianTime writes the day of a moment. */
export const formatDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : DAY_WORDS.format(at);
};
