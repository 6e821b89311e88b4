/** Just enough MIME reading for tests to check a delivered e-mail's headers and bodies as people see them. */

export type ReadMail = { headers: Map<string, string>; text: string; html: string };

function splitHead(raw: string): { head: string; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  return end === -1 ? { head: raw, body: "" } : { head: raw.slice(0, end), body: raw.slice(end + 4) };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

export function readMail(raw: string): ReadMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: { type: string; content: string }[] = [];
  const boundary = headers.get("content-type")?.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith("--")) break;
      const part = splitHead(section.replace(/^\r\n/, ""));
      const partHeaders = parseHeaders(part.head);
      parts.push({
        type: partHeaders.get("content-type") ?? "text/plain",
        content: decodeBody(part.body.replace(/\r\n$/, ""), partHeaders.get("content-transfer-encoding")),
      });
    }
  } else {
    parts.push({ type: headers.get("content-type") ?? "text/plain", content: decodeBody(body, headers.get("content-transfer-encoding")) });
  }
  const partOf = (type: string) => parts.find((part) => part.type.toLowerCase().startsWith(type))?.content.replace(/\r\n/g, "\n") ?? "";
  return { headers, text: partOf("text/plain"), html: partOf("text/html") };
}
