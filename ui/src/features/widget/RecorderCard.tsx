import type {
  CaptureMode,
  FinishedRecording,
  Recorder,
  RecorderState,
} from "@lectern/core/recording/application/Recorder";
import type { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { RECORDING_TEXTS } from "@lectern/core/recording/domain/recordingTexts";
import { SCREEN_QUALITIES, type ScreenQuality } from "@lectern/core/recording/domain/screenQuality";
import { Mic, MonitorUp } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Alert, Button, RadioCards, type RadioCardOption, useDialogs } from "../../kit";
import { useObservable } from "../../reactive/useObservable";
import { QUEUE_UI_TEXTS } from "../queue/queueTexts";
import { recorderAnnouncements } from "./recorderAnnouncements";
import { RECORDER_UI_TEXTS } from "./recorderTexts";
import "./RecorderCard.css";

export interface RecorderCardProps {
  recorder: Pick<Recorder, "state$" | "state" | "start" | "stop" | "finished$">;
  /** The remembered screen quality (spec 2 §2.2, `widget_resolution`). */
  screenQuality: Pick<ScreenQualityPreference, "quality$" | "quality" | "choose">;
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
  onOpenPriceList,
  renderLive,
  renderFinished,
}: RecorderCardProps) {
  const state = useObservable(recorder.state$, IDLE);
  const dialogs = useDialogs();
  const announcements$ = useMemo(() => recorderAnnouncements(recorder.state$), [recorder]);
  const announcement = useObservable(announcements$, "");

  const [mode, setMode] = useState<CaptureMode | null>(null);
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

  const start = async (chosen: CaptureMode) => {
    await recorder.start(chosen, quality);
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
        {renderLive(state, () => void confirmStop())}
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
        <span className="recorder-card__icon" aria-hidden="true">
          <Mic size={26} />
        </span>
        <h2 id="recorder-title" className="recorder-card__title">
          {RECORDER_UI_TEXTS.readyTitle}
        </h2>
        <p className="recorder-card__text">{RECORDER_UI_TEXTS.readyText}</p>
        {problemAlert}
        <RadioCards
          label={RECORDER_UI_TEXTS.chooseCapture}
          options={CAPTURE_OPTIONS}
          value={mode}
          onChange={setMode}
          isDisabled={state.phase === "starting"}
        />
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
        {/* Spec 2 §2.2: the start button appears only once a choice is made. */}
        {mode !== null && (
          <div className="recorder-card__actions">
            <Button onPress={() => void start(mode)} isPending={state.phase === "starting"}>
              {mode === "mic" ? <Mic size={16} aria-hidden="true" /> : <MonitorUp size={16} aria-hidden="true" />}
              {RECORDER_UI_TEXTS.start}
            </Button>
            <Button variant="ghost" onPress={() => setMode(null)} isDisabled={state.phase === "starting"}>
              {RECORDER_UI_TEXTS.cancel}
            </Button>
          </div>
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
