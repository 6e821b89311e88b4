const indianTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** `17 Mar 2026, 2:05 pm IST`: the desk works in Indian time whatever the server's zone. */
export const formatIndianTime = (date: Date) => `${indianTime.format(date)} IST`;
