import type { SocketEvent, SocketPort, SocketStatus } from "@lectern/core/ports/SocketPort";
import { BehaviorSubject, type Observable, Subject } from "rxjs";

/** SocketPort double that records connect/disconnect calls and whispers, and lets a test push channel events. */
export class RecordingSocket implements SocketPort {
  readonly status = new BehaviorSubject<SocketStatus>("disconnected");
  readonly status$ = this.status.asObservable();
  readonly connectedWith: string[] = [];
  readonly whispers: { channel: string; eventName: string; payload: Record<string, unknown> }[] = [];
  readonly #channels = new Map<string, Subject<SocketEvent>>();
  disconnects = 0;

  connect(token: string): void {
    this.connectedWith.push(token);
    this.status.next("connected");
  }

  disconnect(): void {
    this.disconnects += 1;
    this.status.next("disconnected");
  }

  channel(name: string): Observable<SocketEvent> {
    return this.#channel(name).asObservable();
  }

  whisper(channel: string, eventName: string, payload: Record<string, unknown> = {}): void {
    this.whispers.push({ channel, eventName, payload });
  }

  /** Delivers an event to whoever follows `channel`, as the server (or another client) would. */
  emit(channel: string, event: string, data: unknown = {}): void {
    this.#channel(channel).next({ event, data });
  }

  #channel(name: string): Subject<SocketEvent> {
    let subject = this.#channels.get(name);
    if (!subject) {
      subject = new Subject<SocketEvent>();
      this.#channels.set(name, subject);
    }
    return subject;
  }
}
