import type { SocketEvent, SocketPort } from "@lectern/core/ports/SocketPort";
import { Observable, Subject } from "rxjs";
import { RecordingSocket } from "../../support/RecordingSocket";

export interface Whisper {
  readonly channel: string;
  readonly eventName: string;
  readonly payload: Record<string, unknown>;
}

/**
 * SocketPort double on top of RecordingSocket (connect/disconnect): channels the test can publish
 * to, the whispers sent, and how many listen on each channel.
 */
export class ChannelSocket implements SocketPort {
  readonly connection = new RecordingSocket();
  readonly status$ = this.connection.status$;
  readonly whispers: Whisper[] = [];
  readonly #channels = new Map<string, Subject<SocketEvent>>();
  readonly listeners = new Map<string, number>();

  connect(token: string): void {
    this.connection.connect(token);
  }

  disconnect(): void {
    this.connection.disconnect();
  }

  channel(name: string): Observable<SocketEvent> {
    return new Observable<SocketEvent>((subscriber) => {
      this.listeners.set(name, (this.listeners.get(name) ?? 0) + 1);
      const subject = this.#channels.get(name) ?? new Subject<SocketEvent>();
      this.#channels.set(name, subject);
      const subscription = subject.subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        this.listeners.set(name, (this.listeners.get(name) ?? 1) - 1);
      };
    });
  }

  whisper(channel: string, eventName: string, payload: Record<string, unknown> = {}): void {
    this.whispers.push({ channel, eventName, payload });
  }

  publish(channel: string, event: string, data: unknown): void {
    this.#channels.get(channel)?.next({ event, data });
  }

  failChannel(channel: string): void {
    this.#channels.get(channel)?.error(new Error("cannot subscribe"));
  }
}
