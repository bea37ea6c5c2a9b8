import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { SessionNoteList } from "@lectern/core/notes/application/SessionNoteList";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { MediaPort } from "@lectern/core/ports/MediaPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { SocketPort } from "@lectern/core/ports/SocketPort";
import { UploadQueue as UploadQueueToken } from "@lectern/core/queue/application/UploadQueueToken";
import type { QueueNotice, UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { Launcher } from "@lectern/core/recording/application/Launcher";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { RecordingAccounts } from "@lectern/core/recording/application/RecordingAccounts";
import { recordingSession$ } from "@lectern/core/recording/application/RecordingSession";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { SessionEndedByServer } from "@lectern/core/recording/application/SessionEndedByServer";
import { SessionGeo } from "@lectern/core/recording/application/SessionGeo";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import { WidgetSession, type WidgetUser } from "@lectern/core/recording/application/WidgetSession";
import { organisationsFor } from "@lectern/core/recording/domain/launcherRules";
import type { Container } from "inversify";
import { type ApiEnvironment, apiSettings } from "./apiSettings";
import { distinctUntilChanged, filter, map } from "rxjs";

/**
 * The recording widget's services: the recorder, the trackpad, notes and files of its session, the
 * launcher, the one billing prompt, and the widget session that runs their lifecycles.
 */
export const bindWidget = (container: Container): void => {
  // The one path from a 402 to the billing dialog: the recorder calls it, and it follows the upload
  // queue's billing notices for the app's life (the queue and this prompt are both signed-in services).
  container.bind(BillingPrompt).toResolvedValue(
    (platform: PlatformPort, queue: UploadQueueContract) => {
      // The desktop app shows only the widget: its price list is the web app's, in the system browser.
      const prompt =
        platform.variant === "desktop"
          ? new BillingPrompt(
              platform,
              (path) => new URL(path.slice(1), apiSettings(import.meta.env as ApiEnvironment).webUrl).href,
            )
          : new BillingPrompt(platform);
      prompt.follow(
        queue.notices$.pipe(
          filter((notice): notice is Extract<QueueNotice, { kind: "billing" }> => notice.kind === "billing"),
          map(({ title, message }) => ({ title, message })),
        ),
      );
      return prompt;
    },
    [PlatformPort, UploadQueueToken],
  );
  container
    .bind(Recorder)
    .toResolvedValue(
      (
        media: MediaPort,
        queue: UploadQueueContract,
        clock: ClockPort,
        start: StartRecordingSession,
        billing: BillingPrompt,
      ) => new Recorder(media, queue, clock, start, () => start.recheckCapacity(), billing),
      [MediaPort, UploadQueueToken, ClockPort, StartRecordingSession, BillingPrompt],
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
        recordingSession$(
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
  container.bind(SessionNoteList).toResolvedValue((api: ApiClient) => new SessionNoteList(api), [ApiClient]);
  container
    .bind(SessionNotes)
    .toResolvedValue(
      (api: ApiClient, clock: ClockPort, network: NetworkMonitor, trackpad: Trackpad, list: SessionNoteList) =>
        new SessionNotes(api, clock, network.status$, trackpad.session$, trackpad.completed$, list),
      [ApiClient, ClockPort, NetworkMonitor, Trackpad, SessionNoteList],
    );
  container
    .bind(NoteAttachments)
    .toResolvedValue(
      (
        api: ApiClient,
        clock: ClockPort,
        files: NoteFileAddress,
        network: NetworkMonitor,
        trackpad: Trackpad,
        list: SessionNoteList,
      ) => new NoteAttachments(api, new AttachmentViewer(clock, files), network.status$, trackpad.session$, list),
      [ApiClient, ClockPort, NoteFileAddress, NetworkMonitor, Trackpad, SessionNoteList],
    );
  container
    .bind(SessionEndedByServer)
    .toResolvedValue(
      (socket: SocketPort, trackpad: Trackpad, recorder: Recorder) =>
        new SessionEndedByServer(socket, trackpad.session$, recorder),
      [SocketPort, Trackpad, Recorder],
    );
  container.bind(Launcher).toResolvedValue(
    (recorder: Recorder, quality: ScreenQualityPreference, accounts: RecordingAccounts, auth: AuthSession) =>
      new Launcher(
        recorder,
        () => quality.quality,
        () => organisationsFor(accounts.state, auth.state.user?.email ?? null),
      ),
    [Recorder, ScreenQualityPreference, RecordingAccounts, AuthSession],
  );
  // Started on first use (the widget page resolves it) and kept for the app's life: it follows
  // sign-in and sign-out itself, so no component starts or stops a lifecycle.
  container.bind(WidgetSession).toResolvedValue(
    (
      recorder: Recorder,
      launcher: Launcher,
      trackpad: Trackpad,
      endedByServer: SessionEndedByServer,
      geo: SessionGeo,
      accounts: RecordingAccounts,
      captions: LiveCaptions,
      queue: UploadQueueContract,
      platform: PlatformPort,
      network: NetworkMonitor,
      auth: AuthSession,
    ) => {
      const session = new WidgetSession({
        recorder,
        launcher,
        trackpad,
        endedByServer,
        geo,
        accounts,
        captions,
        queue,
        platform,
        network$: network.status$,
        user$: auth.state$.pipe(
          map((state): WidgetUser | null =>
            state.user ? { id: state.user.id, email: state.user.email, permissions: state.permissions } : null,
          ),
          distinctUntilChanged(
            (a, b) => a === b || (a?.id === b?.id && a?.email === b?.email && a?.permissions === b?.permissions),
          ),
        ),
      });
      session.start();
      return session;
    },
    [
      Recorder,
      Launcher,
      Trackpad,
      SessionEndedByServer,
      SessionGeo,
      RecordingAccounts,
      LiveCaptions,
      UploadQueueToken,
      PlatformPort,
      NetworkMonitor,
      AuthSession,
    ],
  );
};
