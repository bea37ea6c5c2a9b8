import type { Launcher } from "@lectern/core/recording/application/Launcher";
import {
  type CaptureMode,
  type FinishedRecording,
  type Recorder,
  type RecorderState,
  sessionRoleOf,
} from "@lectern/core/recording/application/Recorder";
import type { RecordingOrganisation } from "@lectern/core/recording/application/RecordingAccounts";
import type { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { launcherViewOf } from "@lectern/core/recording/domain/launcherRules";
import { SCREEN_QUALITIES, type ScreenQuality } from "@lectern/core/recording/domain/screenQuality";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Mic, MonitorUp } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert, Button, RadioCards, type RadioCardOption } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { recorderAnnouncements } from "./recorderAnnouncements";
import { RECORDER_UI_TEXTS } from "./recorderTexts";
import { AccountChoiceDialog } from "./launcher/AccountChoiceDialog";
import { OpenRecordingsLink } from "./launcher/OpenRecordingsLink";
import { AudioOnlyNotice } from "./launcher/AudioOnlyNotice";
import { CameraSelect } from "./launcher/CameraSelect";
import { MeetingLinkPrompt } from "./launcher/MeetingLinkPrompt";
import { ScreenPicker } from "./launcher/ScreenPicker";
import { StopConfirmDialog } from "./recording/StopConfirmDialog";
import "./RecorderCard.css";

export interface RecorderCardProps {
  recorder: Pick<Recorder, "state$" | "state" | "stop">;
  launcher: Pick<
    Launcher,
    | "state$"
    | "state"
    | "chooseMode"
    | "chooseCamera"
    | "chooseScreen"
    | "requestStart"
    | "startIn"
    | "cancelAccountChoice"
  >;
  /** The remembered screen quality (spec 2 §2.2, `widget_resolution`). */
  screenQuality: Pick<ScreenQualityPreference, "quality$" | "quality" | "choose">;
  /** The organisations the user can record into besides their own account (spec 2 §2.2). */
  organisations: readonly RecordingOrganisation[];
  /** The recording the complete screen shows, until a new one is asked for. */
  finished: FinishedRecording | null;
  /**
   * Spec 2 §1, §6: users whose widget type is lite or basic get a simpler start screen (the advanced
   * one explains how recording works); only advanced users get the trackpad.
   */
  simple?: boolean;
  /** A notice for the launcher, before recording (issue 21: no live transcript in this browser). */
  notice?: ReactNode;
  /** The active recording view; the card keeps the stop confirmation and the announcements. */
  renderLive: (
    state: Extract<RecorderState, { phase: "recording" | "stopping" }>,
    confirmStop: () => void,
  ) => ReactNode;
  /** The complete screen of the recording that just ended, with how it ended. */
  renderFinished: (finished: FinishedRecording, notice: ReactNode) => ReactNode;
}

/** Spec 2 §2.2, §9: 480, 720 and 1080. */
const QUALITY_OPTIONS: readonly RadioCardOption<ScreenQuality>[] = (
  Object.keys(SCREEN_QUALITIES) as ScreenQuality[]
).map((value) => ({ value, label: `${value}p` }));

/** Spec 2 §2.2: audio only (id mic) and screen and mic (id screen). */
const CAPTURE_OPTIONS: readonly RadioCardOption<CaptureMode>[] = [
  {
    value: "mic",
    label: RECORDER_UI_TEXTS.audioOnly,
    description: RECORDER_UI_TEXTS.audioOnlyDetail,
    icon: <Mic size={18} />,
  },
  {
    value: "screen",
    label: RECORDER_UI_TEXTS.screenAndMic,
    description: RECORDER_UI_TEXTS.screenAndMicDetail,
    icon: <MonitorUp size={18} />,
  },
];

/**
 * The widget's recorder card (spec 2 §2.2–§2.3): the launcher, the live recording, the complete
 * screen. The launcher's rules live in core (Launcher, launcherViewOf); this only renders them.
 */
