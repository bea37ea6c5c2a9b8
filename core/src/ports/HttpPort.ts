import type { WireRequest, WireResponse } from "../api/wire";

export const HttpPort = Symbol.for("HttpPort");

/** Carries one already-shaped request (see api/requestConventions) to the API and back. */
export interface HttpPort {
  /** Resolves for every HTTP status; status 0 means no answer came back (offline, refused, timed out). */
  send(request: WireRequest): Promise<WireResponse>;
  /** POSTs and yields each JSON object of a `data:` event stream; rejects with the body text when not OK. */
  stream(request: WireRequest): AsyncIterable<unknown>;
}
