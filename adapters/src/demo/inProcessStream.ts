import type { WireResponse } from "@lectern/core/api/wire";
import type { AbortSignalLike } from "@lectern/core/ports/HttpPort";

/** A copy through JSON, as if it had crossed the network: nothing is shared by reference. */
const viaJson = (value: unknown): unknown => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

const eventsIn = (body: unknown): AsyncIterable<unknown> | null =>
  body !== null && typeof body === "object" && Symbol.asyncIterator in body ? (body as AsyncIterable<unknown>) : null;

/** Every event of a streaming answer, copied: what a client reading the whole body would get. */
export const readAllEvents = async (events: AsyncIterable<unknown>): Promise<unknown[]> => {
  const all: unknown[] = [];
  for await (const event of events) all.push(viaJson(event));
  return all;
};

/**
 * InProcessHttp.stream's reading of an answer: a refusal throws its body's text; a streaming answer
 * yields its events as they come, and stops them (their iterator's return()) when `signal` aborts
 * or the caller stops reading; any other answer yields its document (or each element of an array).
 */
export async function* eventsOfResponse(response: WireResponse, signal?: AbortSignalLike): AsyncIterable<unknown> {
  const events = eventsIn(response.body);
  if (response.status < 200 || response.status >= 300) {
    if (events) await events[Symbol.asyncIterator]().return?.();
    const body = response.body;
    throw new Error(typeof body === "string" ? body : body === null ? `HTTP ${response.status}` : JSON.stringify(body));
  }
  if (!events) {
    const body = response.body instanceof Uint8Array ? response.body.slice() : viaJson(response.body);
    if (Array.isArray(body)) yield* body;
    else if (body !== null && body !== undefined) yield body;
    return;
  }
  const iterator = events[Symbol.asyncIterator]();
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<"aborted">((resolve) => {
    onAbort = () => resolve("aborted");
  });
  signal?.addEventListener("abort", () => onAbort());
  try {
    // The signal is read through `aborted` (it resolves on abort), not in a loop condition.
    for (;;) {
      if (signal?.aborted) return;
      const next = await Promise.race([iterator.next(), aborted]);
      if (next === "aborted" || next.done) return;
      yield viaJson(next.value);
    }
  } finally {
    // Ended early (aborted, or the caller stopped reading): the route stops and sees it go. Not
    // awaited: the route finishes its current step before it hears it.
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
