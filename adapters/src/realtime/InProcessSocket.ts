import type { SocketEvent, SocketPort, SocketStatus } from "@lectern/core/ports/SocketPort";
import { BehaviorSubject, Observable, distinctUntilChanged } from "rxjs";
import type { RealtimePublisher } from "../demo/RealtimePublisher";
import { InProcessRealtimeHub } from "./InProcessRealtimeHub";
import { whisperMessage } from "./whisperMessage";

const PRIVATE_PREFIX = "private-";

/** Delivery is asynchronous, as over a real socket, so a handler never re-enters its publisher. */
const later = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));

/**
 * The browser demo's socket: the demo backend publishes into it and the app observes it, with no
 * server. Sockets sharing one hub act as separate clients, so whispers reach the others only.
 */
export class InProcessSocket implements SocketPort, RealtimePublisher {
  readonly #status = new BehaviorSubject<SocketStatus>("disconnected");
  readonly status$ = this.#status.pipe(distinctUntilChanged());

  constructor(private readonly hub: InProcessRealtimeHub = new InProcessRealtimeHub()) {}

  get #connected(): boolean {
    return this.#status.value === "connected";
  }

  connect(_token: string): void {
    // The demo backend authorises requests itself; channels here carry only the user's own events.
    this.#status.next("connected");
  }

  disconnect(): void {
    this.#status.next("disconnected");
  }

  channel(name: string): Observable<SocketEvent> {
    return new Observable<SocketEvent>((subscriber) =>
      this.hub.listen(PRIVATE_PREFIX + name, {
        connection: this,
        // Like a closed socket, a disconnected one misses what is published meanwhile.
        deliver: (event) => {
          if (this.#connected) subscriber.next(event);
        },
      }),
    );
  }

  whisper(channel: string, eventName: string, payload: Record<string, unknown> = {}): void {
    if (!this.#connected) return;
    const { event, data } = whisperMessage(eventName, payload);
    void later().then(() => this.hub.deliver(PRIVATE_PREFIX + channel, { event, data }, this));
  }

  /** RealtimePublisher: `channel` is the full name, e.g. `private-users-7.sessions`. */
  async publish(channel: string, event: string, data: unknown): Promise<void> {
    await later();
    this.hub.deliver(channel, { event, data });
  }
}
