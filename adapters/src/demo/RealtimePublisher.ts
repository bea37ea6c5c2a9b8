export const RealtimePublisher = Symbol.for("RealtimePublisher");

/**
 * Where the demo backend sends real-time events. In the browser it is the in-process socket; the
 * Node demo server publishes to a Pusher-protocol server (soketi).
 */
export interface RealtimePublisher {
  /** `channel` is the full channel name, e.g. `private-users-7.sessions`. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}
