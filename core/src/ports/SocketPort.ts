import type { Observable } from "rxjs";

export const SocketPort = Symbol.for("SocketPort");

export type SocketStatus = "disconnected" | "connecting" | "connected" | "unavailable" | "failed";

/**
 * Emitted on a channel each time the server confirms its subscription (the first time and after a
 * reconnection). Events published before it were not delivered: a reader that must not miss one
 * (a record's processing) reads its state again. A channel subscribed at once (in-process) sends none.
 */
export const CHANNEL_SUBSCRIBED = "lectern:subscribed";

export interface SocketEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Private real-time channels (spec 3 §7 "Real-time channels"). */
export interface SocketPort {
  readonly status$: Observable<SocketStatus>;
  /** Opens the connection, authorising private channels with this bearer token. */
  connect(token: string): void;
  disconnect(): void;
  /**
   * Events of one private channel (name without the `private-` prefix). A failed subscription is
   * retried up to 3 times, then the observable errors with 'cannot subscribe'.
   */
  channel(name: string): Observable<SocketEvent>;
  /** Client-to-client event; the payload gets eventName and actionDate. */
  whisper(channel: string, eventName: string, payload?: Record<string, unknown>): void;
}
