import { EMPTY, type Observable, type Subscription, catchError, filter, map, switchMap, take } from "rxjs";
import { sessionChannelName } from "../domain/sessionChannelName";
import type { RecordingSession } from "./RecordingSession";
import type { SocketPort } from "../../ports/SocketPort";
import type { Recorder } from "./Recorder";

/**
 * Spec 3 §4 "An ended event from the server ends the session locally unless already ended": listens
 * on the recording's session channel while it records and hands the end to the recorder. A channel
 * that cannot be joined only means the end is not heard early; the recording itself is unaffected.
 */
export class SessionEndedByServer {
  constructor(
    private readonly socket: Pick<SocketPort, "channel">,
    private readonly session$: Observable<RecordingSession | null>,
    private readonly recorder: Pick<Recorder, "endedOnServer">,
  ) {}

  watch(): Subscription {
    return this.session$
      .pipe(
        switchMap((session) => {
          const { sessionId, userId } = session ?? {};
          if (!sessionId || !userId) return EMPTY;
          return this.socket.channel(sessionChannelName(userId, sessionId)).pipe(
            filter((message) => message.event === "ended"),
            take(1),
            map(() => sessionId),
            catchError(() => EMPTY),
          );
        }),
      )
      .subscribe((sessionId) => void this.recorder.endedOnServer(sessionId));
  }
}
