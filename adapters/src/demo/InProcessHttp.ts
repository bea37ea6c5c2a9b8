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

/** A streaming answer's body (the router's streamReply): its events, read by ./inProcessStream. */
/** The streaming code, with the first streaming answer (the tutor): one import site, one preload list. */
const loadStreaming = () => import("./inProcessStream");

const isEventStream = (body: unknown): body is AsyncIterable<unknown> =>
  body !== null && typeof body === "object" && Symbol.asyncIterator in body;

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
    // A streaming answer read whole, as a client that is not streaming would read the body. The
    // streaming code loads with the first one (the tutor), not with the backend on /auth/login.
    const body = isEventStream(response.body)
      ? await (await loadStreaming()).readAllEvents(response.body)
      : (copyResponseBody(response.body) ?? null);
    return { status: response.status, headers: { ...response.headers }, body };
  }

  /**
   * A streaming answer's events as they come (each copied as if it had crossed the network); a
   * route that answers one JSON document yields it (or each element of an array) instead. Aborting
   * `signal` ends the stream at once and stops the route's events (their iterator's return()), as
   * a closed connection would. A refusal throws its body's text, as AxiosHttp does.
   */
  async *stream(request: WireRequest, signal?: AbortSignalLike): AsyncIterable<unknown> {
    if (!this.isOnline()) throw new Error("HTTP 0");
    const response = await this.backend.handle(this.#copy(request));
    yield* (await loadStreaming()).eventsOfResponse(response, signal);
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
