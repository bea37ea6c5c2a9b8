import type { WireBody, WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { HttpPort } from "@lectern/core/ports/HttpPort";

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
    const copy: WireRequest = {
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      ...(request.body ? { body: copyBody(request.body) } : {}),
    };
    const response = await this.backend.handle(copy);
    if (!this.isOnline()) return OFFLINE;
    return { status: response.status, headers: { ...response.headers }, body: copyResponseBody(response.body) ?? null };
  }

  /** Streaming routes answer a JSON array of events; each element is yielded as one `data:` event. */
  async *stream(request: WireRequest): AsyncIterable<unknown> {
    const response = await this.send(request);
    if (response.status < 200 || response.status >= 300) {
      const body = response.body;
      throw new Error(
        typeof body === "string" ? body : body === null ? `HTTP ${response.status}` : JSON.stringify(body),
      );
    }
    if (Array.isArray(response.body)) yield* response.body;
    else if (response.body !== null) yield response.body;
  }
}
