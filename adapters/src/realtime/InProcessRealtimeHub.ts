import type { SocketEvent } from "@lectern/core/ports/SocketPort";

/** One observer of one channel, tagged with the connection it belongs to. */
export interface HubListener {
  readonly connection: object;
  deliver(event: SocketEvent): void;
}

/**
 * The in-tab stand-in for a Pusher-protocol server: it fans events out to every connection
 * listening on a channel. Sockets sharing a hub behave like separate clients of one server.
 */
export class InProcessRealtimeHub {
  readonly #listeners = new Map<string, Set<HubListener>>();
  readonly #whisperListeners = new Set<(channel: string, event: string, data: unknown) => void>();

  /**
   * Hears every client event (a delivery with a sender), on any channel: the demo backend listens to
   * the captions whispered while recording, as a Pusher server's client_event webhook would.
   */
  listenToWhispers(listener: (channel: string, event: string, data: unknown) => void): () => void {
    this.#whisperListeners.add(listener);
    return () => this.#whisperListeners.delete(listener);
  }

  /** Starts delivering `channel`'s events to the listener; the returned function stops it. */
  listen(channel: string, listener: HubListener): () => void {
    const listeners = this.#listeners.get(channel) ?? new Set<HubListener>();
    listeners.add(listener);
    this.#listeners.set(channel, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(channel);
    };
  }

  /** Delivers to every listener, except those of `sender` (Pusher never echoes a client event). */
  deliver(channel: string, event: SocketEvent, sender?: object): void {
    if (sender) for (const listener of [...this.#whisperListeners]) listener(channel, event.event, event.data);
    // A copy, so a listener that unsubscribes while handling the event does not skip its neighbours.
    for (const listener of [...(this.#listeners.get(channel) ?? [])]) {
      if (listener.connection !== sender) listener.deliver(event);
    }
  }
}
