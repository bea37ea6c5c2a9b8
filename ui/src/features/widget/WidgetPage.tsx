import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Launcher } from "@lectern/core/recording/application/Launcher";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { WidgetSession } from "@lectern/core/recording/application/WidgetSession";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { UserRoundCog } from "lucide-react";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { distinctUntilChanged, map } from "rxjs";
import { Alert, Button, Logo } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { usePageTitle } from "../../hooks/usePageTitle";
import { UploadQueuePanel } from "../queue/UploadQueuePanel";
import { useSession } from "../shell/useSession";
import { NetworkBanner } from "./NetworkBanner";
import { RecorderCard } from "./RecorderCard";
import { RecordingComplete } from "./RecordingComplete";
import { RECORDER_UI_TEXTS } from "./recorderTexts";
import { WidgetSidePanel } from "./WidgetSidePanel";
import { WidgetTopBar } from "./WidgetTopBar";
import { NoLiveTranscriptNotice } from "./captions/NoLiveTranscriptNotice";
import { CaptionsToggle } from "./captions/WidgetCaptions";
import { GeoNotice } from "./launcher/GeoNotice";
import { RecordingView } from "./recording/RecordingView";
import { useGuardedLogout } from "../shell/useGuardedLogout";
import "./WidgetPage.css";

/**
 * /session/widget (spec 2 §2): the recorder, and below it the upload queue. In the desktop app this
 * is the whole 300 px window (spec 2 §2.10); in a browser the card takes a comfortable width with the
 * side panel beside it, or as a full-width sheet on a phone. Every lifecycle belongs to WidgetSession;
 * the page only reads state and calls commands.
 */
export function WidgetPage() {
  const queue = useService<UploadQueueContract>(UploadQueue);
  const platform = useService<PlatformPort>(PlatformPort);
  const widget = useService(WidgetSession);
  const recorder = useService(Recorder);
  const launcher = useService(Launcher);
  const screenQuality = useService(ScreenQualityPreference);
  const trackpad = useService(Trackpad);
  const notes = useService(SessionNotes);
  const attachments = useService(NoteAttachments);
  const captions = useService(LiveCaptions);
  const network = useService(NetworkMonitor);
  const redirects = useService(RedirectMemory);
  const view = useObservable(widget.state$, widget.state);
  // The page needs only the phase: the recorder reports several times a second while recording.
  const phase$ = useMemo(
    () =>
      recorder.state$.pipe(
        map((state) => state.phase),
        distinctUntilChanged(),
      ),
    [recorder],
  );
  const phase = useObservable(phase$, recorder.state.phase);
  const trackpadView = useObservable(trackpad.state$, trackpad.state);
  const networkStatus = useObservable(network.status$, network.status);
  const live = phase === "recording";
  const { session } = useSession();
  const navigate = useNavigate();
  usePageTitle("Recording widget");

  /** Spec 2 §2.2: Change Account remembers this page and opens the login page. */
  const { requestLogout: changeAccount, dialog: logoutDialog } = useGuardedLogout(async () => {
    redirects.remember("/session/widget");
    await session.logout();
    navigate("/auth/login");
  });

  const layout = platform.variant === "desktop" ? "widget-page--desktop" : "widget-page--web";
  return (
    <div className={`widget-page ${layout}${view.sidePanel ? " widget-page--with-panel" : ""}`}>
      <main className="widget-page__column">
        <header className="widget-page__header">
          <Logo height={28} />
          <h1 className="widget-page__title">Recording widget</h1>
        </header>
        <WidgetTopBar queue={queue} sessionItemId={view.sessionItemId} />
        <NetworkBanner status={networkStatus} />
        <RecorderCard
          recorder={recorder}
          launcher={launcher}
          screenQuality={screenQuality}
          organisations={view.organisations}
          finished={view.finished}
          simple={trackpadView.settings.widgetType !== "advanced"}
          notice={<NoLiveTranscriptNotice captions={captions} when="before" />}
          renderFinished={(finished, notice) => (
            <RecordingComplete
              recording={finished}
              upload={view.finishedUpload}
              queue={queue}
              notice={notice}
              onNewRecording={() => widget.dismissFinished()}
            />
          )}
          renderLive={(state, confirmStop) => (
            <RecordingView
              state={state}
              recorder={recorder}
              trackpad={trackpad}
              upload$={widget.upload$}
              notesOpen={view.notesOpen}
              onToggleNotes={(open) => widget.setNotesOpen(open)}
              onStop={confirmStop}
              captionsButton={
                view.captionsAccess && (
                  <CaptionsToggle
                    captions={captions}
                    isOn={view.captionsOn}
                    onChange={(on) => widget.setCaptions(on)}
                  />
                )
              }
              notices={
                <>
                  {state.limitWarning && (
                    <Alert kind="warning" title={RECORDER_UI_TEXTS.limitTitle}>
                      {state.limitWarning}
                    </Alert>
                  )}
                  <NoLiveTranscriptNotice captions={captions} when="during" />
                  {/* Spec 2 §8: unobtrusive, while it matters: the recording goes on without a location. */}
                  {live && view.geoNotice && <GeoNotice text={view.geoNotice} />}
                </>
              }
            />
          )}
        />
        <UploadQueuePanel
          queue={queue}
          onSignOut={async () => {
            await session.logout();
            navigate("/auth/login");
          }}
        />
        {!live && phase !== "stopping" && (
          <footer className="widget-page__footer">
            <Button variant="ghost" size="sm" onPress={() => void changeAccount()}>
              <UserRoundCog size={16} aria-hidden="true" />
              Change Account
            </Button>
          </footer>
        )}
      </main>
      {view.sidePanel && (
        <WidgetSidePanel
          notesOpen={view.notesOpen}
          captionsOn={view.captionsOn}
          notes={notes}
          attachments={attachments}
          captions={captions}
          trackpad={trackpadView}
          onCloseNotes={() => widget.setNotesOpen(false)}
          onClose={() => {
            widget.setNotesOpen(false);
            widget.setCaptions(false);
          }}
        />
      )}
      {logoutDialog}
    </div>
  );
}
