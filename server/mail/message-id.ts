/** `<APT-7K3M9Q2D.desk@aarogyahospitaljaipur.in>`: the same for every attempt to send this e-mail. */
export function messageId(referenceId: string, role: string, from: string): string {
  return `<${referenceId}.${role}@${domainOf(from)}>`;
}

function domainOf(from: string): string {
  const domains = from.match(/@([A-Za-z0-9.-]+)/g);
  const last = domains?.at(-1)?.slice(1);
  return last && last.length > 0 ? last.toLowerCase() : "localhost";
}
