import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import type { UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert, Logo } from "../../kit";
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
import { WidgetTopBar } from "./WidgetTopBar";
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
  const recorderState = useObservable(recorder.state$, recorder.state);
  const trackpadView = useObservable(trackpad.state$, trackpad.state);
  const notesView = useObservable(notes.state$, notes.state);
  const [notesOpen, setNotesOpen] = useState(false);
  const live = recorderState.phase === "recording";
  // Spec 2 §4.1: the side panels close when the recording finishes.
  const sidePanel = live && notesOpen;
  useEffect(() => {
    void trackpad.loadSettings();
  }, [trackpad]);
  const { session } = useSession();
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
        <WidgetTopBar />
        <RecorderCard
          recorder={recorder}
          screenQuality={screenQuality}
          onOpenPriceList={() => navigate("/billing/product")}
          renderLive={(state, confirmStop) => (
            <RecordingView
              state={state}
              recorder={recorder}
              trackpad={trackpad}
              notesOpen={notesOpen}
              onToggleNotes={setNotesOpen}
              onStop={confirmStop}
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
        <UploadQueuePanel
          queue={queue}
          warnOnLeave={platform.variant === "web"}
          onOpenPriceList={() => navigate("/billing/product")}
          onSignOut={async () => {
            await session.logout();
            navigate("/auth/login");
          }}
        />
      </main>
      {sidePanel && (
        <aside className="widget-page__side" aria-label="Side panel">
          <NotesPanel notes={notes} view={notesView} trackpad={trackpadView} onClose={() => setNotesOpen(false)} />
        </aside>
      )}
    </div>
  );
}
