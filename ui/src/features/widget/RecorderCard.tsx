import {
  type CaptureMode,
  type FinishedRecording,
  type Recorder,
  type RecorderState,
  sessionRoleOf,
} from "@lectern/core/recording/application/Recorder";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import type { RecordingOrganisation } from "@lectern/core/recording/application/RecordingAccounts";
import type { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { RECORDING_TEXTS } from "@lectern/core/recording/domain/recordingTexts";
import { SCREEN_QUALITIES, type ScreenQuality } from "@lectern/core/recording/domain/screenQuality";
import { Mic, MonitorUp } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert, Button, RadioCards, type RadioCardOption, useDialogs } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { useService } from "../../reactive/useService";
import { QUEUE_UI_TEXTS } from "../queue/queueTexts";
import { recorderAnnouncements } from "./recorderAnnouncements";
import { RECORDER_UI_TEXTS } from "./recorderTexts";
import { AccountChoiceDialog } from "./launcher/AccountChoiceDialog";
import { OpenRecordingsLink } from "./launcher/OpenRecordingsLink";
import { AudioOnlyNotice } from "./launcher/AudioOnlyNotice";
import { CameraSelect } from "./launcher/CameraSelect";
import { MeetingLinkPrompt } from "./launcher/MeetingLinkPrompt";
import { ScreenPicker } from "./launcher/ScreenPicker";
import "./RecorderCard.css";

export interface RecorderCardProps {
  recorder: Pick<Recorder, "state$" | "state" | "start" | "stop" | "finished$">;
  /** The remembered screen quality (spec 2 §2.2, `widget_resolution`). */
  screenQuality: Pick<ScreenQualityPreference, "quality$" | "quality" | "choose">;
  /** The organisations the user can record into besides their own account (spec 2 §2.2); none: no choice. */
  organisations?: readonly RecordingOrganisation[];
  /**
   * Spec 2 §1, §6: users whose widget type is lite or basic get a simpler start screen (the advanced
   * one explains how recording works); only advanced users get the trackpad.
   */
  simple?: boolean;
  /** 'Open price list' in the billing dialog (spec 2 §8: /billing/product). */
  onOpenPriceList: () => void;
  /** The active recording view; the card keeps the stop confirmation and the announcements. */
  renderLive: (
    state: Extract<RecorderState, { phase: "recording" | "stopping" }>,
    confirmStop: () => void,
  ) => ReactNode;
  /** The complete screen of the recording that just ended, with how it ended. */
  renderFinished: (finished: FinishedRecording, notice: ReactNode, dismiss: () => void) => ReactNode;
}

const IDLE: RecorderState = { phase: "idle", problem: null };

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
 * The widget's recorder (spec 2 §2.2–§2.3, audio only): start, a running timer with the recording's
 * health (parts saved on this device, time since the last one), and stop behind the spec's
 * confirmation. The recorder's own state drives everything; this only shows it.
 */
