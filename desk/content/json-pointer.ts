/**
 * JSON pointers ("/opd/value/0/from"), the one way the desk, the server's problems, the translation
 * sources and the second-person rule name a place inside a document's value.
 */

export const pointerSegments = (pointer: string): string[] =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));

export const childPointer = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

export function valueAt(value: unknown, pointer: string): unknown {
  let here = value;
  for (const part of pointerSegments(pointer)) {
    if (typeof here !== "object" || here === null) return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}

/** `root` with the value at `pointer` replaced (or removed, for `undefined`); `root` itself is not changed. */
export function withValueAt(root: unknown, pointer: string, value: unknown): unknown {
  const [first, ...rest] = pointerSegments(pointer);
  if (first === undefined) return value;
  const restPointer = rest.length === 0 ? "" : `/${rest.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(first)] = withValueAt(root[Number(first)], restPointer, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(typeof root === "object" && root !== null ? root : {}) };
  const child = withValueAt(copy[first], restPointer, value);
  if (child === undefined) delete copy[first];
  else copy[first] = child;
  return copy;
}

/**
 * A path as the server or a script may write it ("cards[2].opd", "/cards/2/opd", "cards.2.opd") as a
 * JSON pointer.
 */
export function asPointer(path: string): string {
  if (path === "" || path.startsWith("/")) return path;
  return `/${path
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/^\./, "")
    .split(".")
    .join("/")}`;
}

/** Whether `pointer` is `ancestor` or inside it. */
export const isWithin = (pointer: string, ancestor: string) => pointer === ancestor || pointer.startsWith(`${ancestor}/`);

/** An element id for the field at a pointer, so problems and the checklist can link to it. */
export const fieldId = (pointer: string) => `field${pointer.replaceAll("/", ".") || "."}`;

/** A pointer as words a person can read: "/opd/value/0/from" → "opd › value › 1 › from". */
export const readablePath = (pointer: string) =>
  pointerSegments(pointer)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(" › ") || "the whole document";
