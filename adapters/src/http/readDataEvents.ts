import { parseResponseBody } from "./parseResponseBody";

/**
 * Yields the payload of every `data:` line of an event stream as it arrives (JSON parsed when it is
 * JSON). Other lines (comments, event names, blank separators) are skipped.
 */
export async function* readDataEvents(stream: ReadableStream<Uint8Array>): AsyncIterable<unknown> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let finished = false;
  const payloadOf = (line: string): string | null => {
    if (!line.startsWith("data:")) return null;
    const payload = line.slice(5).trim();
    return payload === "" ? null : payload;
  };
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const payload = payloadOf(line);
        if (payload !== null) yield parseResponseBody(payload);
      }
    }
    finished = true;
    const last = payloadOf(buffered + decoder.decode());
    if (last !== null) yield parseResponseBody(last);
  } finally {
    // A consumer that stops early must not leave the response body (and its connection) hanging.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
