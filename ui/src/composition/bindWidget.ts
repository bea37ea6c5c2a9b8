import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { highlightSession$ } from "@lectern/core/highlights/application/HighlightSession";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { MediaPort } from "@lectern/core/ports/MediaPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { UploadQueue as UploadQueueToken } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { SessionEndedByServer } from "@lectern/core/recording/application/SessionEndedByServer";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import type { Container } from "inversify";
import { distinctUntilChanged, map } from "rxjs";

/** The recording widget's services: the recorder, and the trackpad and notes of its session. */
export const bindWidget = (container: Container): void => {
  container
    .bind(Recorder)
    .toResolvedValue(
      (media: MediaPort, queue: UploadQueueContract, clock: ClockPort, start: StartRecordingSession) =>
        new Recorder(media, queue, clock, start, () => start.recheckCapacity()),
      [MediaPort, UploadQueueToken, ClockPort, StartRecordingSession],
    );
  container.bind(Trackpad).toResolvedValue(
    (
      api: ApiClient,
      clock: ClockPort,
      socket: SocketPort,
      network: NetworkMonitor,
      recorder: Recorder,
      auth: AuthSession,
    ) =>
      new Trackpad(
        api,
        clock,
        socket,
        network.status$,
        highlightSession$(
          recorder.state$,
          auth.state$.pipe(
            map((state) => state.user?.id ?? null),
            distinctUntilChanged(),
          ),
        ),
        recorder,
      ),
    [ApiClient, ClockPort, SocketPort, NetworkMonitor, Recorder, AuthSession],
  );
  container
    .bind(SessionNotes)
    .toResolvedValue(
      (api: ApiClient, clock: ClockPort, network: NetworkMonitor, trackpad: Trackpad) =>
        new SessionNotes(api, clock, network.status$, trackpad.session$, trackpad.completed$),
      [ApiClient, ClockPort, NetworkMonitor, Trackpad],
    );
  container
    .bind(NoteAttachments)
    .toResolvedValue(
      (api: ApiClient, clock: ClockPort, files: NoteFileAddress, network: NetworkMonitor, trackpad: Trackpad) =>
        new NoteAttachments(api, new AttachmentViewer(clock, files), network.status$, trackpad.session$),
      [ApiClient, ClockPort, NoteFileAddress, NetworkMonitor, Trackpad],
    );
  container
    .bind(SessionEndedByServer)
    .toResolvedValue(
      (socket: SocketPort, trackpad: Trackpad, recorder: Recorder) =>
        new SessionEndedByServer(socket, trackpad.session$, recorder),
      [SocketPort, Trackpad, Recorder],
    );
};
