import type { AudioLevels } from "@lectern/core/recording/application/audioLevels";
import type { WidgetUploadState } from "@lectern/core/recording/application/WidgetSession";
import {
  type ClosingAdvice,
  type HealthInput,
  recordingHealthOf,
} from "@lectern/core/recording/domain/recordingHealth";
import { CircleCheck, CircleAlert } from "lucide-react";
import type { Observable } from "rxjs";
import { useObservable } from "../../../reactive/useObservable";
import { RECORDER_UI_TEXTS } from "../recorderTexts";
import "./RecordingHealth.css";

export interface RecordingHealthProps {
  /** The microphone's levels, read here so only the meter re-renders ten times a second. */
  levels$: Observable<AudioLevels>;
  committedSlices: number;
  /** The recording the readout is about (its clock, its parts, whether it is stopping). */
  recording: HealthInput;
  /** Parts uploaded of parts saved, and whether the queue sends now: read here, where it is shown. */
  upload$: Observable<WidgetUploadState>;
  microphoneOn: boolean;
}

/** One sentence about closing the app, never contradicting the upload queue's own warning. */
const ADVICE: Readonly<Record<ClosingAdvice, string>> = {
  late: RECORDER_UI_TEXTS.partsLate,
  recording: RECORDER_UI_TEXTS.closingEndsRecording,
  finishing: RECORDER_UI_TEXTS.savingLastParts,
  saved: RECORDER_UI_TEXTS.allSavedUploading,
  safe: RECORDER_UI_TEXTS.safeToClose,
};

/**
 * The recording's health at a glance: input level, how many parts are on this device and how long
 * ago the last was saved, and whether closing the app now would lose anything.
 */
const NOT_UPLOADING: WidgetUploadState = { progress: null, uploading: false };

export function RecordingHealth({ levels$, committedSlices, recording, upload$, microphoneOn }: RecordingHealthProps) {
  const levels = useObservable(levels$, null);
  const { progress: upload, uploading } = useObservable(upload$, NOT_UPLOADING);
  const health = recordingHealthOf(recording, uploading);
  const level = Math.round(Math.min(1, Math.sqrt(levels?.level ?? 0)) * 100);
  const { late, sinceLastSaveMs } = health;
  return (
    <section className="health" aria-label="Recording health">
      <div className="health__level">
        <label htmlFor="input-level">Input level{microphoneOn ? "" : " (microphone off)"}</label>
        <meter id="input-level" min={0} max={100} low={8} high={85} optimum={40} value={microphoneOn ? level : 0}>
          {level}%
        </meter>
      </div>
      <ul className="health__list">
        <li>{RECORDER_UI_TEXTS.savedOnDevice(committedSlices)}</li>
        {upload && upload.saved > 0 && <li>{RECORDER_UI_TEXTS.uploadedOfSaved(upload.uploaded, upload.saved)}</li>}
        {sinceLastSaveMs !== null && (
          <li className={late ? "health__late" : undefined}>{RECORDER_UI_TEXTS.lastSaved(sinceLastSaveMs / 1000)}</li>
        )}
        <li className={late ? "health__late" : "health__safe"}>
          {late ? <CircleAlert size={14} aria-hidden="true" /> : <CircleCheck size={14} aria-hidden="true" />}
          {ADVICE[health.advice]}
        </li>
      </ul>
    </section>
  );
}
