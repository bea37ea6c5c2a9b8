import { parseResponseBody } from "./parseResponseBody";

/**
 * Splits decoded text into lines as they complete (LF, CRLF or a lone CR, as text/event-stream allows).
 * A CR at the very end of what has arrived waits for the next piece: it may be the first half of CRLF.
 */
const takeLines = (text: string): { readonly lines: string[]; readonly rest: string } => {
  const lines: string[] = [];
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === "\n") {
      lines.push(text.slice(from, at));
      from = at + 1;
    } else if (char === "\r") {
      if (at + 1 === text.length) break;
      lines.push(text.slice(from, at));
      from = text[at + 1] === "\n" ? at + 2 : at + 1;
      if (text[at + 1] === "\n") at += 1;
    }
  }
  return { lines, rest: text.slice(from) };
};

/** A `data:` line's payload; null for any other line (comments, `event:`, `id:`, blank separators) or no payload. */
const payloadOf = (line: string): string | null => {
  if (!line.startsWith("data:")) return null;
  const payload = line.slice(5).trim();
  return payload === "" ? null : payload;
};

/**
 * Yields the payload of every `data:` line of an event stream as it arrives (spec 3 §7: lines prefixed
 * `data:`, each a JSON object; parsed when it is JSON). Lines end with LF, CRLF or CR; other lines are
 * skipped; a last line the server did not end is still read. Bytes are decoded as a stream, so a
 * character split between two network packets comes out whole.
 */
export async function* readDataEvents(stream: ReadableStream<Uint8Array>): AsyncIterable<unknown> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let finished = false;
  function* payloadsOf(lines: readonly string[]): Generator<unknown> {
    for (const line of lines) {
      const payload = payloadOf(line);
      if (payload !== null) yield parseResponseBody(payload);
    }
  }
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      const { lines, rest } = takeLines(pending + decoder.decode(value, { stream: true }));
      pending = rest;
      yield* payloadsOf(lines);
    }
    finished = true;
    yield* payloadsOf(takeLines(`${pending}${decoder.decode()}\n`).lines);
  } finally {
    // A consumer that stops early must not leave the response body (and its connection) hanging.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
