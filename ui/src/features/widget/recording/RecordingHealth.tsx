import type { AudioLevels } from "@lectern/core/recording/application/audioLevels";
import { CircleCheck, CircleAlert } from "lucide-react";
import "./RecordingHealth.css";

export interface RecordingHealthProps {
  levels: AudioLevels | null;
  committedSlices: number;
  /** Seconds since the last part was saved on this device; null before the first. */
  sinceLastSave: number | null;
  /** Every recorded part is on this device (the recording has stopped and all parts were saved). */
  allSaved: boolean;
  microphoneOn: boolean;
}

/** A save older than this means something is wrong (the watchdog ends the recording at interval + 15 s). */
const LATE_SAVE_S = 12;

const safety = (allSaved: boolean, late: boolean): string => {
  if (allSaved) return "Safe to close: every part is on this device";
  if (late) return "Parts are late: keep the app open";
  return "Closing would end the recording; what is saved stays";
};

/**
 * The recording's health at a glance: input level, how many parts are on this device and how long
 * ago the last was saved, and whether closing the app now would lose anything.
 */
export function RecordingHealth({
  levels,
  committedSlices,
  sinceLastSave,
  allSaved,
  microphoneOn,
}: RecordingHealthProps) {
  const level = Math.round(Math.min(1, Math.sqrt(levels?.level ?? 0)) * 100);
  const late = sinceLastSave !== null && sinceLastSave > LATE_SAVE_S;
  return (
    <section className="health" aria-label="Recording health">
      <div className="health__level">
        <label htmlFor="input-level">Input level{microphoneOn ? "" : " (microphone off)"}</label>
        <meter id="input-level" min={0} max={100} low={8} high={85} optimum={40} value={microphoneOn ? level : 0}>
          {level}%
        </meter>
      </div>
      <ul className="health__list">
        <li>
          {committedSlices} {committedSlices === 1 ? "part" : "parts"} saved on this device
        </li>
        {sinceLastSave !== null && (
          <li className={late ? "health__late" : undefined}>
            {sinceLastSave < 1 ? "Last saved just now" : `Last saved ${Math.floor(sinceLastSave)} s ago`}
          </li>
        )}
        <li className={late ? "health__late" : "health__safe"}>
          {late ? <CircleAlert size={14} aria-hidden="true" /> : <CircleCheck size={14} aria-hidden="true" />}
          {safety(allSaved, late)}
        </li>
      </ul>
    </section>
  );
}