export function RecorderCard({
  recorder,
  launcher,
  screenQuality,
  organisations,
  finished,
  simple = false,
  notice,
  renderLive,
  renderFinished,
}: RecorderCardProps) {
  const state = useObservable(recorder.state$, recorder.state);
  const choice = useObservable(launcher.state$, launcher.state);
  const quality = useObservable(screenQuality.quality$, screenQuality.quality);
  const announcements$ = useMemo(() => recorderAnnouncements(recorder.state$), [recorder]);
  const announcement = useObservable(announcements$, "");
  const platform = useService<PlatformPort>(PlatformPort);
  const navigate = useNavigate();
  const [confirmingStop, setConfirmingStop] = useState(false);
  const starting = state.phase === "starting";
  const view = launcherViewOf(choice, { picksScreenItself: platform.listScreens !== undefined, starting });

  if (state.phase === "recording" || state.phase === "stopping") {
    return (
      <div className="recorder">
        <Announcer text={announcement} />
        {renderLive(state, () => {
          // Spec 2 §5, §6: only the host ends a recording; a participant's button is disabled anyway.
          if (sessionRoleOf(state) === "host") setConfirmingStop(true);
        })}
        <StopConfirmDialog
          isOpen={confirmingStop && state.phase === "recording"}
          onCancel={() => setConfirmingStop(false)}
          onStop={() => {
            setConfirmingStop(false);
            void recorder.stop();
          }}
        />
        <MeetingLinkPrompt recording={state} />
      </div>
    );
  }

  const problem = state.phase === "idle" ? state.problem : null;
  const problemAlert = problem && (
    <Alert kind={problem.isNotice ? "info" : "error"} title={problem.title}>
      {problem.message}
    </Alert>
  );
  if (state.phase === "idle" && finished) {
    return (
      <div className="recorder">
        <Announcer text={announcement} />
        {renderFinished(finished, problemAlert)}
      </div>
    );
  }

  return (
    <div className="recorder">
      <Announcer text={announcement} />
      <section className="recorder-card" aria-labelledby="recorder-title">
        {!simple && (
          <span className="recorder-card__icon" aria-hidden="true">
            <Mic size={26} />
          </span>
        )}
        <h2 id="recorder-title" className="recorder-card__title">
          {RECORDER_UI_TEXTS.readyTitle}
        </h2>
        {!simple && <p className="recorder-card__text">{RECORDER_UI_TEXTS.readyText}</p>}
        {problemAlert}
        {notice}
        <RadioCards
          label={RECORDER_UI_TEXTS.chooseCapture}
          options={CAPTURE_OPTIONS}
          value={choice.mode}
          onChange={(mode) => launcher.chooseMode(mode)}
          isDisabled={view.busy}
        />
        {view.showScreenOptions && (
          <>
            <div className="launcher-field">
              <CameraSelect
                value={choice.cameraId}
                onChange={(cameraId) => launcher.chooseCamera(cameraId)}
                isDisabled={view.busy}
              />
            </div>
            <RadioCards
              label={RECORDER_UI_TEXTS.qualityLabel}
              options={QUALITY_OPTIONS}
              value={quality}
              onChange={(next) => screenQuality.choose(next)}
              orientation="horizontal"
              isDisabled={view.busy}
            />
            <ScreenPicker
              value={choice.screenId}
              onChange={(screenId) => launcher.chooseScreen(screenId)}
              isDisabled={view.busy}
            />
          </>
        )}
        {view.showActions && choice.mode !== null && (
          <div className="recorder-card__actions">
            <Button
              onPress={() => void launcher.requestStart()}
              isPending={view.busy}
              isDisabled={!view.canStart && !view.busy}
            >
              {choice.mode === "mic" ? (
                <Mic size={16} aria-hidden="true" />
              ) : (
                <MonitorUp size={16} aria-hidden="true" />
              )}
              {RECORDER_UI_TEXTS.start}
            </Button>
            {/* Spec 2 §2.2: Cancel reloads the page, so every choice and device starts afresh. */}
            <Button variant="ghost" onPress={() => navigate(0)} isDisabled={view.busy}>
              {RECORDER_UI_TEXTS.cancel}
            </Button>
          </div>
        )}
        {/* After the actions: Tab goes from the choice straight to Start recording, the notice's link after. */}
        {view.showAudioNotice && <AudioOnlyNotice />}
        <OpenRecordingsLink />
        {choice.mode !== null && (
          <AccountChoiceDialog
            isOpen={choice.choosingAccount}
            organisations={organisations}
            onStart={(organizationId) => void launcher.startIn(organizationId)}
            onCancel={() => launcher.cancelAccountChoice()}
          />
        )}
      </section>
    </div>
  );
}

/** One polite live region that stays mounted, so screen readers hear the recording start and stop. */
function Announcer({ text }: { text: string }) {
  return (
    <output aria-live="polite" className="kit-visually-hidden">
      {text}
    </output>
  );
}