export function RecorderCard({
  recorder,
  screenQuality,
  organisations = [],
  simple = false,
  onOpenPriceList,
  renderLive,
  renderFinished,
}: RecorderCardProps) {
  const state = useObservable(recorder.state$, IDLE);
  const dialogs = useDialogs();
  const announcements$ = useMemo(() => recorderAnnouncements(recorder.state$), [recorder]);
  const announcement = useObservable(announcements$, "");

  const [mode, setMode] = useState<CaptureMode | null>(null);
  const [cameraId, setCameraId] = useState<string | null>(null);
  // Spec 2 §2.2: where the app picks the screen itself (desktop), Start waits for a screen.
  const [screenId, setScreenId] = useState<string | null>(null);
  const platform = useService<PlatformPort>(PlatformPort);
  const needsScreen = mode === "screen" && platform.listScreens !== undefined && screenId === null;
  const [choosingAccount, setChoosingAccount] = useState(false);
  const navigate = useNavigate();
  const finished = useObservable(recorder.finished$, null);
  const [dismissed, setDismissed] = useState<FinishedRecording | null>(null);
  const quality = useObservable(screenQuality.quality$, screenQuality.quality);

  // A 402 (on start, or on the capacity re-check after a finish) is the billing dialog of spec 2 §8.
  const billing = state.phase === "idle" && state.problem?.isBilling ? state.problem : null;
  useEffect(() => {
    if (!billing) return;
    void dialogs
      .alert({
        kind: "warning",
        title: billing.title,
        message: billing.message !== billing.title ? billing.message : undefined,
        okLabel: QUEUE_UI_TEXTS.openPriceList,
        cancelLabel: QUEUE_UI_TEXTS.close,
      })
      .then((openPrices) => {
        if (openPrices) onOpenPriceList();
      });
  }, [billing, dialogs, onOpenPriceList]);

  const start = async (chosen: CaptureMode, organizationId: string | null) => {
    setChoosingAccount(false);
    // Spec 2 §4.2: audio only records no camera.
    await recorder.start(chosen, quality, { cameraId: chosen === "screen" ? cameraId : null, organizationId });
  };
  // Spec 2 §2.2: a member of organisations first picks where the recording goes, with the consent notice.
  const requestStart = (chosen: CaptureMode) => {
    if (organisations.length > 0) setChoosingAccount(true);
    else void start(chosen, null);
  };

  const confirmStop = async () => {
    const stop = await dialogs.alert({
      kind: "question",
      title: RECORDING_TEXTS.stopConfirmation,
      okLabel: RECORDER_UI_TEXTS.stopYes,
      cancelLabel: RECORDER_UI_TEXTS.keepRecording,
    });
    if (stop) await recorder.stop();
  };

  if (state.phase === "recording" || state.phase === "stopping") {
    return (
      <div className="recorder">
        <Announcer text={announcement} />
        {renderLive(state, () => {
          // Spec 2 §5, §6: only the host ends a recording; a participant's button is disabled anyway.
          if (sessionRoleOf(state) === "host") void confirmStop();
        })}
        <MeetingLinkPrompt recording={state} />
      </div>
    );
  }

  const problem = state.phase === "idle" && state.problem && !state.problem.isBilling ? state.problem : null;
  const problemAlert = problem && (
    <Alert kind={problem.isNotice ? "info" : "error"} title={problem.title}>
      {problem.message}
    </Alert>
  );
  if (state.phase === "idle" && finished && finished !== dismissed) {
    return (
      <div className="recorder">
        <Announcer text={announcement} />
        {renderFinished(finished, problemAlert, () => {
          setDismissed(finished);
          setMode(null);
        })}
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
        <RadioCards
          label={RECORDER_UI_TEXTS.chooseCapture}
          options={CAPTURE_OPTIONS}
          value={mode}
          onChange={setMode}
          isDisabled={state.phase === "starting"}
        />
        {mode === "screen" && (
          <div className="launcher-field">
            <CameraSelect value={cameraId} onChange={setCameraId} isDisabled={state.phase === "starting"} />
          </div>
        )}
        {mode === "screen" && (
          <RadioCards
            label={RECORDER_UI_TEXTS.qualityLabel}
            options={QUALITY_OPTIONS}
            value={quality}
            onChange={(next) => screenQuality.choose(next)}
            orientation="horizontal"
            isDisabled={state.phase === "starting"}
          />
        )}
        {mode === "screen" && (
          <ScreenPicker value={screenId} onChange={setScreenId} isDisabled={state.phase === "starting"} />
        )}
        {/* Spec 2 §2.2: the start button appears only once a choice is made. */}
        {mode !== null && (
          <div className="recorder-card__actions">
            <Button onPress={() => requestStart(mode)} isPending={state.phase === "starting"} isDisabled={needsScreen}>
              {mode === "mic" ? <Mic size={16} aria-hidden="true" /> : <MonitorUp size={16} aria-hidden="true" />}
              {RECORDER_UI_TEXTS.start}
            </Button>
            {/* Spec 2 §2.2: Cancel reloads the page, so every choice and device starts afresh. */}
            <Button variant="ghost" onPress={() => navigate(0)} isDisabled={state.phase === "starting"}>
              {RECORDER_UI_TEXTS.cancel}
            </Button>
          </div>
        )}
        {/* After the actions: Tab goes from the choice straight to Start recording, the notice's link after. */}
        {mode === "mic" && <AudioOnlyNotice />}
        <OpenRecordingsLink />
        {mode !== null && (
          <AccountChoiceDialog
            isOpen={choosingAccount}
            organisations={organisations}
            onStart={(organizationId) => void start(mode, organizationId)}
            onCancel={() => setChoosingAccount(false)}
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
