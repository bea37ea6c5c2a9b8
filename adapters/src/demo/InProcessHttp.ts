import type { WireBody, WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { AbortSignalLike, HttpPort } from "@lectern/core/ports/HttpPort";

/** What InProcessHttp needs of the demo backend (DemoRouter). */
export interface DemoHandler {
  handle(request: WireRequest): Promise<WireResponse>;
}

const OFFLINE: WireResponse = { status: 0, headers: {}, body: null };

/** A copy through JSON, as if it had crossed the network: nothing is shared by reference. */
const viaJson = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** A binary answer (a media file) is copied as bytes; everything else as JSON. */
const copyResponseBody = (body: unknown): unknown => (body instanceof Uint8Array ? body.slice() : viaJson(body));

const copyBody = (body: WireBody | undefined): WireBody | undefined => {
  if (!body) return undefined;
  if (body.kind === "json") return { kind: "json", value: viaJson(body.value) };
  // Files (Blobs) are immutable, so they pass as they are; the data part is copied.
  return { kind: "multipart", data: viaJson(body.data), files: body.files };
};

/** The events of a streaming answer (the router's streamReply), or null. */
const eventsIn = (body: unknown): AsyncIterable<unknown> | null =>
  body !== null && typeof body === "object" && Symbol.asyncIterator in body ? (body as AsyncIterable<unknown>) : null;

/** Every event of a streaming answer, copied: what a client reading the whole body would get. */
const drain = async (events: AsyncIterable<unknown>): Promise<unknown[]> => {
  const all: unknown[] = [];
  for await (const event of events) all.push(viaJson(event));
  return all;
};

/**
 * HttpPort of the browser demo: calls the demo router in the same page. `isOnline` lets the demo
 * (and tests) simulate a lost connection, which answers status 0 as a real network failure would.
 */
export class InProcessHttp implements HttpPort {
  constructor(
    private readonly backend: DemoHandler,
    private readonly isOnline: () => boolean = () => true,
  ) {}

  async send(request: WireRequest): Promise<WireResponse> {
    if (!this.isOnline()) return OFFLINE;
    const response = await this.backend.handle(this.#copy(request));
    if (!this.isOnline()) return OFFLINE;
    // A streaming answer read whole, as a client that is not streaming would read the body.
    const events = eventsIn(response.body);
    const body = events ? await drain(events) : (copyResponseBody(response.body) ?? null);
    return { status: response.status, headers: { ...response.headers }, body };
  }

  /**
   * A streaming answer's events as they come (each copied as if it had crossed the network); a
   * route that answers one JSON document yields it (or each element of an array) instead. Aborting
   * `signal` ends the stream at once and stops the route's events (their iterator's return()), as
   * a closed connection would.
   */
  async *stream(request: WireRequest, signal?: AbortSignalLike): AsyncIterable<unknown> {
    if (!this.isOnline()) throw new Error("HTTP 0");
    const response = await this.backend.handle(this.#copy(request));
    const events = eventsIn(response.body);
    if (response.status < 200 || response.status >= 300) {
      if (events) await events[Symbol.asyncIterator]().return?.();
      const body = response.body;
      throw new Error(
        typeof body === "string" ? body : body === null ? `HTTP ${response.status}` : JSON.stringify(body),
      );
    }
    if (!events) {
      const body = copyResponseBody(response.body);
      if (Array.isArray(body)) yield* body;
      else if (body !== null && body !== undefined) yield body;
      return;
    }
    const iterator = events[Symbol.asyncIterator]();
    let stopped = signal?.aborted ?? false;
    let onAbort: () => void = () => undefined;
    const aborted = new Promise<"aborted">((resolve) => {
      onAbort = () => resolve("aborted");
      signal?.addEventListener("abort", () => onAbort());
    });
    try {
      while (!stopped) {
        const next = await Promise.race([iterator.next(), aborted]);
        if (next === "aborted") stopped = true;
        else if (next.done) return;
        else yield viaJson(next.value);
        stopped ||= signal?.aborted ?? false;
      }
    } finally {
      // Ended early (aborted, or the caller stopped reading): the route stops and sees it go.
      // Not awaited: the route finishes its current step before it hears it.
      void Promise.resolve(iterator.return?.()).catch(() => undefined);
    }
  }

  #copy(request: WireRequest): WireRequest {
    return {
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      ...(request.body ? { body: copyBody(request.body) } : {}),
    };
  }
}
