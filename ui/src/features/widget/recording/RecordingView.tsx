import type { Trackpad, TrackpadAnnouncement } from "@lectern/core/highlights/application/Trackpad";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { audioLevels$ } from "@lectern/core/recording/application/audioLevels";
import { type Recorder, type RecorderState, sessionRoleOf } from "@lectern/core/recording/application/Recorder";
import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import type { WidgetUploadState } from "@lectern/core/recording/application/WidgetSession";
import { NotebookPen, Square } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef } from "react";
import { ToggleButton } from "react-aria-components";
import { type Observable, map, shareReplay } from "rxjs";
import { Button, Spinner } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { formatDuration } from "@lectern/core/kernel/formatDuration";
import { RECORDER_UI_TEXTS } from "../recorderTexts";
import { HighlightPlaylist } from "./HighlightPlaylist";
import { HIGHLIGHT_UI_TEXTS } from "./highlightTexts";
import { RecordingHealth } from "./RecordingHealth";
import { SessionNameField } from "./SessionNameField";
import { SourceToggles } from "./SourceToggles";
import { TrackpadControls } from "./TrackpadControls";
import { useTrackpadShortcuts } from "./useTrackpadShortcuts";
import { WaveformCanvas } from "./WaveformCanvas";
import "./RecordingView.css";

type Live = Extract<RecorderState, { phase: "recording" | "stopping" }>;

export interface RecordingViewProps {
  state: Live;
  recorder: Pick<Recorder, "sampleAudio" | "setSource" | "rename">;
  trackpad: Trackpad;
  /** Parts uploaded of parts saved, and whether the queue sends now (WidgetSession.upload$). */
  upload$: Observable<WidgetUploadState>;
  notesOpen: boolean;
  onToggleNotes: (open: boolean) => void;
  onStop: () => void;
  /** The live captions button, when captions are offered. */
  captionsButton?: ReactNode;
  /** Shown above the trackpad: limit warnings and the like. */
  notices?: ReactNode;
}

const announce = (announcement: TrackpadAnnouncement): string => {
  const name = announcement.highlight.name ?? HIGHLIGHT_UI_TEXTS.typeNames[announcement.highlight.type];
  switch (announcement.kind) {
    case "started":
      return HIGHLIGHT_UI_TEXTS.announce.started(announcement.highlight.type);
    case "extended":
      return HIGHLIGHT_UI_TEXTS.announce.extended();
    case "saved":
      return HIGHLIGHT_UI_TEXTS.announce.saved(name);
    case "removed":
      return HIGHLIGHT_UI_TEXTS.announce.removed(name);
    case "failed":
      return HIGHLIGHT_UI_TEXTS.announce.failed();
  }
};

/**
 * Spec 2 §2.3: the active recording — name, timer or trackpad, waveform, source toggles, playlist,
 * the side panel switches, the recording's health and stop. While stopping, a loader says what is
 * happening until the recording is handed to the upload queue.
 */
export function RecordingView({
  state,
  recorder,
  trackpad,
  upload$,
  notesOpen,
  onToggleNotes,
  onStop,
  captionsButton,
  notices,
}: RecordingViewProps) {
  const clock = useService<ClockPort>(ClockPort);
  const view = useObservable(trackpad.state$, trackpad.state);
  // Shared by the waveform and the level meter, which alone re-render ten times a second.
  const levels$ = useMemo(
    () => audioLevels$(() => recorder.sampleAudio(), clock).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    [recorder, clock],
  );
  const announcements$ = useMemo(() => trackpad.announcements$.pipe(map(announce)), [trackpad]);
  const announcement = useObservable(announcements$, "");
  const recording = state.phase === "recording";
  const hostOnlyId = useId();
  const advanced = view.settings.widgetType === "advanced";
  const participant = sessionRoleOf(state) === "participant";
  useTrackpadShortcuts(trackpad, recording && advanced && view.lock === null);

  const now = state.startedAt + state.elapsedMs;
  const stopArea = useRef<HTMLDivElement>(null);
  // After Start the launcher that held focus is gone: focus moves to Stop, the control that matters
  // now (the trackpad may still be locked until the session exists), instead of falling to the body.
  useLayoutEffect(() => {
    stopArea.current?.querySelector("button")?.focus();
  }, []);

  return (
    <section className="recording-view" aria-labelledby="recording-view-title">
      <output className="kit-visually-hidden" aria-live="polite">
        {announcement}
      </output>
      <div className="recording-view__top">
        <p className="recording-view__live" id="recording-view-title">
          <span className="recording-view__dot" aria-hidden="true" />
          {recording ? RECORDER_UI_TEXTS.recordingLabel : "Finishing"}
        </p>
        <p className="recording-view__timer">
          <span className="kit-visually-hidden">{RECORDER_UI_TEXTS.elapsed}: </span>
          <time>{formatDuration(state.elapsedMs, "timer")}</time>
        </p>
      </div>
      <SessionNameField
        key={state.name}
        name={state.name}
        onRename={(name) => recorder.rename(name)}
        isDisabled={!recording}
      />
      {notices}
      {!recording ? (
        <div className="recording-view__stopping">
          <Spinner label="Finishing the recording" size={28} />
          <p>
            <strong>Finishing the recording…</strong>
            <br />
            {state.allSaved
              ? "Every part is saved on this device. Handing it to the upload queue."
              : "Saving the last parts on this device."}
          </p>
        </div>
      ) : (
        <>
          {advanced && <TrackpadControls trackpad={trackpad} view={view} now={now} />}
          <WaveformCanvas levels$={levels$} highlights={view.highlights} open={view.open} />
          <SourceToggles sources={state.sources} onToggle={(source, on) => recorder.setSource(source, on)} />
          <fieldset className="recording-view__panels">
            <legend className="kit-visually-hidden">Side panel</legend>
            <ToggleButton className="recording-view__panel-toggle" isSelected={notesOpen} onChange={onToggleNotes}>
              <NotebookPen size={16} aria-hidden="true" />
              Notes
            </ToggleButton>
            {captionsButton}
          </fieldset>
          <HighlightPlaylist trackpad={trackpad} view={view} />
        </>
      )}
      <RecordingHealth
        levels$={levels$}
        committedSlices={state.committedSlices}
        recording={state}
        upload$={upload$}
        microphoneOn={state.sources.microphone !== false}
      />
      {/* Spec 2 §5, §6: a participant cannot end the recording; the button says why it is disabled.
          Pinned to the bottom of the window while the card scrolls, so Stop is always in view. */}
      <div className="recording-view__stop-bar" ref={stopArea}>
        <Button
          variant="danger"
          onPress={onStop}
          isPending={!recording}
          isDisabled={participant}
          aria-describedby={participant ? hostOnlyId : undefined}
          className="recording-view__stop"
        >
          <Square size={16} aria-hidden="true" />
          {RECORDER_UI_TEXTS.stop}
        </Button>
        {participant && (
          <p id={hostOnlyId} className="recording-view__host-only">
            {LAUNCHER_TEXTS.hostOnlyStop}
          </p>
        )}
      </div>
    </section>
  );
}
