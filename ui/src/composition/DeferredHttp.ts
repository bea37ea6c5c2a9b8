import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { AbortSignalLike, HttpPort } from "@lectern/core/ports/HttpPort";

const NO_ANSWER: WireResponse = { status: 0, headers: {}, body: null };

/**
 * An HttpPort whose transport is fetched on the first request (or earlier, by `load()`): the
 * in-tab demo backend is too heavy to delay the first paint of the sign-in page for. A transport
 * that cannot be fetched answers like a network that is down (status 0), and is fetched again on
 * the next request.
 */
export class DeferredHttp implements HttpPort {
  #pending: Promise<HttpPort> | null = null;

  constructor(private readonly fetchTransport: () => Promise<HttpPort>) {}

  /** Starts fetching the transport now, so the first request does not wait for it. */
  load(): Promise<HttpPort> {
    this.#pending ??= this.fetchTransport().catch((error: unknown) => {
      this.#pending = null;
      throw error;
    });
    return this.#pending;
  }

  async send(request: WireRequest): Promise<WireResponse> {
    let transport: HttpPort;
    try {
      transport = await this.load();
    } catch {
      return NO_ANSWER;
    }
    return transport.send(request);
  }

  async *stream(request: WireRequest, signal?: AbortSignalLike): AsyncIterable<unknown> {
    yield* (await this.load()).stream(request, signal);
  }
}
