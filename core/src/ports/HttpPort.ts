import type { WireRequest, WireResponse } from "../api/wire";

/** What core needs of an AbortSignal (core has no DOM types; a real AbortSignal fits). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void): void;
}

export const HttpPort = Symbol.for("HttpPort");

/** Carries one already-shaped request (see api/requestConventions) to the API and back. */
export interface HttpPort {
  /** Resolves for every HTTP status; status 0 means no answer came back (offline, refused, timed out). */
  send(request: WireRequest): Promise<WireResponse>;
  /**
   * POSTs and yields each JSON object of a `data:` event stream; rejects with the body text when not
   * OK. Aborting `signal` ends the stream at once (the connection is closed, the server sees it go).
   */
  stream(request: WireRequest, signal?: AbortSignalLike): AsyncIterable<unknown>;
}
