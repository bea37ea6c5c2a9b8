import type { SocketEvent, SocketPort, SocketStatus } from "@lectern/core/ports/SocketPort";
import { BehaviorSubject, type Observable, defer, from, of, switchMap } from "rxjs";

/**
 * A SocketPort whose connection is fetched on first use (connect, a channel, a whisper): the demo's
 * in-process socket comes with the demo backend, which the sign-in page does not wait for. Calls
 * keep their order; reading the status alone fetches nothing.
 */
export class DeferredSocket implements SocketPort {
  readonly #loaded = new BehaviorSubject<SocketPort | "failed" | null>(null);
  #pending: Promise<SocketPort> | null = null;

  constructor(private readonly fetchSocket: () => Promise<SocketPort>) {}

  readonly status$: Observable<SocketStatus> = this.#loaded.pipe(
    switchMap((socket) =>
      socket === null ? of("disconnected" as const) : socket === "failed" ? of("failed" as const) : socket.status$,
    ),
  );

  connect(token: string): void {
    this.#use((socket) => socket.connect(token));
  }

  disconnect(): void {
    // Nothing was ever connected when nothing was fetched.
    if (this.#pending) this.#use((socket) => socket.disconnect());
  }

  channel(name: string): Observable<SocketEvent> {
    return defer(() => from(this.#load())).pipe(switchMap((socket) => socket.channel(name)));
  }

  whisper(channel: string, eventName: string, payload?: Record<string, unknown>): void {
    this.#use((socket) => socket.whisper(channel, eventName, payload));
  }

  #use(call: (socket: SocketPort) => void): void {
    // A failed fetch is shown through status$ ('failed'); the next call fetches again.
    this.#load().then(call, () => undefined);
  }

  #load(): Promise<SocketPort> {
    this.#pending ??= this.fetchSocket().then(
      (socket) => {
        this.#loaded.next(socket);
        return socket;
      },
      (error: unknown) => {
        this.#pending = null;
        this.#loaded.next("failed");
        throw error;
      },
    );
    return this.#pending;
  }
}
