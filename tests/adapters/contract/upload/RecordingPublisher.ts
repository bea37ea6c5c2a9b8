import type { RealtimePublisher } from "@lectern/adapters/demo/RealtimePublisher";

export interface PublishedEvent {
  readonly channel: string;
  readonly event: string;
  readonly data: unknown;
}

interface Waiter {
  readonly matches: (events: readonly PublishedEvent[]) => boolean;
  readonly resolve: () => void;
}

/** RealtimePublisher double: keeps what the demo backend published, and lets a test await it. */
export class RecordingPublisher implements RealtimePublisher {
  readonly events: PublishedEvent[] = [];
  #waiters: Waiter[] = [];

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    this.events.push({ channel, event, data });
    this.#waiters = this.#waiters.filter((waiter) => {
      if (!waiter.matches(this.events)) return true;
      waiter.resolve();
      return false;
    });
  }

  /** The events on `channel` named `event`, once `count` of them have been published. */
  async next(channel: string, event: string, count = 1): Promise<PublishedEvent[]> {
    const pick = (events: readonly PublishedEvent[]) =>
      events.filter((candidate) => candidate.channel === channel && candidate.event === event);
    if (pick(this.events).length < count) {
      await new Promise<void>((resolve) => {
        this.#waiters.push({ matches: (events) => pick(events).length >= count, resolve });
      });
    }
    return pick(this.events);
  }

  clear(): void {
    this.events.length = 0;
  }
}
