import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { captionsAccessOf } from "@lectern/core/captions/application/captionsAccess";
import { SessionEndedByServer } from "@lectern/core/recording/application/SessionEndedByServer";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import { useEffect, useState } from "react";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { widgetWindowSize } from "@lectern/core/recording/domain/widgetWindowSize";
import { UserRoundCog } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { Alert, Button, Logo } from "../../kit";
import { NetworkBanner } from "./NetworkBanner";
import { RecordingComplete } from "./RecordingComplete";
import { useObservable } from "../../reactive/useObservable";
import { NotesPanel } from "./notes/NotesPanel";
import { RecordingView } from "./recording/RecordingView";
import { RECORDER_UI_TEXTS } from "./recorderTexts";
import { useService } from "../../reactive/useService";
import { usePageTitle } from "../auth/shared/usePageTitle";
import { UploadQueuePanel } from "../queue/UploadQueuePanel";
import { useQueueRunning } from "../queue/useQueueRunning";
import { useSession } from "../shell/useSession";
import { RecorderCard } from "./RecorderCard";
import { CaptionsToggle } from "./captions/WidgetCaptions";
import { LiveCaptionsPanel } from "./captions/LiveCaptionsPanel";
import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { WidgetTopBar } from "./WidgetTopBar";
import { useLauncher } from "./launcher/useLauncher";
import "./WidgetPage.css";

/**
 * /session/widget (spec 2 §2): the 300 px widget column: the recorder, and below it the upload queue,
 * so recordings on this device keep uploading while the page is open.
 */
export function WidgetPage() {
  const queue = useService<UploadQueueContract>(UploadQueue);
  const platform = useService<PlatformPort>(PlatformPort);
  const recorder = useService(Recorder);
  const screenQuality = useService(ScreenQualityPreference);
  const trackpad = useService(Trackpad);
  const notes = useService(SessionNotes);
  const attachments = useService(NoteAttachments);
  const recorderState = useObservable(recorder.state$, recorder.state);
  const launcher = useLauncher();
  const trackpadView = useObservable(trackpad.state$, trackpad.state);
  const notesView = useObservable(notes.state$, notes.state);
  const [notesOpen, setNotesOpen] = useState(false);
  const network = useService(NetworkMonitor);
  const networkStatus = useObservable(network.status$, network.status);
  const redirects = useService(RedirectMemory);
  const live = recorderState.phase === "recording";
  const { session, state: sessionState } = useSession();
  const captions = useService(LiveCaptions);
  const captionsView = useObservable(captions.state$, captions.state);
  const captionsAccess = captionsAccessOf(recorderState, sessionState.user?.id ?? null, sessionState.permissions);
  const captionsOn = captionsAccess !== null && captionsView.status !== "off";
  // Spec 2 §2.3, §4.1, §4.3: notes and captions toggle separately; the side panel shows while either
  // is open, and closes when the recording finishes.
  const sidePanel = live && (notesOpen || captionsOn);
  useEffect(() => {
    void trackpad.loadSettings();
  }, [trackpad]);
  // Spec 3 §4: the session ended on the server (by the host, for a participant) ends the recording.
  const endedByServer = useService(SessionEndedByServer);
  useEffect(() => {
    const watching = endedByServer.watch();
    return () => watching.unsubscribe();
  }, [endedByServer]);
  // Spec 2 §4.3: the desktop window grows to 840 × 900 with a side panel and shrinks back without.
  useEffect(() => {
    const size = widgetWindowSize(sidePanel, platform.os);
    platform.resizeWindow?.(size.width, size.height);
  }, [sidePanel, platform]);

  /** Spec 2 §2.2: Change Account remembers this page and opens the login page. */
  const changeAccount = async () => {
    redirects.remember("/session/widget");
    await session.logout();
    navigate("/auth/login");
  };
  const navigate = useNavigate();
  usePageTitle("Recording widget");
  useQueueRunning(queue);

  return (
    <div className={sidePanel ? "widget-page widget-page--with-panel" : "widget-page"}>
      <main className="widget-page__column">
        <header className="widget-page__header">
          <Logo height={28} />
          <h1 className="widget-page__title">Recording widget</h1>
        </header>
        <WidgetTopBar queue={queue} sessionItemId={launcher.sessionItemId} />
        <NetworkBanner status={networkStatus} />
        <RecorderCard
          recorder={recorder}
          screenQuality={screenQuality}
          organisations={launcher.organisations}
          simple={trackpadView.settings.widgetType !== "advanced"}
          onOpenPriceList={() => navigate("/billing/product")}
          renderFinished={(finished, notice, dismiss) => (
            <RecordingComplete recording={finished} queue={queue} notice={notice} onNewRecording={dismiss} />
          )}
          renderLive={(state, confirmStop) => (
            <RecordingView
              state={state}
              recorder={recorder}
              trackpad={trackpad}
              notesOpen={notesOpen}
              onToggleNotes={setNotesOpen}
              onStop={confirmStop}
              captionsButton={captionsAccess && <CaptionsToggle captions={captions} access={captionsAccess} />}
              notices={
                state.limitWarning && (
                  <Alert kind="warning" title={RECORDER_UI_TEXTS.limitTitle}>
                    {state.limitWarning}
                  </Alert>
                )
              }
            />
          )}
        />
        {/* Spec 2 §8: unobtrusive, while it matters: the recording goes on without a location. */}
        {live && launcher.geoNotice && <p className="launcher-geo">{launcher.geoNotice}</p>}
        <UploadQueuePanel
          queue={queue}
          warnOnLeave={platform.variant === "web"}
          onOpenPriceList={() => navigate("/billing/product")}
          onSignOut={async () => {
            await session.logout();
            navigate("/auth/login");
          }}
        />
        {!live && recorderState.phase !== "stopping" && (
          <footer className="widget-page__footer">
            <Button variant="ghost" size="sm" onPress={() => void changeAccount()}>
              <UserRoundCog size={16} aria-hidden="true" />
              Change Account
            </Button>
          </footer>
        )}
      </main>
      {sidePanel && (
        <aside className="widget-page__side" aria-label="Side panel">
          {captionsOn && <LiveCaptionsPanel captions={captions} />}
          {notesOpen && (
            <NotesPanel
              notes={notes}
              view={notesView}
              attachments={attachments}
              trackpad={trackpadView}
              onClose={() => setNotesOpen(false)}
            />
          )}
        </aside>
      )}
    </div>
  );
}
