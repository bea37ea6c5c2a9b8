import type { RealtimePublisher } from "../RealtimePublisher";

/**
 * Real-time events of the demo backend, handed to the publisher in order and off the request's
 * path: like a real backend's broadcast queue, a slow or absent Pusher server (a Node test without
 * soketi) never slows or fails the request that caused the event.
 */
export class DemoEventQueue {
  #tail: Promise<void> = Promise.resolve();
  #failures = 0;

  constructor(private readonly publisher: RealtimePublisher | null) {}

  /** `data` must be built for this event (it is sent later, so it must not change meanwhile). */
  publish(channel: string, event: string, data: unknown): void {
    const publisher = this.publisher;
    if (!publisher) return;
    this.#tail = this.#tail
      .then(() => publisher.publish(channel, event, data))
      .catch(() => {
        this.#failures += 1;
      });
  }

  /** How many events the publisher refused (no Pusher server): for diagnostics. */
  get failures(): number {
    return this.#failures;
  }

  /** Resolves once every event queued so far was handed over (or refused). */
  idle(): Promise<void> {
    return this.#tail;
  }
}
