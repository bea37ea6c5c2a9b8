import type { SocketEvent, SocketPort, SocketStatus } from "@lectern/core/ports/SocketPort";
import { BehaviorSubject, NEVER, type Observable } from "rxjs";

/** SocketPort double that records connect/disconnect calls. */
export class RecordingSocket implements SocketPort {
  readonly status = new BehaviorSubject<SocketStatus>("disconnected");
  readonly status$ = this.status.asObservable();
  readonly connectedWith: string[] = [];
  disconnects = 0;
  connect(token: string): void {
    this.connectedWith.push(token);
    this.status.next("connected");
  }
  disconnect(): void {
    this.disconnects += 1;
    this.status.next("disconnected");
  }
  channel(): Observable<SocketEvent> {
    return NEVER;
  }
  whisper(): void {}
}
