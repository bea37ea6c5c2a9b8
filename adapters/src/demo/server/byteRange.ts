/** One satisfiable byte range, both ends inclusive (RFC 9110 §14.1.2). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads a `Range: bytes=…` header against a body of `size` bytes: null when there is none or it
 * cannot be read (answer the whole body, 200), "unsatisfiable" (416), or the one range asked for.
 * Only the first of several ranges is honoured: media players ask for one at a time.
 */
export const byteRange = (header: string | undefined, size: number): ByteRange | "unsatisfiable" | null => {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/i.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
};
