import { type Observable, filter, map } from "rxjs";
import type { SocketEvent, SocketPort } from "../../ports/SocketPort";
import type { CaptionMessage } from "../domain/CaptionMessage";
import {
  type CaptionsChannelMode,
  PassiveListenerError,
  captionFromEvent,
  captionsPayload,
} from "../domain/captionsChannel";
import { CAPTIONS_EVENT } from "../domain/captionsTexts";

/**
 * One session's captions channel (spec 2 §4.11): the host's active connection whispers what it
 * hears as `captions_data`; a participant's passive one only listens, and refuses to send.
 */
export class CaptionsChannel {
  constructor(
    private readonly socket: SocketPort,
    readonly name: string,
    readonly mode: CaptionsChannelMode,
  ) {}

  /** Captions other clients whispered on the channel; other events and malformed payloads are skipped. */
  get captions$(): Observable<CaptionMessage> {
    return this.socket.channel(this.name).pipe(
      map((event: SocketEvent) => captionFromEvent(event.event, event.data)),
      filter((message): message is CaptionMessage => message !== null),
    );
  }

  /** The channel's raw events: an active sender holds this subscription so its whispers go straight out. */
  get events$(): Observable<SocketEvent> {
    return this.socket.channel(this.name);
  }

  /** Spec 2 §5: throws PassiveListenerError ('Cannot send data in passive Channel Listener mode') when passive. */
  send(message: CaptionMessage): void {
    if (this.mode === "passive") throw new PassiveListenerError();
    this.socket.whisper(this.name, CAPTIONS_EVENT, captionsPayload(message));
  }
}
